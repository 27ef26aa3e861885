import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureSaga } from '../../../frame/featureSaga';
import { Page, PageHeading, SectionHeading } from '../../../frame/ui/PageLayout';
import { PageSpinner } from '../../../frame/ui/Spinner';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import watchCounter from './sagas';
import { selectStats } from './selectors';
import { counterActions } from './slice';
import './counter.css';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="figure">
      <dt className="figure__label">{label}</dt>
      <dd className="figure__value">{value}</dd>
    </div>
  );
}

/** Today's verified and rejected services, and this month's services, bottles and free bottles. */
export default function TodayPage() {
  useFeatureSaga(watchCounter);
  const { t } = useTranslation('workshop');
  const dispatch = useAppDispatch();
  const stats = useAppSelector(selectStats);
  useEffect(() => {
    dispatch(counterActions.statsRequested());
  }, [dispatch]);
  return (
    <Page width="reading">
      <PageHeading title={t('today.title')} />
      {stats.status === 'failed' && <p className="counter-notice">{t('today.failed')}</p>}
      {!stats.value && stats.status !== 'failed' && <PageSpinner />}
      {stats.value && (
        <>
          <section aria-labelledby="today-heading">
            <SectionHeading id="today-heading">{t('today.today')}</SectionHeading>
            <dl className="figures">
              <Figure label={t('today.verified')} value={stats.value.today.verified} />
              <Figure label={t('today.rejected')} value={stats.value.today.rejected} />
            </dl>
          </section>
          <section aria-labelledby="month-heading">
            <SectionHeading id="month-heading">{t('today.month')}</SectionHeading>
            <dl className="figures">
              <Figure label={t('today.services')} value={stats.value.month.services} />
              <Figure label={t('today.bottles')} value={stats.value.month.bottles} />
              <Figure label={t('today.freeBottles')} value={stats.value.month.free_bottles} />
            </dl>
          </section>
        </>
      )}
    </Page>
  );
}
