import { useTranslation } from 'react-i18next';
import { Page, PageHeading } from '../../../frame/ui/PageLayout';

/** What a signed-out visitor of the careline app sees: its name and what it is for. */
export default function LandingPage() {
  const { t } = useTranslation('careline');
  return (
    <Page width="reading">
      <PageHeading title={t('appName')} subtitle={t('purpose')} />
    </Page>
  );
}
