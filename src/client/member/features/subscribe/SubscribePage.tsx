import './texts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useFeatureSaga } from '../../../frame/featureSaga';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../../frame/ui/Button';
import { CheckCircleIcon, InfoCircleIcon } from '../../../frame/ui/icons';
import { Page } from '../../../frame/ui/PageLayout';
import watchSubscribe from './sagas';
import { subscribeActions } from './slice';
import './SubscribePage.css';
import { DocumentTitle } from '../../../frame/ui/DocumentTitle';

/**
 * /subscribe?email=: the unsubscribe link of our emails. The call goes out on load and its answer
 * is not awaited (spec section 7), so the member reads the outcome at once, even on a slow line.
 */
export default function SubscribePage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  useFeatureSaga(watchSubscribe);
  const email = (useSearchParams()[0].get('email') ?? '').trim();

  useEffect(() => {
    if (email) dispatch(subscribeActions.unsubscribeRequested({ email }));
  }, [dispatch, email]);

  return (
    <Page width="reading" className="subscribe">
      <DocumentTitle title={t('subscribe.title')} />
      <div className={`subscribe__card${email ? '' : ' subscribe__card--incomplete'}`}>
        <span className="subscribe__icon" aria-hidden="true">
          {email ? <CheckCircleIcon /> : <InfoCircleIcon />}
        </span>
        {email ? (
          <>
            <h1 className="subscribe__message">{t('subscribe.done')}</h1>
            <p className="subscribe__detail">{t('subscribe.detail', { programme: t('common.programme'), email })}</p>
          </>
        ) : (
          <h1 className="subscribe__message subscribe__message--incomplete">{t('subscribe.noEmail')}</h1>
        )}
        <ButtonLink to={paths.home}>{t('subscribe.home')}</ButtonLink>
      </div>
    </Page>
  );
}
