import { isAction, type Middleware } from '@reduxjs/toolkit';
import type { InitialEntry, Location } from 'react-router-dom';
import { fixtureApiFrom } from '../api/fixtureApi';
import { createRouterLink, type RouterLink } from '../../frame/routerLink';
import { paths } from '../app/paths';
import { createAppStore, type AppStore, type RootState } from '../app/store';
import { uiActions } from '../../frame/uiSlice';
import { sessionActions } from '../../frame/session/slice';
import { fixtureDataFromSnapshot, replayPreloadedState } from './replayData';
import type { ReplaySnapshot } from '../features/support/snapshot';

/**
 * Events whose sagas write the browser's cookies or storage: in a replay they would change the
 * staff member's own session (logout clears it; a login stores tokens; a language choice is saved).
 */
const STAFF_SESSION_EVENTS = new Set<string>([sessionActions.logoutRequested.type, sessionActions.loggedIn.type, uiActions.languageChosen.type]);

export interface ReplayRuntime {
  store: AppStore;
  /** The replay's sagas navigate its router in memory through this; render `link.Bridge` inside it. */
  link: RouterLink;
  /** The page the member was on, where the replay's router starts. */
  initialEntry: InitialEntry;
  /** Ends the replay's navigation; its sagas are left idle with nothing to dispatch to them. */
  stop(): void;
}

/**
 * The member's app, started from a snapshot: the app's own store (same reducers and sagas, with
 * the app-wide upkeep off), a fixture api that answers reads from the snapshot and refuses every
 * write, a router in memory (the staff member's address bar and history stay theirs), and no
 * persistence.
 */
export function createReplayRuntime(
  snapshot: ReplaySnapshot,
  onRefused: (call: string) => void,
  onLocation?: (location: Location) => void,
): ReplayRuntime {
  const link = createRouterLink(onLocation);
  const { navigate } = link;
  const guard: Middleware = () => (next) => (action) => {
    if (isAction(action) && STAFF_SESSION_EVENTS.has(action.type)) {
      onRefused(action.type);
      // /logout would otherwise wait forever for a logout that is not coming.
      if (link.location()?.pathname === paths.logout) void navigate(paths.loyalty, { replace: true });
      return action;
    }
    return next(action);
  };
  const api = fixtureApiFrom(fixtureDataFromSnapshot(snapshot.state), { onRefused });
  const store = createAppStore({ api, navigate, replay: true, guard, preloadedState: replayPreloadedState(snapshot.state) as Partial<RootState> });
  const { pathname, search, state } = snapshot.route;
  return { store, link, initialEntry: { pathname, search, state }, stop: link.stop };
}
