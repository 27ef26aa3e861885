import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { lazyChunk } from '../../../frame/lazyChunk';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../../frame/ui/Button';
import { formatKm } from '../../../frame/ui/formatDay';
import { NextServiceDay } from '../../../frame/ui/NextServiceDay';
import { CarIcon } from '../../../frame/ui/icons';
import { loyaltyActions } from '../../../entities/loyalty/slice';
import { selectFullName } from '../../../entities/profile/slice';
import { selectIsLoggedIn } from '../../../frame/session/slice';
import { homeViewed } from '../../../frame/events';
import { HomeBanner } from './HomeBanner';
import { selectHomeNextService } from './selectors';
import './HomePage.css';
import { DocumentTitle } from '../../../frame/ui/DocumentTitle';

// Everything below the greeting arrives after the first paint, keeping the home page's first download small.
const HomeSections = lazyChunk(() => import(/* webpackChunkName: "home-sections" */ './HomeSections'));

/** What the home page needs besides the app itself, for a member opening / fresh. */
export const preloadHomePage = HomeSections.preload;

/** Spec section 1: a member sees their name and their next service (plate, mileage, date). */
function MemberGreeting() {
  const { t } = useTranslation();
  const name = useAppSelector(selectFullName);
  const next = useAppSelector(selectHomeNextService);
  return (
    <section className="home-greeting home-greeting--member" aria-labelledby="home-greeting-heading">
      <h2 id="home-greeting-heading" className="home-greeting__heading">
        {name ? t('home.member.greeting', { name }) : t('home.member.greetingNoName')}
      </h2>
      <div className="home-next">
        <span className="home-next__icon" aria-hidden="true">
          <CarIcon />
        </span>
        <div className="home-next__body">
          <p className="home-next__label">{t('home.member.nextService')}</p>
          {next ? (
            <>
              <p className="home-next__vehicle">{t('home.member.plate', { plate: next.plate_number, vehicle: next.vehicle })}</p>
              <dl className="home-next__due">
                <div>
                  <dt>{t('home.member.mileage')}</dt>
                  <dd>{formatKm(next.next_mileage)}</dd>
                </div>
                <div>
                  <dt>{t('home.member.date')}</dt>
                  <dd>
                    <NextServiceDay day={next.next_service_date} />
                  </dd>
                </div>
              </dl>
            </>
          ) : (
            <p className="home-next__none">{t('home.member.none')}</p>
          )}
        </div>
      </div>
      <ButtonLink to={paths.loyalty} variant="secondary">
        {t('home.member.dashboard')}
      </ButtonLink>
    </section>
  );
}

function GuestGreeting() {
  const { t } = useTranslation();
  return (
    <section className="home-greeting" aria-labelledby="home-greeting-heading">
      <h2 id="home-greeting-heading" className="home-greeting__heading">
        {t('home.guest.greeting', { programme: t('common.programme') })}
      </h2>
      <p className="home-greeting__text">{t('home.guest.text')}</p>
      <div className="home-greeting__actions">
        <ButtonLink to={paths.register}>{t('home.banner.register')}</ButtonLink>
        <span className="home-greeting__login">
          {t('home.guest.member')}{' '}
          <ButtonLink to={paths.login} variant="link">
            {t('home.guest.login')}
          </ButtonLink>
        </span>
      </div>
    </section>
  );
}

/** / : the banner, a greeting (a member's next service), how it works, the two offers and refer-a-friend. */
export default function HomePage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  useEffect(() => {
    // Spec section 2: the ad-tracking page view; the sagas decide whether anything is sent.
    dispatch(homeViewed());
  }, [dispatch]);

  useEffect(() => {
    // The next service comes from the member's vehicles, loaded fresh on each visit.
    if (loggedIn) dispatch(loyaltyActions.fetchRequested());
  }, [dispatch, loggedIn]);

  return (
    <div className="home">
      <DocumentTitle />
      <HomeBanner loggedIn={loggedIn} />
      <div className="home__body">
        {loggedIn ? <MemberGreeting /> : <GuestGreeting />}
        <Suspense fallback={<div className="home__sections-placeholder" />}>
          <HomeSections />
        </Suspense>
      </div>
    </div>
  );
}
