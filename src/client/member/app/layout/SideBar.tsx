import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { selectIsLoggedIn } from '../../../frame/session/slice';
import { DashboardIcon, PinIcon, UserPlusIcon } from '../../../frame/ui/icons';
import { useAppSelector } from '../hooks';
import { paths } from '../paths';

/** Desktop: a rail at the right edge with Dashboard or SIGN UP, and Workshops (spec section 2). */
export function SideBar() {
  const { t } = useTranslation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <nav className="side-bar" aria-label={t('layout.nav.quickLinks')}>
      {loggedIn ? (
        <NavLink to={paths.loyalty} className="side-bar__item">
          <DashboardIcon />
          <span>{t('layout.nav.dashboard')}</span>
        </NavLink>
      ) : (
        <NavLink to={paths.register} className="side-bar__item side-bar__item--accent">
          <UserPlusIcon />
          <span>{t('layout.nav.signUp')}</span>
        </NavLink>
      )}
      <NavLink to={paths.workshopsLocator} className="side-bar__item">
        <PinIcon />
        <span>{t('layout.nav.workshops')}</span>
      </NavLink>
    </nav>
  );
}
