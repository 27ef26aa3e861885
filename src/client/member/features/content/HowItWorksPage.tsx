import './texts';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { documentPaths } from '../../../../shared/contract/content';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { ButtonLink } from '../../../frame/ui/Button';
import { CheckCircleIcon, OilBottleIcon } from '../../../frame/ui/icons';
import { Card, Page, SectionHeading } from '../../../frame/ui/PageLayout';
import { selectIsLoggedIn } from '../../../frame/session/slice';
import { ContentHero } from './ContentHero';
import { DownloadIcon } from './icons';
import { intervalOf, programmeFacts } from './programmeFacts';
import './content.css';

const steps = ['register', 'vehicle', 'service', 'submit', 'reward'] as const;
const rules = ['freeBottle', 'verification', 'interval', 'bottles', 'validity', 'workshop', 'cars', 'eligibility'] as const;

/** /register with the referral code of the link it came from (refer and earn shares /how-it-works?ref=CODE). */
export function registerLink(ref: string | null): string {
  const code = ref?.trim();
  return code ? `${paths.register}?${new URLSearchParams({ ref: code })}` : paths.register;
}

function Bottles({ paid }: { paid: 3 | 4 }) {
  return (
    <span className="offer-card__bottles" aria-hidden="true">
      {Array.from({ length: paid }, (_, i) => (
        <OilBottleIcon key={i} />
      ))}
      <span className="offer-card__plus">+</span>
      <OilBottleIcon className="offer-card__free" />
    </span>
  );
}

function Offer({ tab }: { tab: 3 | 4 }) {
  const { t } = useTranslation();
  const key = tab === 3 ? 'buy3' : 'buy4';
  return (
    <Card className="info-card">
      <Bottles paid={tab} />
      <h3 className="info-card__title">{t(`content.how.offers.${key}`)}</h3>
      <p className="info-card__text">{t(`content.how.offers.${key}Text`, { programme: t('common.programme'), ...intervalOf(tab) })}</p>
      <div className="info-card__actions">
        <ButtonLink to={tab === 3 ? paths.buy3get1 : paths.buy4get1} variant="secondary" size="sm">
          {t('content.how.offers.products')}
        </ButtonLink>
      </div>
    </Card>
  );
}

/** /how-it-works: the programme step by step, its rules, and the way in (keeping a friend's referral code). */
export default function HowItWorksPage() {
  const { t, i18n } = useTranslation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [search] = useSearchParams();
  const programme = t('common.programme');
  const values = { programme, ...programmeFacts };
  return (
    <>
      <ContentHero title={t('content.how.title')} subtitle={t('content.how.subtitle')} />
      <Page className="content">
        <section className="content-section" aria-labelledby="how-steps">
          <SectionHeading id="how-steps">{t('content.how.stepsHeading')}</SectionHeading>
          <ol className="steps" role="list">
            {steps.map((step) => (
              <li key={step} className="steps__item">
                <span className="steps__title">{t(`content.how.steps.${step}.title`)}</span>
                <span className="steps__text">{t(`content.how.steps.${step}.text`, values)}</span>
              </li>
            ))}
          </ol>
        </section>

        <section className="content-section" aria-labelledby="how-offers">
          <SectionHeading id="how-offers">{t('content.how.offersHeading')}</SectionHeading>
          <div className="content-grid content-grid--2">
            <Offer tab={3} />
            <Offer tab={4} />
          </div>
        </section>

        <section className="content-section" aria-labelledby="how-rules">
          <SectionHeading id="how-rules">{t('content.how.rulesHeading')}</SectionHeading>
          <Card>
            <ul className="rules" role="list">
              {rules.map((rule) => (
                <li key={rule} className="rules__item">
                  <CheckCircleIcon />
                  <span>{t(`content.how.rules.${rule}`, values)}</span>
                </li>
              ))}
            </ul>
          </Card>
        </section>

        <section className="cta-card" aria-labelledby="how-cta">
          <h2 id="how-cta" className="cta-card__title">
            {t('content.how.ctaHeading')}
          </h2>
          <div className="content-actions">
            {loggedIn ? (
              <ButtonLink to={paths.loyalty}>{t('content.how.dashboard')}</ButtonLink>
            ) : (
              <ButtonLink to={registerLink(search.get('ref'))}>{t('content.how.register')}</ButtonLink>
            )}
            <ButtonLink to={paths.faq} variant="secondary">
              {t('content.how.faq')}
            </ButtonLink>
            <Link to={paths.contactSupport} className="button button--link button--md">
              {t('content.how.support')}
            </Link>
          </div>
        </section>

        <section className="content-section" aria-labelledby="how-documents">
          <SectionHeading id="how-documents">{t('content.how.documentsHeading')}</SectionHeading>
          <ul className="doc-links" role="list">
            <li>
              <a className="doc-link" href={documentPaths.pdf('terms-and-conditions.pdf', i18n.language)} target="_blank" rel="noopener">
                <DownloadIcon />
                {t('content.how.terms')}
              </a>
            </li>
            <li>
              <a className="doc-link" href={documentPaths.pdf('programme-manual.pdf', i18n.language)} target="_blank" rel="noopener">
                <DownloadIcon />
                {t('content.how.manual')}
              </a>
            </li>
          </ul>
        </section>
      </Page>
    </>
  );
}
