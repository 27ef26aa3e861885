import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { selectFullName } from '../profile/slice';
import { selectIsLoggedIn } from '../session/slice';
import { ButtonLink } from '../../ui/Button';
import { ChevronRightIcon, OilBottleIcon } from '../../ui/icons';
import './HomePage.css';

function Offers() {
  const { t } = useTranslation();
  return (
    <section className="home-offers" aria-label={t('home.offers.label')}>
      <Link className="home-offer home-offer--buy3" to={paths.buy3get1}>
        <span className="home-offer__bottles" aria-hidden="true">
          <OilBottleIcon />
          <OilBottleIcon />
          <OilBottleIcon />
          <span className="home-offer__plus">+</span>
          <OilBottleIcon className="home-offer__free" />
        </span>
        <span className="home-offer__title">{t('home.offers.buy3')}</span>
        <span className="home-offer__ranges">{t('home.offers.buy3Ranges')}</span>
        <ChevronRightIcon className="home-offer__chevron" />
      </Link>
      <Link className="home-offer home-offer--buy4" to={paths.buy4get1}>
        <span className="home-offer__bottles" aria-hidden="true">
          <OilBottleIcon />
          <OilBottleIcon />
          <OilBottleIcon />
          <OilBottleIcon />
          <span className="home-offer__plus">+</span>
          <OilBottleIcon className="home-offer__free" />
        </span>
        <span className="home-offer__title">{t('home.offers.buy4')}</span>
        <span className="home-offer__ranges">{t('home.offers.buy4Ranges')}</span>
        <ChevronRightIcon className="home-offer__chevron" />
      </Link>
    </section>
  );
}

/** The home page for now: a hero for guests, a greeting for members (the full page comes later). */
export default function HomePage() {
  const { t } = useTranslation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const name = useAppSelector(selectFullName);
  const programme = t('common.programme');
  return (
    <div className="home">
      <title>{t('common.appName')}</title>
      <section className="home-hero">
        <div className="home-hero__inner">
          <p className="home-hero__eyebrow">{t('home.hero.eyebrow', { programme })}</p>
          {loggedIn ? (
            <>
              <h1 className="home-hero__heading">{name ? t('home.member.greeting', { name }) : t('home.member.greetingNoName')}</h1>
              <p className="home-hero__lead">{t('home.member.lead')}</p>
              <div className="home-hero__actions">
                <ButtonLink to={paths.loyalty}>{t('home.member.dashboard')}</ButtonLink>
              </div>
            </>
          ) : (
            <>
              <h1 className="home-hero__heading">{t('home.hero.heading')}</h1>
              <p className="home-hero__lead">{t('home.hero.lead')}</p>
              <div className="home-hero__actions">
                <ButtonLink to={paths.register}>{t('home.hero.register')}</ButtonLink>
                <ButtonLink to={paths.login} variant="secondary" className="home-hero__login">
                  {t('home.hero.login')}
                </ButtonLink>
              </div>
              <ButtonLink to={paths.howItWorks} variant="link" className="home-hero__how">
                {t('home.hero.howItWorks')}
              </ButtonLink>
            </>
          )}
        </div>
      </section>
      <div className="home__body">
        <Offers />
      </div>
    </div>
  );
}
