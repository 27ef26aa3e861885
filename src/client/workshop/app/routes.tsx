import type { ComponentType } from 'react';
import { Navigate, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppFrame, type AppFrameSettings } from '../../frame/appFrame';
import { PageErrorBoundary } from '../../frame/ErrorBoundary';
import { Shell } from '../../frame/layout/Shell';
import { lazyChunk } from '../../frame/lazyChunk';
import { CounterNav } from './CounterNav';
import { GuestOnly, OwnerOnly, StaffOnly } from './guards';
import { paths } from './paths';
import { loadScanner } from './scanButton';
import './workshop.css';

const workshopFrame: AppFrameSettings = { homePath: paths.counter };

/** Each page's chunk by its path, so the page opened first downloads beside the app itself. */
const pageChunks = new Map<string, () => Promise<unknown>>();

// `any` as React.lazy's own signature has it: each page takes its own props.
function lazyPage<Page extends ComponentType<any>>(pagePaths: string[], load: () => Promise<{ default: Page }>) {
  const page = lazyChunk(load);
  for (const path of pagePaths) pageChunks.set(path, page.preload);
  return page;
}

// Every page is its own chunk: the app's first JavaScript is the frame, the store and these routes.
const SignInPage = lazyPage([paths.landing], () => import(/* webpackChunkName: "workshop-sign-in" */ '../features/account/SignInPage'));
const SetPasswordPage = lazyPage([paths.setPassword], () => import(/* webpackChunkName: "workshop-password" */ '../features/account/SetPasswordPage'));
const CounterHomePage = lazyPage([paths.counter], () => import(/* webpackChunkName: "workshop-counter" */ '../features/counter/CounterHomePage'));
const ServicePage = lazyPage([], () => import(/* webpackChunkName: "workshop-service" */ '../features/counter/ServicePage'));
const TodayPage = lazyPage([paths.today], () => import(/* webpackChunkName: "workshop-today" */ '../features/counter/TodayPage'));
const SearchPage = lazyPage([paths.search], () => import(/* webpackChunkName: "workshop-search" */ '../features/counter/SearchPage'));
const StaffPage = lazyPage([paths.staff], () => import(/* webpackChunkName: "workshop-staff" */ '../features/staff/StaffPage'));
const KeyPage = lazyPage([paths.workshopKey], () => import(/* webpackChunkName: "workshop-key" */ '../features/staff/KeyPage'));

/** Starts downloading the page at `pathname` before the app renders far enough to ask for it. */
export function preloadPage(pathname: string): Promise<unknown> {
  const path = pathname.replace(/(.)\/+$/, '$1');
  const preload = pageChunks.get(path) ?? (path.startsWith('/service/') ? ServicePage.preload : undefined);
  return preload ? preload().catch(() => undefined) : Promise.resolve();
}

/** The signed-in pages share the counter's menu above them. */
function CounterLayout() {
  return (
    <>
      <CounterNav />
      <Outlet />
    </>
  );
}

export const workshopRoutes: RouteObject[] = [
  {
    element: <GuestOnly />,
    children: [
      { path: paths.landing, element: <SignInPage /> },
      { path: paths.setPassword, element: <SetPasswordPage /> },
    ],
  },
  {
    element: (
      <StaffOnly>
        <CounterLayout />
      </StaffOnly>
    ),
    children: [
      { path: paths.counter, element: <CounterHomePage loadScanner={loadScanner} /> },
      { path: paths.service, element: <ServicePage /> },
      { path: paths.today, element: <TodayPage /> },
      { path: paths.search, element: <SearchPage /> },
      {
        element: <OwnerOnly />,
        children: [
          { path: paths.staff, element: <StaffPage /> },
          { path: paths.workshopKey, element: <KeyPage /> },
        ],
      },
    ],
  },
  // Any other address inside the app: the counter for staff, signing in for anyone else.
  { path: '*', element: <Navigate to={paths.counter} replace /> },
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
