import { restoreFocus } from '../../../frame/ui/focusHeading';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { selectIsLoggedIn } from '../../../frame/session/slice';
import { CloseIcon, DashboardIcon, HomeIcon, LogoutIcon, PinIcon, LoginIcon } from '../../../frame/ui/icons';
import { Logo } from '../../../frame/ui/Logo';
import { lockBodyScroll } from '../../../frame/ui/scrollLock';
import { useAppSelector } from '../hooks';
import { paths } from '../paths';
import { LanguageSwitch } from '../../../frame/layout/LanguageSwitch';
import { useAskLogout } from './LogoutConfirm';
import { isMenu, mainNav } from './navItems';

export interface SideMenuProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The phone and tablet menu (spec section 2): the desktop bar's entries plus Home, My Dashboard
 * (members), Workshop Locator and Logout.
 */
export function SideMenu({ open, onClose }: SideMenuProps) {
  const { t } = useTranslation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const askLogout = useAskLogout();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const unlock = lockBodyScroll();
    closeRef.current?.focus();
    return () => {
      unlock();
      restoreFocus(previous);
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const link = (to: string, label: string, icon?: ReactNode) => (
    <li key={`${to}-${label}`}>
      <NavLink to={to} end className="side-menu__link" onClick={onClose}>
        {icon}
        <span>{label}</span>
      </NavLink>
    </li>
  );

  return (
    <div className="side-menu" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={panelRef} className="side-menu__panel" role="dialog" aria-modal="true" aria-label={t('layout.nav.main')} onKeyDown={onKeyDown}>
        <div className="side-menu__top">
          <Logo />
          <button ref={closeRef} type="button" className="header__icon-button" aria-label={t('layout.menu.close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t('layout.nav.main')} className="side-menu__nav">
          <ul role="list">
            {link(paths.home, t('layout.nav.home'), <HomeIcon />)}
            {loggedIn && link(paths.loyalty, t('layout.nav.myDashboard'), <DashboardIcon />)}
            {mainNav.map((item) =>
              isMenu(item) ? (
                <li key={item.labelKey}>
                  <p className="side-menu__group">{t(item.labelKey)}</p>
                  <ul role="list" className="side-menu__sublist">
                    {item.items.map((entry) => link(entry.to, t(entry.labelKey)))}
                  </ul>
                </li>
              ) : (
                link(item.to, t(item.labelKey))
              ),
            )}
            {link(paths.workshopsLocator, t('layout.nav.workshopLocator'), <PinIcon />)}
            {loggedIn ? (
              <li>
                <button
                  type="button"
                  className="side-menu__link"
                  onClick={() => {
                    onClose();
                    askLogout();
                  }}
                >
                  <LogoutIcon />
                  <span>{t('layout.nav.logout')}</span>
                </button>
              </li>
            ) : (
              link(paths.login, t('layout.nav.login'), <LoginIcon />)
            )}
          </ul>
        </nav>
        <div className="side-menu__footer">
          <LanguageSwitch />
        </div>
      </div>
    </div>
  );
}
