import './texts';
import { useTranslation } from 'react-i18next';
import { documentPaths } from '../../../../shared/contract/content';
import { paths } from '../../app/paths';
import { useAppSelector } from '../../app/hooks';
import { selectFestiveCampaignOn } from '../../../entities/festiveCampaign/slice';
import { ButtonLink } from '../../../frame/ui/Button';
import { GiftIcon, OilBottleIcon, UserPlusIcon } from '../../../frame/ui/icons';
import { Page, SectionHeading } from '../../../frame/ui/PageLayout';
import { ContentHero } from './ContentHero';
import { InfoCard } from './InfoCard';
import './content.css';

/**
 * The festive (Chinese New Year) campaign's card, when one runs. The campaign feature decides
 * whether it runs and passes its own translated texts and the form's path.
 */
export interface FestiveCampaignPromotion {
  title: string;
  text: string;
  to: string;
}

export interface PromotionPageProps {
  festiveCampaign?: FestiveCampaignPromotion | null;
}

/** /promotion (Events & Promotions): the offers running now. */
export default function PromotionPage({ festiveCampaign: given }: PromotionPageProps) {
  const { t } = useTranslation();
  const festiveOn = useAppSelector(selectFestiveCampaignOn);
  // The campaign form belongs to one service, so the card leads to the dashboard, where services start.
  const festiveCampaign =
    given !== undefined
      ? given
      : festiveOn
        ? { title: t('content.promotion.festive.title'), text: t('content.promotion.festive.text'), to: paths.loyalty }
        : null;
  const programme = t('common.programme');
  return (
    <>
      <ContentHero title={t('content.promotion.title')} subtitle={t('content.promotion.subtitle', { programme })} />
      <Page className="content">
        {festiveCampaign && (
          <InfoCard
            icon={<GiftIcon />}
            title={festiveCampaign.title}
            className="festive-card"
            actions={<ButtonLink to={festiveCampaign.to}>{t('content.promotion.festive.cta')}</ButtonLink>}
          >
            <span className="festive-card__badge">{t('content.promotion.festive.badge')}</span>
            <p>{festiveCampaign.text}</p>
          </InfoCard>
        )}
        <section className="content-section" aria-labelledby="promotion-current">
          <SectionHeading id="promotion-current">{t('content.promotion.current')}</SectionHeading>
          <div className="content-grid content-grid--3">
            <InfoCard
              level={3}
              icon={<OilBottleIcon />}
              title={t('content.promotion.buy3.title')}
              actions={
                <ButtonLink to={paths.buy3get1} variant="secondary" size="sm">
                  {t('content.promotion.buy3.cta')}
                </ButtonLink>
              }
            >
              <p>{t('content.promotion.buy3.text', { programme })}</p>
            </InfoCard>
            <InfoCard
              level={3}
              icon={<OilBottleIcon />}
              title={t('content.promotion.buy4.title')}
              actions={
                <ButtonLink to={paths.buy4get1} variant="secondary" size="sm">
                  {t('content.promotion.buy4.cta')}
                </ButtonLink>
              }
            >
              <p>{t('content.promotion.buy4.text', { programme })}</p>
            </InfoCard>
            <InfoCard
              level={3}
              icon={<UserPlusIcon />}
              title={t('content.promotion.refer.title')}
              actions={
                <ButtonLink to={paths.referAndEarn} variant="secondary" size="sm">
                  {t('content.promotion.refer.cta')}
                </ButtonLink>
              }
            >
              <p>{t('content.promotion.refer.text')}</p>
            </InfoCard>
          </div>
        </section>
        <p className="content-muted">
          <a href={documentPaths.termsAndConditions} target="_blank" rel="noopener">
            {t('content.promotion.terms')}
          </a>
        </p>
      </Page>
    </>
  );
}
