import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { sessionActions } from '../../frame/session/slice';
import { selectIsOwner, selectMe } from '../features/account/slice';
import { useAppDispatch, useAppSelector } from './hooks';
import { paths } from './paths';
import './CounterNav.css';

/** Who is signed in, and the counter's pages one tap away; the owner's two pages for the owner only. */
export function CounterNav() {
  const { t } = useTranslation('workshop');
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectMe);
  const owner = useAppSelector(selectIsOwner);
  const link = ({ isActive }: { isActive: boolean }) => ['counter-nav__link', isActive && 'counter-nav__link--active'].filter(Boolean).join(' ');
  return (
    <nav className="counter-nav" aria-label={t('nav.label')}>
      {me && <p className="counter-nav__who">{t('nav.signedInAs', { name: me.staff.name, workshop: me.workshop.name })}</p>}
      <ul className="counter-nav__links">
        <li>
          <NavLink to={paths.counter} className={link}>
            {t('nav.counter')}
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.today} className={link}>
            {t('nav.today')}
          </NavLink>
        </li>
        <li>
          <NavLink to={paths.search} className={link}>
            {t('nav.search')}
          </NavLink>
        </li>
        {owner && (
          <>
            <li>
              <NavLink to={paths.staff} className={link}>
                {t('nav.staff')}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.workshopKey} className={link}>
                {t('nav.key')}
              </NavLink>
            </li>
          </>
        )}
        <li>
          <button type="button" className="counter-nav__link counter-nav__logout" onClick={() => dispatch(sessionActions.logoutRequested())}>
            {t('nav.logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
