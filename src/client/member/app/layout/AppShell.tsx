import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../frame/ui/Spinner';
import { PageErrorBoundary } from '../../../frame/ErrorBoundary';
import { ConnectionNotice } from '../../../frame/connection/ConnectionNotice';
import { BottomBar } from './BottomBar';
import { Footer } from './Footer';
import { BusyOverlay, GlobalPopup } from '../../../frame/layout/GlobalPopup';
import { Header } from './Header';
import { LogoutConfirmProvider } from './LogoutConfirm';
import { SideBar } from './SideBar';
import { SideMenu } from './SideMenu';
import { useHeadingFocus } from '../../../frame/layout/useHeadingFocus';
import './layout.css';

/** Header, menus and footer around every page (spec section 2, Navigation). */
export function AppShell() {
  const { t } = useTranslation();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const openMenu = useCallback(() => setMenuOpen(true), []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  useEffect(() => setMenuOpen(false), [location.key]);
  const mainRef = useRef<HTMLElement>(null);
  useHeadingFocus(mainRef);

  return (
    <LogoutConfirmProvider>
      <div className="app-shell">
        <a href="#main" className="skip-link">
          {t('layout.skipToContent')}
        </a>
        <Header onOpenMenu={openMenu} />
        <ConnectionNotice />
        <SideMenu open={menuOpen} onClose={closeMenu} />
        <main id="main" className="app-main" tabIndex={-1} ref={mainRef}>
          <PageErrorBoundary>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </PageErrorBoundary>
        </main>
        <Footer />
        <SideBar />
        <BottomBar />
        <GlobalPopup />
        <BusyOverlay />
      </div>
    </LogoutConfirmProvider>
  );
}
