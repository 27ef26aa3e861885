import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { useFeatureSaga } from '../../../frame/featureSaga';
import { paths } from '../../app/paths';
import { Button } from '../../../frame/ui/Button';
import { Card, Page, PageHeading, SectionHeading } from '../../../frame/ui/PageLayout';
import { Spinner } from '../../../frame/ui/Spinner';
import watchFestivePins from './sagas';
import festivePins, { FESTIVE_PINS_KEY, festivePinsActions, selectFestivePins } from './slice';
import { FESTIVE_PINS_TEXTS } from './texts';
import './festivePins.css';

const WAITING_COLUMNS = ['serviceId', 'value', 'member', 'entered'] as const;

/** Line numbers shown in a sentence; the rest are counted. */
const LINES_SHOWN = 20;

/** The file's text (FileReader: every browser the console supports, and the tests' DOM). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

function useTexts() {
  return useTranslation('translation', { keyPrefix: FESTIVE_PINS_TEXTS }).t;
}

/** "3, 7, 12" or "3, 7, … and 40 more" of the lines the server listed, of `count` in all. */
function useLineList() {
  const t = useTexts();
  return (lines: number[], count: number) => {
    const shown = lines.slice(0, LINES_SHOWN).join(', ');
    return count > LINES_SHOWN ? t('upload.more', { lines: shown, count: count - LINES_SHOWN }) : shown;
  };
}

function UploadOutcome() {
  const t = useTexts();
  const lineList = useLineList();
  const { upload } = useSelector(selectFestivePins);
  const file = upload.fileName ?? '';
  if (upload.status === 'sending') return <Spinner label={t('upload.sending', { file })} />;
  if (upload.status === 'loaded' && upload.result) {
    const { loaded, duplicates, duplicate_lines: lines, assigned } = upload.result;
    return (
      <div role="status" className="festive-pins__outcome festive-pins__outcome--done">
        <p>{t('upload.loaded', { file, count: loaded })}</p>
        <p>{duplicates > 0 ? t('upload.duplicates', { count: duplicates, lines: lineList(lines, duplicates) }) : t('upload.noDuplicates')}</p>
        {assigned > 0 && <p>{t('upload.assigned', { count: assigned })}</p>}
      </div>
    );
  }
  if (upload.status === 'refused') {
    const bad = upload.refusal;
    return (
      <div role="alert" className="festive-pins__outcome festive-pins__outcome--refused">
        <p>{t('upload.refused', { file, error: upload.error })}</p>
        {bad && <p>{t('upload.badLines', { count: bad.bad_line_count, lines: lineList(bad.bad_lines, bad.bad_line_count) })}</p>}
      </div>
    );
  }
  return null;
}

function UploadForm() {
  const t = useTexts();
  const dispatch = useDispatch();
  const { upload } = useSelector(selectFestivePins);
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<'chooseFirst' | 'unreadable' | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) {
      setProblem('chooseFirst');
      return;
    }
    try {
      const text = await readText(file);
      setProblem(null);
      dispatch(festivePinsActions.uploadRequested({ name: file.name, text }));
    } catch {
      setProblem('unreadable');
    }
  };
  return (
    <Card as="section" aria-labelledby="pins-upload">
      <SectionHeading id="pins-upload">{t('upload.heading')}</SectionHeading>
      <form onSubmit={submit} noValidate className="festive-pins__form">
        <label className="festive-pins__label" htmlFor="pins-file">
          {t('upload.file')}
        </label>
        <input
          id="pins-file"
          ref={input}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          className="festive-pins__file"
          aria-describedby="pins-hint"
          aria-invalid={problem ? true : undefined}
          onChange={() => setProblem(null)}
        />
        <p id="pins-hint" className="festive-pins__hint">
          {t('upload.hint')}
        </p>
        {problem && (
          <p role="alert" className="festive-pins__problem">
            {t(`upload.${problem}`)}
          </p>
        )}
        <Button type="submit" busy={upload.status === 'sending'} disabled={upload.status === 'sending'} className="festive-pins__send">
          {t('upload.send')}
        </Button>
      </form>
      <UploadOutcome />
    </Card>
  );
}

function Stock() {
  const t = useTexts();
  const { stock } = useSelector(selectFestivePins);
  const rows = stock.data ?? [];
  return (
    <Card as="section" aria-labelledby="pins-stock">
      <SectionHeading id="pins-stock">{t('stock.heading')}</SectionHeading>
      {stock.status === 'loading' && !stock.data && <Spinner label={t('loading')} />}
      {stock.status === 'failed' && (
        <p role="alert" className="festive-pins__problem">
          {t('stock.failed', { error: stock.error })}
        </p>
      )}
      {stock.data && (
        <table className="festive-pins__table">
          <caption>{t('stock.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('stock.value')}</th>
              <th scope="col" className="festive-pins__number">
                {t('stock.loaded')}
              </th>
              <th scope="col" className="festive-pins__number">
                {t('stock.given')}
              </th>
              <th scope="col" className="festive-pins__number">
                {t('stock.left')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.amount}>
                <th scope="row">{t('amount', { amount: row.amount })}</th>
                <td className="festive-pins__number">{row.loaded}</td>
                <td className="festive-pins__number">{row.given}</td>
                <td className="festive-pins__number festive-pins__left">{row.left}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

function Waiting() {
  const t = useTexts();
  const { waiting } = useSelector(selectFestivePins);
  const data = waiting.data;
  return (
    <Card as="section" aria-labelledby="pins-waiting">
      <SectionHeading id="pins-waiting">{t('waiting.heading')}</SectionHeading>
      {waiting.status === 'loading' && !data && <Spinner label={t('loading')} />}
      {waiting.status === 'failed' && (
        <p role="alert" className="festive-pins__problem">
          {t('waiting.failed', { error: waiting.error })}
        </p>
      )}
      {data && data.total === 0 && <p className="festive-pins__hint">{t('waiting.none')}</p>}
      {data && data.total > 0 && (
        <>
          <p className="festive-pins__total">{t('waiting.total', { count: data.total })}</p>
          <ul className="festive-pins__amounts">
            {Object.entries(data.by_amount).map(([amount, count]) => (
              <li key={amount}>{t('waiting.byAmount', { amount, count })}</li>
            ))}
          </ul>
          <table className="festive-pins__table">
            <caption>{t('waiting.caption')}</caption>
            <thead>
              <tr>
                {WAITING_COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {t(`waiting.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.entries.map((entry) => (
                <tr key={entry.id}>
                  <th scope="row">{entry.transaction_code}</th>
                  <td>{t('amount', { amount: entry.amount })}</td>
                  <td>{entry.member_mobile ? <Link to={paths.memberCase(entry.member_mobile)}>+{entry.member_mobile}</Link> : t('waiting.removed')}</td>
                  <td>
                    <time dateTime={entry.entered_at}>{entry.entered_at.replace('T', ' ').slice(0, 16)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {data.entries.length < data.total && <p className="festive-pins__hint">{t('waiting.shown', { count: data.entries.length })}</p>}
        </>
      )}
    </Card>
  );
}

/** A supervisor's festive campaign work: load a CSV of reload PINs, see the stock by value, and the entries waiting. */
export default function FestivePinsPage() {
  useFeatureSaga(watchFestivePins, { [FESTIVE_PINS_KEY]: festivePins });
  const t = useTexts();
  const dispatch = useDispatch();
  const { stock, waiting } = useSelector(selectFestivePins);
  useEffect(() => {
    dispatch(festivePinsActions.loadRequested());
  }, [dispatch]);
  const reading = stock.status === 'loading' || waiting.status === 'loading';
  return (
    <Page width="wide" className="festive-pins">
      <PageHeading
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button variant="secondary" size="sm" busy={reading} disabled={reading} onClick={() => dispatch(festivePinsActions.loadRequested())}>
            {t('refresh')}
          </Button>
        }
      />
      <UploadForm />
      <div className="festive-pins__columns">
        <Stock />
        <Waiting />
      </div>
    </Page>
  );
}
