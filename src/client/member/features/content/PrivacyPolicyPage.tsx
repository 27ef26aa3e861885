import './texts';
import { useTranslation } from 'react-i18next';
import { Card, Page } from '../../../frame/ui/PageLayout';
import { ContentHero } from './ContentHero';
import { programmeFacts } from './programmeFacts';
import './content.css';

const sections = ['who', 'collect', 'why', 'share', 'keep', 'rights', 'security', 'contact', 'changes'] as const;

/** /privacy-policy: the PDPA notice the registration form links to. */
export default function PrivacyPolicyPage() {
  const { t } = useTranslation();
  const values = { programme: t('common.programme'), ...programmeFacts };
  return (
    <>
      <ContentHero title={t('content.privacy.title')} subtitle={t('content.privacy.subtitle')} />
      <Page width="reading" className="content">
        <Card className="legal content">
          {sections.map((section) => (
            <section key={section} className="content-section">
              <h2>{t(`content.privacy.sections.${section}.heading`)}</h2>
              <p>{t(`content.privacy.sections.${section}.text`, values)}</p>
            </section>
          ))}
        </Card>
      </Page>
    </>
  );
}
