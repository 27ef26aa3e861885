import './texts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { careline } from '../../../../shared/contract/content';
import { paths } from '../../app/paths';
import { ButtonLink, buttonClass } from '../../../frame/ui/Button';
import { Page } from '../../../frame/ui/PageLayout';
import { DownloadDiagnosticButton } from '../support/DownloadDiagnosticButton';
import { ContentHero } from './ContentHero';
import { InfoCard } from './InfoCard';
import { ClockIcon, MailIcon, PhoneIcon, QuestionIcon } from './icons';
import './content.css';

export interface ContactSupportPageProps {
  /** Extra help for the member to hand to support (the diagnostic file download), shown above the way back. */
  diagnostics?: ReactNode;
}

/** /contact-support: the FAQ, the careline and its hours, the email address, and the way back. */
export default function ContactSupportPage({ diagnostics }: ContactSupportPageProps) {
  const { t } = useTranslation();
  return (
    <>
      <ContentHero title={t('content.support.title')} subtitle={t('content.support.subtitle')} />
      <Page className="content">
        <div className="content-grid content-grid--3">
          <InfoCard
            icon={<QuestionIcon />}
            title={t('content.support.faq.heading')}
            actions={
              <ButtonLink to={paths.faq} variant="secondary" size="sm">
                {t('content.support.faq.cta')}
              </ButtonLink>
            }
          >
            <p>{t('content.support.faq.text')}</p>
          </InfoCard>
          <InfoCard
            icon={<PhoneIcon />}
            title={t('content.support.careline.heading')}
            actions={
              <a href={careline.tel} className={buttonClass({ size: 'sm' })}>
                <span className="button__label">{t('content.support.careline.call', { careline: careline.phone })}</span>
              </a>
            }
          >
            <p className="support-hours">
              <ClockIcon />
              {t('content.support.careline.hours')}
            </p>
            <p>{t('content.support.careline.handles')}</p>
          </InfoCard>
          <InfoCard
            icon={<MailIcon />}
            title={t('content.support.email.heading')}
            actions={
              <a href={`mailto:${careline.email}`} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
                <span className="button__label">{careline.email}</span>
              </a>
            }
          >
            <p>{t('content.support.email.text')}</p>
          </InfoCard>
        </div>
        {diagnostics ?? <DownloadDiagnosticButton />}
        <div className="content-actions">
          <ButtonLink to={paths.loyalty} variant="secondary">
            {t('content.support.back')}
          </ButtonLink>
        </div>
      </Page>
    </>
  );
}
