import { Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppFrame, type AppFrameSettings } from '../../frame/appFrame';
import { PageErrorBoundary } from '../../frame/ErrorBoundary';
import { Shell } from '../../frame/layout/Shell';
import { lazyChunk } from '../../frame/lazyChunk';
import { PageSpinner } from '../../frame/ui/Spinner';
import LandingPage from '../features/landing/LandingPage';
import { reportsElement, reportsPath } from '../features/reports';
import { flaggedElement, flaggedPath } from '../features/flagged';
import { AccountMenu } from '../features/account/AccountMenu';
import { paths } from './paths';
import { SignedInOnly, SignedOutOnly } from './guards';
import { StepUpGate } from './stepUp/StepUpGate';
import './careline.css';

const SearchPage = lazyChunk(() => import(/* webpackChunkName: "careline-search" */ '../features/search/SearchPage'));
const CasePage = lazyChunk(() => import(/* webpackChunkName: "careline-case" */ '../features/memberCase/CasePage'));
const PendingPage = lazyChunk(() => import(/* webpackChunkName: "careline-pending" */ '../features/pending/PendingPage'));
const SignInPage = lazyChunk(() => import(/* webpackChunkName: "careline-sign-in" */ '../features/account/SignInPage'));
const ReplayPage = lazyChunk(() => import(/* webpackChunkName: "careline-replay" */ '../features/replay/ReplayPage'));
const StaffPage = lazyChunk(() => import(/* webpackChunkName: "careline-staff" */ '../features/staff/StaffPage'));
const WorkshopsPage = lazyChunk(() => import(/* webpackChunkName: "careline-workshops" */ '../features/workshops/WorkshopsPage'));
const MyAccountPage = lazyChunk(() => import(/* webpackChunkName: "careline-my-account" */ '../features/myAccount/MyAccountPage'));
const EnrolPage = lazyChunk(() => import(/* webpackChunkName: "careline-enrol" */ '../features/account/EnrolPage'));
const AuditLogPage = lazyChunk(() => import(/* webpackChunkName: "careline-audit" */ '../features/auditLog/AuditLogPage'));
const FestivePinsPage = lazyChunk(() => import(/* webpackChunkName: "careline-festive-pins" */ '../features/festivePins/FestivePinsPage'));

const carelineFrame: AppFrameSettings = { homePath: paths.landing };

export const carelineRoutes: RouteObject[] = [
  {
    element: <SignedOutOnly />,
    children: [
      { path: paths.signIn, element: <SignInPage /> },
      { path: paths.enrol, element: <EnrolPage /> },
    ],
  },
  {
    // Every page with members' data is a signed-in person's.
    element: <SignedInOnly />,
    children: [
      { path: paths.landing, element: <LandingPage /> },
      { path: paths.search, element: <SearchPage /> },
      { path: paths.memberCasePattern, element: <CasePage /> },
      { path: paths.pending, element: <PendingPage /> },
      { path: reportsPath, element: reportsElement },
      { path: flaggedPath, element: flaggedElement },
      { path: paths.auditLog, element: <AuditLogPage /> },
      { path: paths.festivePins, element: <FestivePinsPage /> },
      { path: paths.replay, element: <ReplayPage /> },
      { path: paths.staff, element: <StaffPage /> },
      { path: paths.workshops, element: <WorkshopsPage /> },
      { path: paths.myAccount, element: <MyAccountPage /> },
      // Any other address inside the app opens its landing page.
      { path: '*', element: <LandingPage /> },
    ],
  },
];

/** What the browser runs inside the app's router: the shared layout around the app's pages. */
export function CarelineApp() {
  const { t } = useTranslation('careline');
  const routes = useRoutes(carelineRoutes);
  return (
    <AppFrame settings={carelineFrame}>
      <PageErrorBoundary>
        <Shell appName={t('appName')} account={<AccountMenu />}>
          <Suspense fallback={<PageSpinner />}>{routes}</Suspense>
          <StepUpGate />
        </Shell>
      </PageErrorBoundary>
    </AppFrame>
  );
}
