import './texts';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../../frame/ui/Button';
import { GiftIcon, OilBottleIcon, PinIcon, UserIcon } from '../../../frame/ui/icons';
import { Page } from '../../../frame/ui/PageLayout';
import { selectIsLoggedIn } from '../../../frame/session/slice';
import { ContentHero } from './ContentHero';
import { InfoCard } from './InfoCard';
import './content.css';

/** /about-us: the programme, its oils, its workshops and who may join. */
export default function AboutUsPage() {
  const { t } = useTranslation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const programme = t('common.programme');
  return (
    <>
      <ContentHero title={t('content.about.title')} subtitle={t('content.about.subtitle', { programme })} />
      <Page className="content">
        <p className="content__lead">{t('content.about.intro', { programme })}</p>
        <div className="content-grid content-grid--2">
          <InfoCard icon={<OilBottleIcon />} title={t('content.about.oils.heading')}>
            <p>{t('content.about.oils.text', { programme })}</p>
          </InfoCard>
          <InfoCard icon={<GiftIcon />} title={t('content.about.programme.heading')}>
            <p>{t('content.about.programme.text')}</p>
          </InfoCard>
          <InfoCard
            icon={<PinIcon />}
            title={t('content.about.workshops.heading')}
            actions={
              <ButtonLink to={paths.workshopsLocator} variant="secondary" size="sm">
                {t('content.about.locator')}
              </ButtonLink>
            }
          >
            <p>{t('content.about.workshops.text')}</p>
          </InfoCard>
          <InfoCard icon={<UserIcon />} title={t('content.about.eligibility.heading')}>
            <p>{t('content.about.eligibility.text')}</p>
          </InfoCard>
        </div>
        <div className="content-actions">
          {!loggedIn && <ButtonLink to={paths.register}>{t('content.about.register')}</ButtonLink>}
          <ButtonLink to={paths.howItWorks} variant="secondary">
            {t('content.about.howItWorks')}
          </ButtonLink>
        </div>
      </Page>
    </>
  );
}
