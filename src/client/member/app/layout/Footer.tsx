import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../frame/ui/Logo';
import { paths } from '../paths';
import { LanguageSwitch } from '../../../frame/layout/LanguageSwitch';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__brand">
          <Logo inverse />
          <p className="footer__tagline">{t('layout.footer.tagline')}</p>
          <p className="footer__careline">{t('layout.footer.careline')}</p>
        </div>
        <nav className="footer__links" aria-label={t('layout.nav.help')}>
          <ul role="list">
            <li>
              <Link to={paths.howItWorks}>{t('layout.nav.howToJoin')}</Link>
            </li>
            <li>
              <Link to={paths.faq}>{t('layout.nav.faq')}</Link>
            </li>
            <li>
              <Link to={paths.contactSupport}>{t('layout.nav.customerSupport')}</Link>
            </li>
            <li>
              <Link to={paths.privacyPolicy}>{t('layout.footer.privacy')}</Link>
            </li>
          </ul>
        </nav>
        <LanguageSwitch />
      </div>
      <p className="footer__rights">{t('layout.footer.rights', { year: new Date().getFullYear(), programme: t('common.programme') })}</p>
    </footer>
  );
}
