import './texts';
import { useEffect, useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { Link, type RouteObject } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buildEnablesReplay } from '../../../frame/buildId';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { Logo } from '../../../frame/ui/Logo';
import { PageSpinner, Spinner } from '../../../frame/ui/Spinner';
import { AlertCircleIcon } from '../../../frame/ui/icons';
import { appConfigActions, selectAppConfig, selectAppConfigStatus } from '../appConfig/slice';
import NotFoundPage from '../notFound/NotFoundPage';
import { FileIcon } from './icons';
import { ReplayApp } from './ReplayApp';
import { selectReplay, supportActions } from './slice';
import type { SnapshotProblem } from './snapshot';
import './SupportReplayPage.css';
import { DocumentTitle } from '../../../frame/ui/DocumentTitle';

/** Open when the build says so, or when the server's settings do (SUPPORT_REPLAY). */
function useReplayAvailability(): 'checking' | 'open' | 'closed' {
  const dispatch = useAppDispatch();
  const config = useAppSelector(selectAppConfig);
  const status = useAppSelector(selectAppConfigStatus);
  const byBuild = buildEnablesReplay();
  useEffect(() => {
    if (!byBuild && status === 'idle') dispatch(appConfigActions.requested());
  }, [byBuild, status, dispatch]);
  if (byBuild || config?.support_replay === true) return 'open';
  return status === 'idle' || status === 'loading' ? 'checking' : 'closed';
}

function ProblemMessage({ problem }: { problem: SnapshotProblem }) {
  const { t } = useTranslation();
  const text = {
    tooLarge: () => t('support.replay.problem.tooLarge', { maxMb: problem.code === 'tooLarge' ? problem.maxMb : 0 }),
    unreadable: () => t('support.replay.problem.unreadable'),
    notJson: () => t('support.replay.problem.notJson'),
    notSnapshot: () => t('support.replay.problem.notSnapshot'),
    badVersion: () => t('support.replay.problem.badVersion'),
    newerVersion: () =>
      problem.code === 'newerVersion' ? t('support.replay.problem.newerVersion', { version: problem.version, supported: problem.supported }) : '',
    missingData: () => t('support.replay.problem.missingData', { part: problem.code === 'missingData' ? problem.part : '' }),
    migrationFailed: () => t('support.replay.problem.migrationFailed', { detail: problem.code === 'migrationFailed' ? problem.detail : '' }),
  }[problem.code]();
  return (
    <div className="replay-start__problem" role="alert">
      <AlertCircleIcon />
      <div>
        <p className="replay-start__problem-title">{t('support.replay.problem.title')}</p>
        <p>{text}</p>
      </div>
    </div>
  );
}

/** Where support staff drop a member's diagnostic file. */
function ReplayStart() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { status, problem } = useAppSelector(selectReplay);
  const [dragging, setDragging] = useState(false);
  const inputId = useId();
  const choose = (file: File | undefined) => {
    if (file) dispatch(supportActions.replayFileChosen(file));
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
      <DocumentTitle title={t('support.replay.title')} />
      <div className="replay-start__card">
        <Logo />
        <h1 className="replay-start__title">{t('support.replay.title')}</h1>
        <p className="replay-start__intro">{t('support.replay.intro')}</p>
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
            <Spinner size="lg" label={t('support.replay.reading')} />
          ) : (
            <>
              <span className="replay-drop__icon" aria-hidden="true">
                <FileIcon />
              </span>
              <span className="replay-drop__text">{t('support.replay.drop')}</span>
              <span className="replay-drop__choose">{t('support.replay.choose')}</span>
              <span className="replay-drop__hint">{t('support.replay.fileHint')}</span>
            </>
          )}
          <input id={inputId} className="visually-hidden" type="file" accept=".json,application/json" onChange={onPick} disabled={status === 'reading'} />
        </label>
        {status === 'failed' && problem && <ProblemMessage problem={problem} />}
        <Link className="replay-start__back" to={paths.home}>
          {t('support.replay.back')}
        </Link>
      </div>
    </div>
  );
}

/**
 * /support/replay: a member's diagnostic file, replayed read-only for support staff. The route
 * table hands in the member's routes, since it is the one that lists this page.
 */
export default function SupportReplayPage({ memberRoutes }: { memberRoutes: RouteObject[] }) {
  const dispatch = useAppDispatch();
  const availability = useReplayAvailability();
  const { status, snapshot } = useAppSelector(selectReplay);
  // Going elsewhere (Back, a bookmark) ends the replay too, so the staff member's app resumes its upkeep.
  useEffect(() => () => void dispatch(supportActions.replayLeft()), [dispatch]);
  if (availability === 'checking') return <PageSpinner />;
  if (availability === 'closed') return <NotFoundPage />;
  if (status === 'ready' && snapshot) return <ReplayApp snapshot={snapshot} memberRoutes={memberRoutes} />;
  return <ReplayStart />;
}
