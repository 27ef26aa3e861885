import { useRef, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { selectIsLoggedIn } from '../../frame/session/slice';
import { useAppSelector } from './hooks';
import { paths, type FromState } from './paths';

/**
 * Member-only pages (spec section 2): without the access token cookie, go to /login and remember
 * where the visitor was going, query string included, so login can bring them back.
 */
export function MemberOnly({ children }: { children?: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  if (!loggedIn) {
    const state: FromState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return children ?? <Outlet />;
}

/**
 * Guest-only pages: a member who arrives is sent to /loyalty. The check is made on arrival only,
 * so a visitor who logs in on one of these pages stays until its saga moves on (registration
 * shows its success popup on the code page before going to the survey).
 */
export function GuestOnly({ children }: { children?: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  const arrival = useRef<{ key: string; member: boolean } | null>(null);
  if (arrival.current?.key !== location.key) arrival.current = { key: location.key, member: loggedIn };
  if (arrival.current.member) return <Navigate to={paths.loyalty} replace />;
  return children ?? <Outlet />;
}

export interface RequireStateProps {
  /** The location state field the page cannot work without. */
  field: string;
  /** Where to go when it is missing (spec section 2, 'Pages that need passed state'). */
  fallback: string;
  /** A query parameter that stands in for the state: an address opened from outside the app (a push notification's `?code=`). */
  orParam?: string;
  children: ReactNode;
}

export function RequireState({ field, fallback, orParam, children }: RequireStateProps) {
  const location = useLocation();
  const value = (location.state as Record<string, unknown> | null)?.[field];
  const standIn = orParam ? new URLSearchParams(location.search).get(orParam) : null;
  if ((value === undefined || value === null || value === '') && !standIn) return <Navigate to={fallback} replace />;
  return children;
}
