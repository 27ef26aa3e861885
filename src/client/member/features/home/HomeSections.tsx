import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../../frame/ui/Button';
import { GiftIcon, OilBottleIcon, UserPlusIcon } from '../../../frame/ui/icons';
import { OffersTabs } from './OffersTabs';
import './HomeSections.css';

function HowItWorksTeaser() {
  const { t } = useTranslation();
  const steps = [
    { icon: <UserPlusIcon />, text: t('home.how.register') },
    { icon: <OilBottleIcon />, text: t('home.how.service') },
    { icon: <GiftIcon />, text: t('home.how.reward') },
  ];
  return (
    <section className="home-section" aria-labelledby="home-how-heading">
      <h2 id="home-how-heading" className="home-section__heading">
        {t('home.how.heading')}
      </h2>
      <ol className="home-how" role="list">
        {steps.map((step) => (
          <li key={step.text} className="home-how__step">
            <span className="home-how__icon" aria-hidden="true">
              {step.icon}
            </span>
            <span>{step.text}</span>
          </li>
        ))}
      </ol>
      <ButtonLink to={paths.howItWorks} variant="secondary">
        {t('home.how.cta')}
      </ButtonLink>
    </section>
  );
}

function ReferTeaser() {
  const { t } = useTranslation();
  return (
    <section className="home-refer" aria-labelledby="home-refer-heading">
      <span className="home-refer__icon" aria-hidden="true">
        <GiftIcon />
      </span>
      <div className="home-refer__body">
        <h2 id="home-refer-heading" className="home-refer__heading">
          {t('home.refer.heading')}
        </h2>
        <p>{t('home.refer.text')}</p>
      </div>
      <ButtonLink to={paths.referAndEarn}>{t('home.refer.cta')}</ButtonLink>
    </section>
  );
}

/** The home page below the greeting: how it works, the two offers with their oils, refer a friend. */
export default function HomeSections() {
  return (
    <>
      <HowItWorksTeaser />
      <OffersTabs />
      <ReferTeaser />
    </>
  );
}
