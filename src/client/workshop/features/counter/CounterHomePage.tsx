import { useCallback, useEffect, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import { useTranslation } from 'react-i18next';
import { transactionCodeFrom } from '../../../../shared/rules';
import { useFeatureSaga } from '../../../frame/featureSaga';
import { useSagaSubmit } from '../../../frame/forms/submission';
import { Button } from '../../../frame/ui/Button';
import { SubmitButton, TextField } from '../../../frame/ui/form';
import { fieldId } from '../../../frame/ui/form/FieldError';
import '../../../frame/ui/form/form.css';
import { Page, PageHeading, SectionHeading } from '../../../frame/ui/PageLayout';
import { Spinner } from '../../../frame/ui/Spinner';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ScanPanel } from './ScanPanel';
import type { LoadScanner, ScannerUnavailable } from './scanner';
import { ServiceList } from './ServiceList';
import watchCounter from './sagas';
import { selectLookupSubmission, selectPendingServices, selectPendingStatus } from './selectors';
import { counterActions } from './slice';
import './counter.css';

interface LookupValues {
  serviceId: string;
}

/** Room for a code typed with its spaces or dashes; the shared rule reads what is left. */
const SERVICE_ID_TYPING_MAX = 20;

const validateServiceId = (value: string | undefined) => (transactionCodeFrom(value) ? undefined : { key: 'workshop:counter.serviceIdInvalid' });

export interface CounterHomePageProps {
  /** The camera's scanner; without it the counter takes typed Service IDs only. */
  loadScanner?: LoadScanner;
}

/**
 * The counter, in the order staff work: scan (or type the Service ID), then the services still
 * waiting, oldest first, with how long each has left before the 5-day limit.
 */
export default function CounterHomePage({ loadScanner }: CounterHomePageProps) {
  useFeatureSaga(watchCounter);
  const { t } = useTranslation('workshop');
  const dispatch = useAppDispatch();
  const pending = useAppSelector(selectPendingServices);
  const pendingStatus = useAppSelector(selectPendingStatus);
  const [unavailable, setUnavailable] = useState<ScannerUnavailable | null>(null);
  const formRef = useRef<FormApi<LookupValues> | null>(null);

  useEffect(() => {
    dispatch(counterActions.pendingWatchStarted());
    return () => {
      dispatch(counterActions.pendingWatchStopped());
    };
  }, [dispatch]);

  const start = useCallback((values: LookupValues) => dispatch(counterActions.lookupRequested(values.serviceId)), [dispatch]);
  const onSubmit = useSagaSubmit(selectLookupSubmission, start);

  // A scanned code goes through the typed field's own path, so a code not found is told in one place.
  const onCode = useCallback((code: string) => {
    setUnavailable(null);
    formRef.current?.change('serviceId', code);
    void formRef.current?.submit();
  }, []);
  const onUnavailable = useCallback((reason: ScannerUnavailable) => {
    setUnavailable(reason);
    document.getElementById(fieldId('serviceId'))?.focus();
  }, []);

  return (
    <Page width="reading">
      <PageHeading title={t('counter.title')} />
      {loadScanner && <ScanPanel load={loadScanner} onCode={onCode} onUnavailable={onUnavailable} />}
      {unavailable && (
        <p className="counter-notice counter-notice--warning" role="alert">
          {t(`scanner.${unavailable}`)}
        </p>
      )}
      <Form<LookupValues>
        onSubmit={onSubmit}
        render={({ handleSubmit, form }) => {
          formRef.current = form;
          return (
            <form className="lookup-form" noValidate onSubmit={handleSubmit}>
              <TextField
                name="serviceId"
                label={t('counter.serviceId')}
                hint={t('counter.serviceIdHint')}
                validate={validateServiceId}
                autoComplete="off"
                maxLength={SERVICE_ID_TYPING_MAX}
                inputMode="text"
              />
              <SubmitButton>{t('counter.open')}</SubmitButton>
            </form>
          );
        }}
      />
      <section className="pending" aria-labelledby="pending-heading">
        <SectionHeading id="pending-heading">{t('counter.pending')}</SectionHeading>
        {pendingStatus === 'loading' && pending.length === 0 && <Spinner />}
        {pendingStatus === 'failed' && (
          <p className="counter-notice">
            {t('counter.pendingFailed')}{' '}
            <Button variant="link" onClick={() => dispatch(counterActions.pendingRequested())}>
              {t('counter.reload')}
            </Button>
          </p>
        )}
        {pendingStatus === 'succeeded' && pending.length === 0 && <p className="counter-notice">{t('counter.pendingEmpty')}</p>}
        {pending.length > 0 && <ServiceList services={pending} label={t('counter.pending')} />}
      </section>
    </Page>
  );
}
