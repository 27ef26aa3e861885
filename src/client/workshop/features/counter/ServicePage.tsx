import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { groupedTransactionCode } from '../../../../shared/rules';
import { useFeatureSaga } from '../../../frame/featureSaga';
import { Button, ButtonLink } from '../../../frame/ui/Button';
import { Page, PageHeading } from '../../../frame/ui/PageLayout';
import { Popup } from '../../../frame/ui/Popup';
import { PageSpinner } from '../../../frame/ui/Spinner';
import type { CounterServiceView } from '../../api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { DonePanel } from './DonePanel';
import { FlagList } from './FlagList';
import { ReceiptView } from './ReceiptView';
import { RejectForm } from './RejectForm';
import watchCounter from './sagas';
import { selectDecision, selectServiceState } from './selectors';
import { counterActions } from './slice';
import './counter.css';

const dayFormat = new Map<string, Intl.DateTimeFormat>();
function formatInstant(iso: string, language: string): string {
  const locale = language === 'ms' ? 'ms-MY' : 'en-MY';
  let format = dayFormat.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kuala_Lumpur' });
    dayFormat.set(locale, format);
  }
  return format.format(new Date(iso));
}

function ServiceDetails({ service }: { service: CounterServiceView }) {
  const { t, i18n } = useTranslation('workshop');
  return (
    <dl className="service-details">
      <div>
        <dt>{t('service.member')}</dt>
        <dd>
          {service.member_first_name} · {service.member_mobile_masked}
        </dd>
      </div>
      <div>
        <dt>{t('service.car')}</dt>
        <dd>
          <strong>{service.plate_number}</strong> · {service.model_brand} {service.model_name}
        </dd>
      </div>
      <div>
        <dt>{t('service.oil')}</dt>
        <dd>
          {service.oil_name} · {t('counter.bottles', { count: service.total_bottle })}
        </dd>
      </div>
      <div>
        <dt>{t('service.mileage')}</dt>
        <dd>{t('service.mileageValue', { km: service.current_mileage.toLocaleString(i18n.language === 'ms' ? 'ms-MY' : 'en-MY') })}</dd>
      </div>
      <div>
        <dt>{t('service.submitted')}</dt>
        <dd>{formatInstant(service.created_date, i18n.language)}</dd>
      </div>
      <div>
        <dt>{t('service.status')}</dt>
        <dd>
          <span className={`status status--${service.status}`}>{t(`service.statuses.${service.status}`)}</span>
        </dd>
      </div>
    </dl>
  );
}

/**
 * One service on one screen: who, which car, which oil, the receipt, any flags, then VERIFY (with
 * a confirm) or REJECT with a reason; after the decision, what to hand over.
 */
export default function ServicePage() {
  useFeatureSaga(watchCounter);
  const { t } = useTranslation('workshop');
  const dispatch = useAppDispatch();
  const code = useParams<{ code: string }>().code ?? '';
  const state = useAppSelector(selectServiceState);
  const decision = useAppSelector(selectDecision);
  const [asking, setAsking] = useState<'none' | 'verify' | 'reject'>('none');

  useEffect(() => {
    dispatch(counterActions.serviceOpened(code));
    return () => {
      dispatch(counterActions.serviceClosed());
    };
  }, [dispatch, code]);

  const title = t('service.title', { code: groupedTransactionCode(code) });
  const service = state.code === code ? state.value : null;
  const decided = decision.value?.code === code ? decision.value : null;

  if (state.status === 'failed' && state.code === code) {
    return (
      <Page width="reading">
        <PageHeading title={title} />
        <p className="counter-notice counter-notice--warning" role="alert">
          {state.error === 'notFound' ? t('service.notFound') : t('service.failed')}
        </p>
        <ButtonLink to={paths.counter} variant="primary" block>
          {t('service.backToCounter')}
        </ButtonLink>
      </Page>
    );
  }
  if (!service) return <PageSpinner label={t('service.loading')} />;

  const busy = decision.status === 'loading';
  const pending = service.status === 0 && !decided;
  return (
    <Page width="wide" className="service-page">
      <PageHeading title={title} />
      <div className="service-page__columns">
        <div className="service-page__facts">
          {service.free_oil && <p className="free-bottle">{t('service.freeBottle', { oil: service.oil_name })}</p>}
          <ServiceDetails service={service} />
          {decided && <DonePanel decision={decided} />}
          {pending && (
            <>
              <FlagList flags={service.flags ?? []} />
              {asking === 'reject' ? (
                <RejectForm busy={busy} onReject={(reason) => dispatch(counterActions.rejectRequested({ code, reason }))} onCancel={() => setAsking('none')} />
              ) : (
                <div className="decision__actions">
                  <Button variant="primary" block busy={busy} className="decision__verify" onClick={() => setAsking('verify')}>
                    {t('service.verify')}
                  </Button>
                  <Button variant="secondary" block disabled={busy} onClick={() => setAsking('reject')}>
                    {t('service.reject')}
                  </Button>
                </div>
              )}
            </>
          )}
          {!pending && !decided && (
            <>
              <p className="counter-notice">{t('service.notPending', { status: t(`service.statuses.${service.status}`) })}</p>
              <ButtonLink to={paths.counter} variant="primary" block>
                {t('service.backToCounter')}
              </ButtonLink>
            </>
          )}
        </div>
        <section className="service-page__receipt" aria-labelledby="receipt-heading">
          <h2 id="receipt-heading" className="section-heading">
            {t('service.receipt')}
          </h2>
          <ReceiptView code={code} />
        </section>
      </div>
      <Popup
        open={asking === 'verify' && pending}
        icon="info"
        message={t('service.confirmVerify', { code: groupedTransactionCode(code), plate: service.plate_number })}
        onClose={() => setAsking('none')}
        actions={[
          {
            label: t('service.confirmYes'),
            onClick: () => {
              setAsking('none');
              dispatch(counterActions.verifyRequested(code));
            },
          },
          { label: t('service.cancel'), variant: 'secondary', onClick: () => setAsking('none') },
        ]}
      />
    </Page>
  );
}
