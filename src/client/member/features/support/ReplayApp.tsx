import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, UNSAFE_LocationContext, UNSAFE_RouteContext, useRoutes, type RouteObject } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageErrorBoundary } from '../../../frame/ErrorBoundary';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../../frame/ui/Button';
import { formatDay } from '../../../frame/ui/formatDay';
import { EyeIcon } from './icons';
import { createReplayRuntime, type ReplayRuntime } from './replayStore';
import { selectReplay, supportActions } from './slice';
import type { ReplaySnapshot } from './snapshot';

/** The member's routes under the app's last-resort crash popup. */
function MemberRoutes({ routes }: { routes: RouteObject[] }) {
  return <PageErrorBoundary>{useRoutes(routes)}</PageErrorBoundary>;
}

const noRoute = { outlet: null, matches: [], isDataRoute: false };

/**
 * The replay runs its own router inside the staff member's page. React Router refuses a router
 * inside another, and would read the member's routes as children of /support/replay; clearing
 * the outer location and route contexts makes the inner router a top-level one.
 */
function OwnRouterScope({ children }: { children: ReactNode }) {
  return (
    <UNSAFE_LocationContext.Provider value={null as never}>
      <UNSAFE_RouteContext.Provider value={noRoute}>{children}</UNSAFE_RouteContext.Provider>
    </UNSAFE_LocationContext.Provider>
  );
}

function ReplayBanner({ snapshot, path }: { snapshot: ReplaySnapshot; path: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { refused } = useAppSelector(selectReplay);
  const details = [
    t('support.replay.banner.member', { name: snapshot.state.profile.fullname || '-' }),
    t('support.replay.banner.page', { path }),
    snapshot.app_version && t('support.replay.banner.appVersion', { version: snapshot.app_version }),
    snapshot.created_at && t('support.replay.banner.saved', { date: formatDay(snapshot.created_at) }),
    snapshot.file_version !== snapshot.version && t('support.replay.banner.migrated', { version: snapshot.file_version }),
  ].filter(Boolean);
  return (
    <div className="replay-banner" role="region" aria-label={t('support.replay.banner.label')}>
      <div className="replay-banner__inner">
        <span className="replay-banner__icon" aria-hidden="true">
          <EyeIcon />
        </span>
        <div className="replay-banner__text">
          <p className="replay-banner__title">
            <strong>{t('support.replay.banner.label')}</strong> · {t('support.replay.banner.readOnly')}
          </p>
          <p className="replay-banner__details">{details.join(' · ')}</p>
          <p className="replay-banner__refused" role="status">
            {refused &&
              (refused.count > 1
                ? t('support.replay.refusedAgain', { call: refused.call, count: refused.count })
                : t('support.replay.refused', { call: refused.call }))}
          </p>
        </div>
        <Button size="sm" variant="secondary" onClick={() => dispatch(supportActions.replayLeft())}>
          {t('support.replay.banner.leave')}
        </Button>
      </div>
    </div>
  );
}

/** The member's app from a snapshot, under a banner that says it is a read-only replay. */
export function ReplayApp({ snapshot, memberRoutes }: { snapshot: ReplaySnapshot; memberRoutes: RouteObject[] }) {
  const dispatch = useAppDispatch();
  const [runtime, setRuntime] = useState<ReplayRuntime | null>(null);
  const [path, setPath] = useState(`${snapshot.route.pathname}${snapshot.route.search}`);

  // The replay's store and router live as long as this component, like the app's own in index.tsx.
  useEffect(() => {
    const started = createReplayRuntime(
      snapshot,
      (call) => dispatch(supportActions.replayWriteRefused({ call })),
      (location) => setPath(`${location.pathname}${location.search}`),
    );
    setRuntime(started);
    return () => started.stop();
  }, [snapshot, dispatch]);

  return (
    <div className="replay">
      <ReplayBanner snapshot={snapshot} path={path} />
      {runtime && (
        <Provider store={runtime.store}>
          <OwnRouterScope>
            <MemoryRouter initialEntries={[runtime.initialEntry]}>
              <runtime.link.Bridge />
              <MemberRoutes routes={memberRoutes} />
            </MemoryRouter>
          </OwnRouterScope>
        </Provider>
      )}
    </div>
  );
}
