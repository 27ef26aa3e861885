import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, UNSAFE_LocationContext, UNSAFE_RouteContext, useRoutes, type Location, type RouteObject } from 'react-router-dom';
import { AppFrame } from '../../frame/appFrame';
import { PageErrorBoundary } from '../../frame/ErrorBoundary';
import { memberFrame } from '../app/frameSettings';
import { appRoutes } from '../app/routes';
import { createReplayRuntime, type ReplayRuntime } from './replayStore';
import type { ReplaySnapshot } from '../features/support/snapshot';

/** The member's routes under the app's last-resort crash popup. */
function MemberRoutes({ routes }: { routes: RouteObject[] }) {
  return <PageErrorBoundary>{useRoutes(routes)}</PageErrorBoundary>;
}

const noRoute = { outlet: null, matches: [], isDataRoute: false };

/**
 * The replay runs its own router inside the console's page. React Router refuses a router inside
 * another, and would read the member's routes as children of the console's replay page; clearing
 * the outer location and route contexts makes the inner router a top-level one.
 */
function OwnRouterScope({ children }: { children: ReactNode }) {
  return (
    <UNSAFE_LocationContext.Provider value={null as never}>
      <UNSAFE_RouteContext.Provider value={noRoute}>{children}</UNSAFE_RouteContext.Provider>
    </UNSAFE_LocationContext.Provider>
  );
}

export interface ReplayedMemberAppProps {
  snapshot: ReplaySnapshot;
  /** A write the replay refused (an api call, or an event that would touch the browser's session). */
  onRefused: (call: string) => void;
  /** Where the replayed member app is now. */
  onLocation?: (location: Location) => void;
}

/**
 * The member's app from a snapshot: its own store, sagas and routes, answered from the snapshot by
 * a fixture api that refuses every write, in a router in memory (the console's address bar and
 * history stay the person's). It lives as long as this component, like the app's own in index.tsx.
 */
export function ReplayedMemberApp({ snapshot, onRefused, onLocation }: ReplayedMemberAppProps) {
  const [runtime, setRuntime] = useState<ReplayRuntime | null>(null);
  // The latest callbacks, without starting the replay again when the parent renders.
  const callbacks = useRef({ onRefused, onLocation });
  callbacks.current = { onRefused, onLocation };

  useEffect(() => {
    const started = createReplayRuntime(
      snapshot,
      (call) => callbacks.current.onRefused(call),
      (location) => callbacks.current.onLocation?.(location),
    );
    setRuntime(started);
    return () => started.stop();
  }, [snapshot]);

  if (!runtime) return null;
  return (
    <AppFrame settings={memberFrame}>
      <Provider store={runtime.store}>
        <OwnRouterScope>
          <MemoryRouter initialEntries={[runtime.initialEntry]}>
            <runtime.link.Bridge />
            <MemberRoutes routes={appRoutes} />
          </MemoryRouter>
        </OwnRouterScope>
      </Provider>
    </AppFrame>
  );
}
