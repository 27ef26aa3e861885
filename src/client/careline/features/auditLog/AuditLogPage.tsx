import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { AuditLogEntry } from '../../../../shared/contract/audit';
import { useFeatureSaga } from '../../../frame/featureSaga';
import { Button } from '../../../frame/ui/Button';
import { Card, Page, PageHeading, SectionHeading } from '../../../frame/ui/PageLayout';
import { Spinner } from '../../../frame/ui/Spinner';
import watchAuditLog from './sagas';
import auditLog, { AUDIT_LOG_KEY, auditLogActions, noFilters, selectAuditLog, type AuditFilters } from './slice';
import { AUDIT_LOG_TEXTS, namedActions } from './texts';
import './auditLog.css';

const KINDS = Object.keys(namedActions);
const COLUMNS = ['time', 'person', 'action', 'about', 'details'] as const;

/** `t` for keys made from the log's own words (an action, a kind), which the key types cannot know. */
type DynamicT = (key: string, options?: Record<string, unknown>) => string;

function Field({ id, label, hint, children }: { id: string; label: string; hint?: string; children: React.ReactNode }) {
  return (
    <div className="audit-log__field">
      <label className="audit-log__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="audit-log__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

function FilterForm() {
  const { t } = useTranslation('translation', { keyPrefix: AUDIT_LOG_TEXTS });
  const dispatch = useDispatch();
  const { asked } = useSelector(selectAuditLog);
  const [filters, setFilters] = useState<AuditFilters>(asked ?? noFilters);
  const set = (key: keyof AuditFilters) => (event: { target: { value: string } }) => setFilters({ ...filters, [key]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(auditLogActions.searchRequested(filters));
  };
  const clear = () => {
    setFilters(noFilters);
    dispatch(auditLogActions.searchRequested(noFilters));
  };
  const text = t as unknown as DynamicT;
  return (
    <Card as="section" className="audit-log__filters" aria-labelledby="audit-filters">
      <SectionHeading id="audit-filters">{t('filters.legend')}</SectionHeading>
      <form onSubmit={submit} noValidate aria-label={t('filters.legend')}>
        <div className="audit-log__fields">
          <Field id="audit-person" label={t('filters.person')} hint={t('filters.personHint')}>
            <input id="audit-person" className="audit-log__input" value={filters.person} onChange={set('person')} autoComplete="off" aria-describedby="audit-person-hint" />
          </Field>
          <Field id="audit-member" label={t('filters.member')} hint={t('filters.memberHint')}>
            <input id="audit-member" className="audit-log__input" value={filters.member} onChange={set('member')} inputMode="text" autoComplete="off" aria-describedby="audit-member-hint" />
          </Field>
          <Field id="audit-action" label={t('filters.action')}>
            <select id="audit-action" className="audit-log__input" value={filters.action} onChange={set('action')}>
              <option value="">{t('filters.anyAction')}</option>
              {KINDS.map((kind) => (
                <optgroup key={kind} label={text(`kinds.${kind}`) || kind}>
                  <option value={`${kind}.`}>{t('filters.everyOfKind', { kind: text(`kinds.${kind}`) })}</option>
                  {namedActions[kind].map((action) => (
                    <option key={action} value={action}>
                      {text(`actions.${action}`)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </Field>
          <Field id="audit-from" label={t('filters.from')}>
            <input id="audit-from" type="date" className="audit-log__input" value={filters.from} onChange={set('from')} />
          </Field>
          <Field id="audit-to" label={t('filters.to')}>
            <input id="audit-to" type="date" className="audit-log__input" value={filters.to} onChange={set('to')} />
          </Field>
        </div>
        <div className="audit-log__buttons">
          <Button type="submit">{t('filters.show')}</Button>
          <Button variant="secondary" onClick={clear}>
            {t('filters.clear')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** An instant as the log keeps it, in UTC: 2026-11-27 08:30:12. */
const utcTime = (iso: string) => iso.replace('T', ' ').slice(0, 19);

function EntryRow({ entry }: { entry: AuditLogEntry }) {
  const { t } = useTranslation('translation', { keyPrefix: AUDIT_LOG_TEXTS });
  // An action the screen has no name for yet shows as the log writes it.
  const named = (t as unknown as DynamicT)(`actions.${entry.action}`, { defaultValue: entry.action });
  return (
    <tr className="audit-log__row" role="row">
      <td role="cell" data-label={t('columns.time')} className="audit-log__time">
        <time dateTime={entry.created_at}>{utcTime(entry.created_at)}</time>
      </td>
      <td role="cell" data-label={t('columns.person')}>{entry.actor === 'system' ? t('system') : entry.actor}</td>
      <td role="cell" data-label={t('columns.action')}>
        <span className="audit-log__action">{named}</span>
        {named !== entry.action && <code className="audit-log__code">{entry.action}</code>}
      </td>
      <td role="cell" data-label={t('columns.about')}>{entry.subject ?? '—'}</td>
      <td role="cell" data-label={t('columns.details')} className="audit-log__details">
        {entry.details ? <code>{JSON.stringify(entry.details)}</code> : '—'}
      </td>
    </tr>
  );
}

function Entries() {
  const { t } = useTranslation('translation', { keyPrefix: AUDIT_LOG_TEXTS });
  const dispatch = useDispatch();
  const { status, entries, next, member, loadingMore, error, downloading, downloadError } = useSelector(selectAuditLog);
  if (status === 'loading') return <Spinner label={t('loading')} />;
  if (status === 'failed') {
    return (
      <p role="alert" className="audit-log__problem">
        {t('failed', { error })}
      </p>
    );
  }
  if (status !== 'loaded') return null;
  return (
    <Card as="section" className="audit-log__entries" aria-labelledby="audit-count">
      <div className="audit-log__head">
        <p id="audit-count" className="audit-log__count" aria-live="polite">
          {t('count', { count: entries.length })}
        </p>
        <Button variant="secondary" size="sm" busy={downloading} disabled={downloading} onClick={() => dispatch(auditLogActions.downloadRequested())} aria-describedby="audit-download-hint">
          {downloading ? t('downloading') : t('download')}
        </Button>
      </div>
      <p id="audit-download-hint" className="audit-log__hint">
        {t('downloadHint')}
      </p>
      {downloadError && (
        <p role="alert" className="audit-log__problem">
          {t('downloadFailed', { error: downloadError })}
        </p>
      )}
      {member && <p className="audit-log__hint">{t('foundMember', { member })}</p>}
      {entries.length === 0 ? (
        <p className="audit-log__empty">{t('empty')}</p>
      ) : (
        // The roles keep the table a table for screen readers where a phone's layout shows each row as a card.
        <table className="audit-log__table" role="table">
          <caption className="visually-hidden">{t('title')}</caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {t(`columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {entries.map((entry) => (
              <EntryRow key={entry.id} entry={entry} />
            ))}
          </tbody>
        </table>
      )}
      {error && (
        <p role="alert" className="audit-log__problem">
          {t('failed', { error })}
        </p>
      )}
      {next !== null ? (
        <Button variant="secondary" className="audit-log__more" busy={loadingMore} disabled={loadingMore} onClick={() => dispatch(auditLogActions.moreRequested())}>
          {loadingMore ? t('loadingMore') : t('more')}
        </Button>
      ) : (
        entries.length > 0 && <p className="audit-log__hint">{t('end')}</p>
      )}
    </Card>
  );
}

/** The audit log for a supervisor: filters, the newest entries a page at a time, and the CSV of all that match. */
export default function AuditLogPage() {
  useFeatureSaga(watchAuditLog, { [AUDIT_LOG_KEY]: auditLog });
  const { t } = useTranslation('translation', { keyPrefix: AUDIT_LOG_TEXTS });
  const dispatch = useDispatch();
  const { asked } = useSelector(selectAuditLog);
  // The newest entries at once; a search already on screen stays when the page is opened again.
  useEffect(() => {
    if (!asked) dispatch(auditLogActions.searchRequested(noFilters));
  }, [asked, dispatch]);
  return (
    <Page width="wide" className="audit-log">
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <FilterForm />
      <Entries />
    </Page>
  );
}
