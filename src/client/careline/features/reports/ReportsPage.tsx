import { Suspense, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { ReportName, ServicesDayRow, WorkshopReportRow } from '../../../../shared/contract/reports';
import { REPORTS_BY_WORKSHOP } from '../../../../shared/contract/reports';
import { addDays, malaysiaDay } from '../../../../shared/loyalty/days';
import { WORKSHOP_ID_PATTERN } from '../../../../shared/rules/workshop';
import { useFeatureSaga } from '../../../frame/featureSaga';
import { lazyChunk } from '../../../frame/lazyChunk';
import { now } from '../../../frame/clock';
import { Button } from '../../../frame/ui/Button';
import { Card, Page, PageHeading, SectionHeading } from '../../../frame/ui/PageLayout';
import { Spinner } from '../../../frame/ui/Spinner';
import type { ReportRequest } from './api';
import { ReportTable } from './ReportTable';
import watchReports from './sagas';
import reportsSlice, { REPORT_NAMES, reportsActions, selectReports, type ReportsState } from './slice';
import { REPORTS_KEY } from './texts';
import type { ChartSpec } from './charts/ReportChart';
import './reports.css';

/** Chart.js and the charts come in a chunk of their own; the tables do not wait for it. */
const ReportChart = lazyChunk(() => import(/* webpackChunkName: "careline-charts" */ './charts/ReportChart'));

/** The workshops charted: the busiest, so the bars stay readable; the table lists all. */
const CHARTED_WORKSHOPS = 15;

type PeriodPreset = 'last7' | 'last30' | 'last365';
const PRESET_DAYS: Record<PeriodPreset, number> = { last7: 7, last30: 30, last365: 365 };

function presetPeriod(preset: PeriodPreset): { from: string; to: string } {
  const to = malaysiaDay(new Date(now()));
  return { from: addDays(to, -(PRESET_DAYS[preset] - 1)), to };
}

function useReportsState(): ReportsState {
  return useSelector((state: { reports: ReportsState }) => selectReports(state));
}

function PeriodForm({ onAsk }: { onAsk(request: ReportRequest): void }) {
  const { t } = useTranslation('translation', { keyPrefix: REPORTS_KEY });
  const { problem } = useReportsState();
  const [period, setPeriod] = useState(() => ({ ...presetPeriod('last30'), workshop: '' }));
  const [workshopInvalid, setWorkshopInvalid] = useState(false);
  const ask = (request: ReportRequest) => {
    const workshop = request.workshop.trim();
    const invalid = workshop !== '' && !WORKSHOP_ID_PATTERN.test(workshop);
    setWorkshopInvalid(invalid);
    if (!invalid) onAsk({ ...request, workshop: workshop.toUpperCase() });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask(period);
  };
  const choose = (preset: PeriodPreset) => {
    const next = { ...period, ...presetPeriod(preset) };
    setPeriod(next);
    ask(next);
  };
  return (
    <Card className="reports__period">
      <form onSubmit={submit} noValidate aria-labelledby="reports-period">
        <h2 id="reports-period" className="reports__legend">
          {t('period.legend')}
        </h2>
        <div className="reports__presets">
          {(Object.keys(PRESET_DAYS) as PeriodPreset[]).map((preset) => (
            <Button key={preset} variant="secondary" size="sm" onClick={() => choose(preset)}>
              {t(`period.${preset}`)}
            </Button>
          ))}
        </div>
        <div className="reports__fields">
          <label className="reports__field">
            <span className="reports__label">{t('period.from')}</span>
            <input type="date" className="reports__input" value={period.from} aria-invalid={problem?.startsWith('from') || problem === 'rangeInvalid' ? true : undefined} onChange={(e) => setPeriod({ ...period, from: e.target.value })} />
          </label>
          <label className="reports__field">
            <span className="reports__label">{t('period.to')}</span>
            <input type="date" className="reports__input" value={period.to} aria-invalid={problem?.startsWith('to') || problem === 'tooLong' ? true : undefined} onChange={(e) => setPeriod({ ...period, to: e.target.value })} />
          </label>
          <label className="reports__field">
            <span className="reports__label">{t('period.workshop')}</span>
            <input
              className="reports__input"
              value={period.workshop}
              maxLength={10}
              autoCapitalize="characters"
              aria-invalid={workshopInvalid || undefined}
              aria-describedby="reports-workshop-hint"
              onChange={(e) => setPeriod({ ...period, workshop: e.target.value })}
            />
          </label>
          <Button type="submit" className="reports__show">
            {t('period.show')}
          </Button>
        </div>
        <p id="reports-workshop-hint" className="reports__hint">
          {t('period.workshopHint')}
        </p>
        <div role="alert" className="reports__problem">
          {problem && <p>{t(`period.problems.${problem}`)}</p>}
          {workshopInvalid && <p>{t('period.workshopInvalid')}</p>}
        </div>
      </form>
    </Card>
  );
}

function chartOf(name: ReportName, rows: unknown[], t: (key: string) => string): ChartSpec | null {
  if (name === 'services') {
    return {
      kind: 'servicesPerDay',
      rows: rows as ServicesDayRow[],
      labels: { submitted: t('columns.submitted'), verified: t('columns.verified'), rejected: t('columns.rejected'), expired: t('columns.expired') },
    };
  }
  if (name === 'workshops') {
    const busiest = (rows as WorkshopReportRow[])
      .filter((row) => row.verified > 0)
      .sort((a, b) => b.verified - a.verified || a.workshop_id.localeCompare(b.workshop_id))
      .slice(0, CHARTED_WORKSHOPS);
    return busiest.length ? { kind: 'verifyHours', rows: busiest, labels: { p50: t('columns.verify_p50_hours'), p95: t('columns.verify_p95_hours') } } : null;
  }
  return null;
}

function ReportSection({ name }: { name: ReportName }) {
  const { t } = useTranslation('translation', { keyPrefix: REPORTS_KEY });
  const dispatch = useDispatch();
  const { reports, downloading, downloadFailed } = useReportsState();
  const view = reports[name];
  const headingId = `report-${name}`;
  const rows = view.report?.rows ?? [];
  const spec = useMemo(() => (view.report ? chartOf(name, view.report.rows, t as (key: string) => string) : null), [name, view.report, t]);
  return (
    <Card as="section" className="reports__section" aria-labelledby={headingId}>
      <div className="reports__section-head">
        <SectionHeading id={headingId}>
          {t(`reports.${name}.title`)}
          {view.report?.workshop && REPORTS_BY_WORKSHOP.includes(name) ? ` · ${view.report.workshop}` : ''}
        </SectionHeading>
        {view.status === 'loaded' && (
          <Button variant="secondary" size="sm" busy={downloading === name} disabled={downloading !== null} onClick={() => dispatch(reportsActions.downloadRequested(name))}>
            {downloading === name ? t('downloading') : t('download')}
          </Button>
        )}
      </div>
      {downloadFailed === name && (
        <p role="alert" className="reports__problem">
          {t('downloadFailed')}
        </p>
      )}
      {view.status === 'loading' && <Spinner label={t('loading')} />}
      {view.status === 'failed' && (
        <p role="alert" className="reports__problem">
          {t('failed', { error: view.error })}
        </p>
      )}
      {view.status === 'loaded' && view.report && (
        <>
          {spec && rows.length > 0 && (
            <>
              <Suspense fallback={<Spinner label={t('chartLoading')} />}>
                <ReportChart spec={spec} label={t(`reports.${name}.chart` as 'reports.services.chart')} />
              </Suspense>
              {name === 'workshops' && rows.length > CHARTED_WORKSHOPS && <p className="reports__hint">{t('reports.workshops.chartNote', { count: CHARTED_WORKSHOPS })}</p>}
            </>
          )}
          <ReportTable name={name} report={view.report} captionId={headingId} />
        </>
      )}
    </Card>
  );
}

/** The brand's reports for a supervisor: a period, then each report as a table (two also as charts), each downloadable as CSV. */
export default function ReportsPage() {
  useFeatureSaga(watchReports, { reports: reportsSlice });
  const { t } = useTranslation('translation', { keyPrefix: REPORTS_KEY });
  const dispatch = useDispatch();
  const { asked } = useReportsState();
  // The last 30 days are shown at once; the reports already read stay when the page is opened again.
  useEffect(() => {
    if (!asked) dispatch(reportsActions.loadRequested({ ...presetPeriod('last30'), workshop: '' }));
  }, [asked, dispatch]);
  return (
    <Page width="wide" className="reports">
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <PeriodForm onAsk={(request) => dispatch(reportsActions.loadRequested(request))} />
      {REPORT_NAMES.map((name) => (
        <ReportSection key={name} name={name} />
      ))}
    </Page>
  );
}
