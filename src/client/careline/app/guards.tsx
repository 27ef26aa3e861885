import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { selectIsLoggedIn } from '../../frame/session/slice';
import { useAppSelector } from './hooks';
import { paths } from './paths';

/** The console's pages: a signed-out visitor signs in first. */
export function SignedInOnly({ children }: { children?: ReactNode }) {
  const signedIn = useAppSelector(selectIsLoggedIn);
  if (!signedIn) return <Navigate to={paths.signIn} replace />;
  return children ?? <Outlet />;
}

/** Signing in and enrolling: a signed-in person goes to the console. */
export function SignedOutOnly({ children }: { children?: ReactNode }) {
  const signedIn = useAppSelector(selectIsLoggedIn);
  if (signedIn) return <Navigate to={paths.landing} replace />;
  return children ?? <Outlet />;
}
