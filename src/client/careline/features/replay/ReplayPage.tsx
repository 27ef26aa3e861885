import './texts';
import { Suspense, useCallback, useEffect, useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Button } from '../../../frame/ui/Button';
import { formatDay } from '../../../frame/ui/formatDay';
import { Icon, type IconProps, AlertCircleIcon } from '../../../frame/ui/icons';
import { lazyChunk } from '../../../frame/lazyChunk';
import { PageSpinner, Spinner } from '../../../frame/ui/Spinner';
import { DocumentTitle } from '../../../frame/ui/DocumentTitle';
import { useFeatureSaga } from '../../../frame/featureSaga';
import type { ReplaySnapshot, SnapshotProblem } from '../../../member/replay';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import { loadMemberKit } from './memberKit';
import watchSupportReplay from './sagas';
import supportReplay, { SUPPORT_REPLAY_SLICE, selectSupportReplay, supportReplayActions } from './slice';
import { REPLAY_KEY } from './texts';
import './ReplayPage.css';

// The member's screens: the member app's own code, a chunk of its own loaded by the first file.
const ReplayedMemberApp = lazyChunk(() => loadMemberKit().then((kit) => ({ default: kit.ReplayedMemberApp })));

const FileIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8z" />
    <path d="M14 3v5h5" />
    <path d="M9 13h6M9 17h4" />
  </Icon>
);

const EyeIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
);

function ProblemMessage({ problem, refusal }: { problem: SnapshotProblem | null; refusal: string | null }) {
  const { t } = useTranslation('translation', { keyPrefix: REPLAY_KEY });
  let text = refusal ? t('replay.refusedByServer', { error: refusal }) : '';
  if (problem) {
    text = {
      tooLarge: () => t('replay.problem.tooLarge', { maxMb: problem.code === 'tooLarge' ? problem.maxMb : 0 }),
      unreadable: () => t('replay.problem.unreadable'),
      notJson: () => t('replay.problem.notJson'),
      notSnapshot: () => t('replay.problem.notSnapshot'),
      badVersion: () => t('replay.problem.badVersion'),
      newerVersion: () => (problem.code === 'newerVersion' ? t('replay.problem.newerVersion', { version: problem.version, supported: problem.supported }) : ''),
      missingData: () => t('replay.problem.missingData', { part: problem.code === 'missingData' ? problem.part : '' }),
      migrationFailed: () => t('replay.problem.migrationFailed', { detail: problem.code === 'migrationFailed' ? problem.detail : '' }),
    }[problem.code]();
  }
  return (
    <div className="replay-start__problem" role="alert">
      <AlertCircleIcon />
      <div>
        <p className="replay-start__problem-title">{t('replay.problem.title')}</p>
        <p>{text}</p>
      </div>
    </div>
  );
}

/** Where the person drops a member's diagnostic file. */
function ReplayStart() {
  const { t } = useTranslation('translation', { keyPrefix: REPLAY_KEY });
  const dispatch = useAppDispatch();
  const { status, problem, refusal } = useSelector(selectSupportReplay);
  const [dragging, setDragging] = useState(false);
  const inputId = useId();
  const choose = (file: File | undefined) => {
    if (file) dispatch(supportReplayActions.fileChosen(file));
  };
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    choose(event.target.files?.[0]);
    // The same file may be picked again after a fix.
    event.target.value = '';
  };
  return (
    <div className="replay-start">
      <DocumentTitle title={t('replay.title')} />
      <div className="replay-start__card">
        <h1 className="replay-start__title">{t('replay.title')}</h1>
        <p className="replay-start__intro">{t('replay.intro')}</p>
        <label
          htmlFor={inputId}
          className={`replay-drop${dragging ? ' replay-drop--over' : ''}`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          {status === 'reading' ? (
            <Spinner size="lg" label={t('replay.reading')} />
          ) : (
            <>
              <span className="replay-drop__icon" aria-hidden="true">
                <FileIcon />
              </span>
              <span className="replay-drop__text">{t('replay.drop')}</span>
              <span className="replay-drop__choose">{t('replay.choose')}</span>
              <span className="replay-drop__hint">{t('replay.fileHint')}</span>
            </>
          )}
          <input id={inputId} className="visually-hidden" type="file" accept=".json,application/json" onChange={onPick} disabled={status === 'reading'} />
        </label>
        {status === 'failed' && <ProblemMessage problem={problem} refusal={refusal} />}
        <Link className="replay-start__back" to={paths.landing}>
          {t('replay.back')}
        </Link>
      </div>
    </div>
  );
}

function ReplayBanner({ snapshot, path, memberFound }: { snapshot: ReplaySnapshot; path: string; memberFound: boolean }) {
  const { t } = useTranslation('translation', { keyPrefix: REPLAY_KEY });
  const dispatch = useAppDispatch();
  const { refused } = useSelector(selectSupportReplay);
  const { fullname, mobile_number: mobile } = snapshot.state.profile;
  const details = [
    t('replay.banner.member', { name: [fullname || '-', mobile && `+${mobile}`].filter(Boolean).join(', ') }),
    !memberFound && t('replay.banner.memberUnknown'),
    t('replay.banner.page', { path }),
    snapshot.app_version && t('replay.banner.appVersion', { version: snapshot.app_version }),
    snapshot.created_at && t('replay.banner.saved', { date: formatDay(snapshot.created_at) }),
    snapshot.file_version !== snapshot.version && t('replay.banner.migrated', { version: snapshot.file_version }),
  ].filter(Boolean);
  return (
    <div className="replay-banner" role="region" aria-label={t('replay.banner.label')}>
      <div className="replay-banner__inner">
        <span className="replay-banner__icon" aria-hidden="true">
          <EyeIcon />
        </span>
        <div className="replay-banner__text">
          <p className="replay-banner__title">
            <strong>{t('replay.banner.label')}</strong> · {t('replay.banner.readOnly')}
          </p>
          <p className="replay-banner__details">{details.join(' · ')}</p>
          <p className="replay-banner__refused" role="status">
            {refused && (refused.count > 1 ? t('replay.refusedAgain', { call: refused.call, count: refused.count }) : t('replay.refused', { call: refused.call }))}
          </p>
        </div>
        <Button size="sm" variant="secondary" onClick={() => dispatch(supportReplayActions.left())}>
          {t('replay.banner.leave')}
        </Button>
      </div>
    </div>
  );
}

/** The member's app from the snapshot, under a banner that says it is a read-only replay. */
function Replay({ snapshot, memberFound }: { snapshot: ReplaySnapshot; memberFound: boolean }) {
  const dispatch = useAppDispatch();
  const [path, setPath] = useState(`${snapshot.route.pathname}${snapshot.route.search}`);
  const onRefused = useCallback((call: string) => dispatch(supportReplayActions.writeRefused(call)), [dispatch]);
  return (
    <div className="replay">
      <ReplayBanner snapshot={snapshot} path={path} memberFound={memberFound} />
      <Suspense fallback={<PageSpinner />}>
        <ReplayedMemberApp snapshot={snapshot} onRefused={onRefused} onLocation={(location) => setPath(`${location.pathname}${location.search}`)} />
      </Suspense>
    </div>
  );
}

/**
 * /careline/replay: a member's diagnostic file, replayed read-only with the member app's own screens,
 * for a signed-in careline person; each opening is audited under them.
 */
export default function ReplayPage() {
  useFeatureSaga(watchSupportReplay, { [SUPPORT_REPLAY_SLICE]: supportReplay });
  const dispatch = useAppDispatch();
  const { status, snapshot, memberFound } = useSelector(selectSupportReplay);
  // Going elsewhere in the console ends the replay.
  useEffect(() => () => void dispatch(supportReplayActions.left()), [dispatch]);
  if (status === 'ready' && snapshot) return <Replay snapshot={snapshot} memberFound={memberFound} />;
  return <ReplayStart />;
}
