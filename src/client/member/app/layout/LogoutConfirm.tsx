import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Popup } from '../../../frame/ui/Popup';
import { sessionActions } from '../../../frame/session/slice';
import { useAppDispatch } from '../hooks';

const AskLogoutContext = createContext<() => void>(() => undefined);

/** Every Logout entry (menu, side menu) asks first: spec section 2, 'Are you sure you want to logout?'. */
export function LogoutConfirmProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const ask = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  const actions = useMemo(
    () => [
      { label: t('common.actions.no'), variant: 'secondary' as const, onClick: close },
      {
        label: t('common.actions.yes'),
        variant: 'primary' as const,
        onClick: () => {
          setOpen(false);
          dispatch(sessionActions.logoutRequested());
        },
      },
    ],
    [t, close, dispatch],
  );
  return (
    <AskLogoutContext.Provider value={ask}>
      {children}
      <Popup open={open} icon="warning" message={t('layout.logout.confirm')} actions={actions} onClose={close} />
    </AskLogoutContext.Provider>
  );
}

export function useAskLogout(): () => void {
  return useContext(AskLogoutContext);
}
