import { Suspense, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageErrorBoundary } from '../ErrorBoundary';
import { ConnectionNotice } from '../connection/ConnectionNotice';
import { PageSpinner } from '../ui/Spinner';
import { Logo } from '../ui/Logo';
import { BusyOverlay, GlobalPopup } from './GlobalPopup';
import { LanguageSwitch } from './LanguageSwitch';
import { useHeadingFocus } from './useHeadingFocus';
import './Shell.css';

/**
 * The layout the counter app and the careline console share: the programme's mark with the app's
 * name, the app's account corner (who is signed in), the language switch, the offline notice, and the page with its crash popup and spinner.
 * The member app has its own, richer one (menus, bottom bar, footer).
 */
export function Shell({ appName, account, children }: { appName: string; account?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const mainRef = useRef<HTMLElement>(null);
  useHeadingFocus(mainRef);
  return (
    <div className="shell">
      <a href="#main" className="skip-link">
        {t('layout.skipToContent')}
      </a>
      <header className="shell__header">
        <div className="shell__header-inner">
          <span className="shell__brand">
            <Logo />
            <span className="shell__app-name">{appName}</span>
          </span>
          <span className="shell__tools">
            {account}
            <LanguageSwitch />
          </span>
        </div>
      </header>
      <ConnectionNotice />
      <main id="main" className="shell__main" tabIndex={-1} ref={mainRef}>
        <PageErrorBoundary>
          <Suspense fallback={<PageSpinner />}>{children}</Suspense>
        </PageErrorBoundary>
      </main>
      <GlobalPopup />
      <BusyOverlay />
    </div>
  );
}
