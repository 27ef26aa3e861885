import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { selectIsLoggedIn } from '../../frame/session/slice';
import { PageSpinner } from '../../frame/ui/Spinner';
import { selectIsOwner, selectMeStatus } from '../features/account/slice';
import { useAppSelector } from './hooks';
import { paths } from './paths';

/** The counter's pages: a signed-out visitor signs in first. */
export function StaffOnly({ children }: { children?: ReactNode }) {
  const signedIn = useAppSelector(selectIsLoggedIn);
  if (!signedIn) return <Navigate to={paths.landing} replace />;
  return children ?? <Outlet />;
}

/** Signing in and setting a password: a signed-in staff member goes to the counter. */
export function GuestOnly({ children }: { children?: ReactNode }) {
  const signedIn = useAppSelector(selectIsLoggedIn);
  if (signedIn) return <Navigate to={paths.counter} replace />;
  return children ?? <Outlet />;
}

/** Staff management and the workshop key: the owner's alone (the server refuses anyone else too). */
export function OwnerOnly({ children }: { children?: ReactNode }) {
  const owner = useAppSelector(selectIsOwner);
  const status = useAppSelector(selectMeStatus);
  if (!owner && (status === 'loading' || status === 'idle')) return <PageSpinner />;
  if (!owner) return <Navigate to={paths.counter} replace />;
  return children ?? <Outlet />;
}
