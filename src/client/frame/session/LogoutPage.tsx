import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../member/app/hooks';
import { paths } from '../../member/app/paths';
import { PageSpinner } from '../ui/Spinner';
import { selectIsLoggedIn, sessionActions } from './slice';

/** /logout: logs the member out; the session saga then goes to /login. */
export default function LogoutPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  useEffect(() => {
    if (loggedIn) dispatch(sessionActions.logoutRequested());
  }, [loggedIn, dispatch]);
  // A guest has nothing to log out of; sending them to /login without `from` avoids a loop back here.
  if (!loggedIn) return <Navigate to={paths.login} replace />;
  return <PageSpinner label={t('layout.logout.progress')} />;
}
