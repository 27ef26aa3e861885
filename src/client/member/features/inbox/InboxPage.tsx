import './texts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureSaga } from '../../../frame/featureSaga';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../../frame/ui/Button';
import { ChevronDownIcon, InboxIcon } from '../../../frame/ui/icons';
import { Page } from '../../../frame/ui/PageLayout';
import { Spinner } from '../../../frame/ui/Spinner';
import { formatMessageDate } from './formatDate';
import watchInbox from './sagas';
import { selectInboxCards, type InboxCard } from './selectors';
import { inboxActions, selectInboxSpinner } from './slice';
import './InboxPage.css';
import { DocumentTitle } from '../../../frame/ui/DocumentTitle';

function MessageCard({ card }: { card: InboxCard }) {
  const { t, i18n } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const { message, unread } = card;
  const sender = message.sender || t('inbox.defaultSender');
  return (
    <li className={['inbox-card', unread && 'inbox-card--unread', expanded && 'inbox-card--expanded'].filter(Boolean).join(' ')}>
      <button type="button" className="inbox-card__toggle" aria-expanded={expanded} aria-controls={`${id}-message`} onClick={() => setExpanded((open) => !open)}>
        <span className="inbox-card__top">
          <span className="inbox-card__sender">
            {unread && (
              <span className="inbox-card__dot" role="img" aria-label={t('inbox.unread')} />
            )}
            {sender}
          </span>
          <time className="inbox-card__date" dateTime={message.created_date}>
            {formatMessageDate(message.created_date, t('inbox.dateFormat'), i18n.language)}
          </time>
        </span>
        <span className="inbox-card__subject">{message.subject}</span>
        <ChevronDownIcon className="inbox-card__chevron" />
      </button>
      <p id={`${id}-message`} className="inbox-card__message">
        {message.message}
      </p>
    </li>
  );
}

function EmptyInbox() {
  const { t } = useTranslation();
  return (
    <div className="inbox-empty">
      <span className="inbox-empty__icon" aria-hidden="true">
        <InboxIcon />
      </span>
      <p className="inbox-empty__title">{t('inbox.empty.title')}</p>
      <p className="inbox-empty__text">{t('inbox.empty.text')}</p>
      <ButtonLink to={paths.loyalty} variant="secondary">
        {t('inbox.backToDashboard')}
      </ButtonLink>
    </div>
  );
}

/** /inbox: every message, newest first; opening the page marks them read on the server. */
export default function InboxPage() {
  useFeatureSaga(watchInbox);
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const cards = useAppSelector(selectInboxCards);
  const spinner = useAppSelector(selectInboxSpinner);

  useEffect(() => {
    dispatch(inboxActions.opened());
  }, [dispatch]);

  return (
    <Page width="reading" className="inbox">
      <DocumentTitle title={t('inbox.title')} />
      <div className="inbox__top">
        <h1 className="inbox__heading">{t('inbox.heading', { count: cards.length })}</h1>
        {spinner && cards.length > 0 && <Spinner size="sm" label={t('inbox.loading')} />}
      </div>
      {cards.length > 0 ? (
        <ul role="list" className="inbox__list">
          {cards.map((card) => (
            <MessageCard key={card.message.id} card={card} />
          ))}
        </ul>
      ) : spinner ? (
        <div className="inbox__loading">
          <Spinner size="lg" label={t('inbox.loading')} />
        </div>
      ) : (
        <EmptyInbox />
      )}
    </Page>
  );
}
