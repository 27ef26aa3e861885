import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { selectIsLoggedIn } from '../../../frame/session/slice';
import { DashboardIcon, HomeIcon, LoginIcon, PinIcon } from '../../../frame/ui/icons';
import { useAppSelector } from '../hooks';
import { paths } from '../paths';

/** Phones: Home, Dashboard or Login, Workshops (spec section 2). */
export function BottomBar() {
  const { t } = useTranslation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <nav className="bottom-bar" aria-label={t('layout.nav.quickLinks')}>
      <NavLink to={paths.home} end className="bottom-bar__item">
        <HomeIcon />
        <span>{t('layout.nav.home')}</span>
      </NavLink>
      {loggedIn ? (
        <NavLink to={paths.loyalty} className="bottom-bar__item">
          <DashboardIcon />
          <span>{t('layout.nav.dashboard')}</span>
        </NavLink>
      ) : (
        <NavLink to={paths.login} className="bottom-bar__item">
          <LoginIcon />
          <span>{t('layout.nav.login')}</span>
        </NavLink>
      )}
      <NavLink to={paths.workshopsLocator} className="bottom-bar__item">
        <PinIcon />
        <span>{t('layout.nav.workshops')}</span>
      </NavLink>
    </nav>
  );
}
