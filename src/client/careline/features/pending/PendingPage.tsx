import { useEffect } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Button } from '../../../frame/ui/Button';
import { Card, Page, PageHeading } from '../../../frame/ui/PageLayout';
import { SubmitButton, TextField } from '../../../frame/ui/form';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import { DecisionButtons, ReceiptView } from '../../app/serviceWork/ServiceTools';
import { FlagText } from '../../../frame/flags/FlagText';
import pendingQueue, { pendingActions, selectPending, PENDING_SLICE } from './slice';
import watchPending from './sagas';
import { useFeatureSaga } from '../../../frame/featureSaga';
import '../../../frame/ui/form/form.css';

const when = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** Where the queue shows a service; a flag naming another service on this page links there. */
const pendingAnchor = (code: string) => `pending-${code}`;

/** Services waiting for verification at every workshop, the nearest the 5-day limit first. */
export default function PendingPage() {
  useFeatureSaga(watchPending, { [PENDING_SLICE]: pendingQueue });
  const { t } = useTranslation('careline');
  const dispatch = useAppDispatch();
  const { status, data, error, workshop, page } = useSelector(selectPending);
  useEffect(() => {
    dispatch(pendingActions.queueRequested({ workshop: '', page: 1 }));
  }, [dispatch]);
  const onPage = new Set(data?.items.map((item) => item.transaction_code) ?? []);
  const go = (to: number) => dispatch(pendingActions.queueRequested({ workshop, page: to }));
  return (
    <Page>
      <PageHeading title={t('pending.title')} subtitle={data ? t('pending.total', { count: data.total }) : undefined} />
      <Form<{ workshop: string }>
        initialValues={{ workshop }}
        onSubmit={(values) => {
          dispatch(pendingActions.queueRequested({ workshop: values.workshop ?? '', page: 1 }));
        }}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} className="careline-form" noValidate>
            <TextField name="workshop" label={t('pending.workshop')} hint={t('pending.workshopHint')} maxLength={10} autoComplete="off" />
            <SubmitButton busy={status === 'loading'}>{t('pending.filter')}</SubmitButton>
          </form>
        )}
      />
      {error && (
        <p role="alert" className="careline-error">
          {error}
        </p>
      )}
      {data && (
        <>
          <ol className="careline-list">
            {data.items.map((item) => (
              <li key={item.transaction_code} id={pendingAnchor(item.transaction_code)}>
                <Card compact>
                  <h2 className="pending-item__title">
                    {item.transaction_code} · {item.plate_number} · {item.workshop_id} {item.workshop_name}
                  </h2>
                  <p>
                    {t('pending.submitted', { when: when(item.created_at) })} · <strong>{t('pending.decideBy', { when: when(item.decide_by) })}</strong>
                  </p>
                  <p>
                    {item.oil_name} ×{item.total_bottle} · {t('case.mileage', { km: item.current_mileage })}
                    {item.mobile_number && (
                      <>
                        {' · '}
                        <Link to={paths.memberCase(item.mobile_number)}>+{item.mobile_number}</Link>
                      </>
                    )}
                  </p>
                  {item.flags.map((flag) => (
                    <p key={`${flag.kind}-${flag.created_at}`} role="note" className="case-flag">
                      {t('case.flagLead')} <FlagText flag={flag} hrefFor={(code) => (onPage.has(code) ? `#${pendingAnchor(code)}` : null)} />
                    </p>
                  ))}
                  <ReceiptView code={item.transaction_code} path={item.receipt} />
                  <DecisionButtons code={item.transaction_code} />
                </Card>
              </li>
            ))}
          </ol>
          <nav aria-label={t('pending.pages')} className="careline-pager">
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => go(page - 1)}>
              {t('pending.previous')}
            </Button>
            <span>{t('pending.page', { page: data.page, pages: data.pages })}</span>
            <Button variant="secondary" size="sm" disabled={page >= data.pages} onClick={() => go(page + 1)}>
              {t('pending.next')}
            </Button>
          </nav>
        </>
      )}
    </Page>
  );
}
