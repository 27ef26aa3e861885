import { useRoutes, type RouteObject } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppFrame, type AppFrameSettings } from '../../frame/appFrame';
import { PageErrorBoundary } from '../../frame/ErrorBoundary';
import { Shell } from '../../frame/layout/Shell';
import LandingPage from '../features/landing/LandingPage';
import { paths } from './paths';

const workshopFrame: AppFrameSettings = { homePath: paths.landing };

export const workshopRoutes: RouteObject[] = [
  { path: paths.landing, element: <LandingPage /> },
  // Any other address inside the app opens its landing page until its pages arrive.
  { path: '*', element: <LandingPage /> },
];

/** What the browser runs inside the app's router: the shared layout around the app's pages. */
export function WorkshopApp() {
  const { t } = useTranslation('workshop');
  const routes = useRoutes(workshopRoutes);
  return (
    <AppFrame settings={workshopFrame}>
      <PageErrorBoundary>
        <Shell appName={t('appName')}>{routes}</Shell>
      </PageErrorBoundary>
    </AppFrame>
  );
}
