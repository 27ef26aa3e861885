import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../frame/ui/Button';
import { Page, PageHeading } from '../../../frame/ui/PageLayout';
import { paths } from '../../app/paths';
import { useAppSelector } from '../../app/hooks';
import { selectSignedInStaff as selectMe } from '../../app/me';

/** The console's start: what it is for, and its two ways in. */
export default function LandingPage() {
  const { t } = useTranslation('careline');
  const admin = useAppSelector(selectMe)?.role === 'administrator';
  return (
    <Page width="reading">
      <PageHeading title={t('appName')} subtitle={t('purpose')} />
      <nav className="careline-nav" aria-label={t('nav.label')}>
        <ButtonLink to={paths.search}>{t('nav.search')}</ButtonLink>
        <ButtonLink to={paths.pending} variant="secondary">
          {t('nav.pending')}
        </ButtonLink>
        <ButtonLink to={paths.flagged} variant="secondary">{t('nav.flagged')}</ButtonLink>
        <ButtonLink to={paths.reports} variant="secondary">
          {t('nav.reports')}
        </ButtonLink>
        <ButtonLink to={paths.auditLog} variant="secondary">{t('nav.auditLog')}</ButtonLink>
        <ButtonLink to={paths.festivePins} variant="secondary">{t('nav.festivePins')}</ButtonLink>
        <ButtonLink to={paths.replay} variant="secondary">{t('nav.replay')}</ButtonLink>
        {admin && <ButtonLink to={paths.staff} variant="secondary">{t('nav.staff')}</ButtonLink>}
        <ButtonLink to={paths.workshops} variant="secondary">{t('nav.workshops')}</ButtonLink>
        <ButtonLink to={paths.myAccount} variant="secondary">{t('nav.myAccount')}</ButtonLink>
      </nav>
    </Page>
  );
}
