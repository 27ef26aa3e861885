import { Link, NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { selectIsLoggedIn } from '../../../frame/session/slice';
import { selectUnreadCount } from '../../../entities/notifications/slice';
import { ButtonLink } from '../../../frame/ui/Button';
import { InboxIcon, LogoutIcon, DashboardIcon, MenuIcon, UserIcon } from '../../../frame/ui/icons';
import { Logo } from '../../../frame/ui/Logo';
import { useAppSelector } from '../hooks';
import { paths } from '../paths';
import { useAskLogout } from './LogoutConfirm';
import { NavDropdown } from './NavDropdown';
import { isMenu, mainNav } from './navItems';

function InboxLink() {
  const { t } = useTranslation();
  const unread = useAppSelector(selectUnreadCount);
  return (
    <Link to={paths.inbox} className="header__icon-button" aria-label={t('layout.inbox.unread', { count: unread })}>
      <InboxIcon />
      {unread > 0 && (
        <span className="header__badge" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}

function AccountMenu() {
  const { t } = useTranslation();
  const askLogout = useAskLogout();
  return (
    <NavDropdown label={<UserIcon />} ariaLabel={t('layout.nav.account')} align="end" className="header__account">
      <Link to={paths.loyalty} className="nav-dropdown__item">
        <DashboardIcon /> {t('layout.nav.dashboard')}
      </Link>
      <button type="button" className="nav-dropdown__item" onClick={askLogout}>
        <LogoutIcon /> {t('layout.nav.logout')}
      </button>
    </NavDropdown>
  );
}

export function Header({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useTranslation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <header className="header">
      <div className="header__inner">
        <button type="button" className="header__icon-button header__menu-button" aria-label={t('layout.menu.open')} onClick={onOpenMenu}>
          <MenuIcon />
        </button>
        {/* The link is named by the logo's own words, so a member who says what they see reaches it. */}
        <Link to={paths.home} className="header__logo">
          <Logo />
          <span className="visually-hidden"> {t('layout.homeLink')}</span>
        </Link>
        <nav className="header__nav" aria-label={t('layout.nav.main')}>
          <ul role="list" className="header__nav-list">
            {mainNav.map((item) =>
              isMenu(item) ? (
                <li key={item.labelKey}>
                  <NavDropdown label={t(item.labelKey)}>
                    {item.items.map((entry) => (
                      <Link key={entry.labelKey} to={entry.to} className="nav-dropdown__item">
                        {t(entry.labelKey)}
                      </Link>
                    ))}
                  </NavDropdown>
                </li>
              ) : (
                <li key={item.labelKey}>
                  <NavLink to={item.to} className="header__nav-link">
                    {t(item.labelKey)}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="header__actions">
          {loggedIn ? (
            <>
              <InboxLink />
              <AccountMenu />
            </>
          ) : (
            <ButtonLink to={paths.login} size="sm" className="header__login">
              {t('layout.nav.login')}
            </ButtonLink>
          )}
        </div>
      </div>
    </header>
  );
}
