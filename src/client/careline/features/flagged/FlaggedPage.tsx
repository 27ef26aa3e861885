import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { carelineCasePaths } from '../../../../shared/contract/carelineCases';
import { FLAG_KINDS, type FlaggedEntry } from '../../../../shared/contract/flags';
import { FlagText } from '../../../frame/flags/FlagText';
import { useFeatureSaga } from '../../../frame/featureSaga';
import { Button } from '../../../frame/ui/Button';
import { Card, Page, PageHeading } from '../../../frame/ui/PageLayout';
import { Popup } from '../../../frame/ui/Popup';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { ReceiptView } from '../../app/serviceWork/ServiceTools';
import watchFlagged from './sagas';
import flagged, { FLAGGED_SLICE, flaggedActions, selectFlagged } from './slice';
import { FLAGGED_KEY } from './texts';
import en from './texts/en.json';
import './flagged.css';

const when = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** Figures that are for the software, not for a person. */
const HIDDEN_FIGURES = new Set(['other_service_guid']);

/** One figure as a person reads it: numbers in their language, lists joined, services by their code. */
function useFigureValue(): (name: string, value: unknown) => string {
  const { t, i18n } = useTranslation('translation', { keyPrefix: FLAGGED_KEY });
  const format = new Intl.NumberFormat(i18n.language === 'ms' ? 'ms-MY' : 'en-MY', { maximumFractionDigits: 1 });
  const one = (value: unknown): string => {
    if (typeof value === 'number') return format.format(value);
    if (typeof value === 'boolean') return value ? t('yes') : t('no');
    if (typeof value === 'string') return /^\d{4}-\d\d-\d\dT/.test(value) ? when(value) : value;
    if (value && typeof value === 'object' && 'transaction_code' in value) return String(value.transaction_code);
    return JSON.stringify(value);
  };
  return (_name, value) => (Array.isArray(value) ? value.map(one).join(', ') : one(value));
}

function Figures({ entry }: { entry: FlaggedEntry }) {
  const { t } = useTranslation('translation', { keyPrefix: FLAGGED_KEY });
  const valueOf = useFigureValue();
  const figures = Object.entries(entry.figures).filter(([name]) => !HIDDEN_FIGURES.has(name));
  if (figures.length === 0) return null;
  return (
    <details className="flagged__figures">
      <summary>{t('figures')}</summary>
      <dl>
        {figures.map(([name, value]) => (
          <div key={name}>
            <dt>{name in en.figureNames ? t(`figureNames.${name as keyof typeof en.figureNames}`) : name}</dt>
            <dd>{valueOf(name, value)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

function FlaggedItem({ entry, canClear, onClear }: { entry: FlaggedEntry; canClear: boolean; onClear(): void }) {
  const { t } = useTranslation('translation', { keyPrefix: FLAGGED_KEY });
  const { t: tc } = useTranslation('careline');
  const { clearing, clearError } = useSelector(selectFlagged);
  const [asking, setAsking] = useState(false);
  const { service, member, other } = entry;
  return (
    <Card compact>
      <h2 className="flagged__title">
        {service ? `${service.transaction_code} · ${service.workshop_id} · ${t(`statuses.${service.status}`)}` : t('account')} · {t(`kinds.${entry.kind}`)}
      </h2>
      <p className="flagged__when">{t('raised', { when: when(entry.created_date) })}</p>
      <p role="note" className="flagged__reason">
        <FlagText flag={entry} />
      </p>
      <Figures entry={entry} />
      <p className="flagged__links">
        {member?.mobile_number ? <Link to={paths.memberCase(member.mobile_number)}>{t('memberCase')}</Link> : <span>{t('removed')}</span>}
        {other?.mobile_number && <Link to={paths.memberCase(other.mobile_number)}>{t('otherCase', { code: other.transaction_code })}</Link>}
      </p>
      {service && (
        <div className="flagged__receipts">
          <ReceiptView code={service.transaction_code} path={carelineCasePaths.serviceReceipt(service.transaction_code)} />
          {other && (
            <div>
              <h3 className="flagged__subtitle">{t('otherReceipt')}</h3>
              <ReceiptView code={other.transaction_code} path={carelineCasePaths.serviceReceipt(other.transaction_code)} />
            </div>
          )}
        </div>
      )}
      {canClear && (
        <div className="flagged__actions">
          <Button size="sm" variant="secondary" busy={clearing === entry.id} onClick={() => setAsking(true)}>
            {t('clear')}
          </Button>
          {clearError?.id === entry.id && (
            <p role="alert" className="flagged__error">
              {clearError.error}
            </p>
          )}
        </div>
      )}
      <Popup
        open={asking}
        icon="warning"
        title={t('clearTitle')}
        message={t('clearConfirm')}
        onClose={() => setAsking(false)}
        actions={[
          { label: tc('actions.cancel'), variant: 'secondary', onClick: () => setAsking(false) },
          {
            label: t('clear'),
            onClick: () => {
              setAsking(false);
              onClear();
            },
          },
        ]}
      />
    </Card>
  );
}

/** Open flags on services and accounts, newest first, each worded with its figures; a supervisor clears one after a confirmation. */
export default function FlaggedPage() {
  useFeatureSaga(watchFlagged, { [FLAGGED_SLICE]: flagged });
  const { t } = useTranslation('translation', { keyPrefix: FLAGGED_KEY });
  const dispatch = useAppDispatch();
  const { kind, status, entries, next, error, cleared } = useSelector(selectFlagged);
  const role = useAppSelector((state) => state.carelineAccount.me?.role);
  const canClear = role === 'supervisor' || role === 'administrator';
  const [chosen, setChosen] = useState(kind);
  useEffect(() => {
    dispatch(flaggedActions.queueRequested({ kind, offset: 0 }));
    // Read afresh each time the page opens, with the kind last shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(flaggedActions.queueRequested({ kind: chosen, offset: 0 }));
  };
  return (
    <Page>
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <form className="flagged__filter" onSubmit={submit} noValidate>
        <label className="flagged__field">
          <span>{t('kind')}</span>
          <select value={chosen} onChange={(e) => setChosen(e.target.value)}>
            <option value="">{t('allKinds')}</option>
            {FLAG_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" size="sm" busy={status === 'loading'}>
          {t('show')}
        </Button>
      </form>
      <p role="status" className="flagged__status">
        {cleared ? t('cleared') : ''}
      </p>
      {error && (
        <p role="alert" className="flagged__error">
          {error}
        </p>
      )}
      {status === 'succeeded' && entries.length === 0 && <p>{t('empty')}</p>}
      <ol className="careline-list">
        {entries.map((entry) => (
          <li key={entry.id}>
            <FlaggedItem entry={entry} canClear={canClear} onClear={() => dispatch(flaggedActions.clearRequested(entry.id))} />
          </li>
        ))}
      </ol>
      {next !== null && (
        <Button variant="secondary" busy={status === 'loading'} onClick={() => dispatch(flaggedActions.queueRequested({ kind, offset: next }))}>
          {t('more')}
        </Button>
      )}
    </Page>
  );
}
