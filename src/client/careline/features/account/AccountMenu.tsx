import { useTranslation } from 'react-i18next';
import { selectIsLoggedIn, sessionActions } from '../../../frame/session/slice';
import { Button } from '../../../frame/ui/Button';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectMe } from './slice';

/** The header's corner: who is signed in, as what, and signing out. */
export function AccountMenu() {
  const { t } = useTranslation('careline');
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsLoggedIn);
  const me = useAppSelector(selectMe);
  if (!signedIn) return null;
  return (
    <div className="careline-account">
      {me && (
        <span className="careline-account__who">
          <span className="careline-account__email">{me.email}</span> <span className="careline-account__role">{t(`roles.${me.role}`)}</span>
        </span>
      )}
      <Button type="button" variant="secondary" size="sm" onClick={() => dispatch(sessionActions.logoutRequested())}>
        {t('account.signOut')}
      </Button>
    </div>
  );
}
