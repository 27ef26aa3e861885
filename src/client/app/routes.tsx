import { lazy } from 'react';
import { Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
import HomePage from '../features/home/HomePage';
import LogoutPage from '../features/session/LogoutPage';
import { RouteCrash } from './ErrorBoundary';
import { GuestOnly, MemberOnly, RequireState } from './guards';
import { AppShell } from './layout/AppShell';
import { paths } from './paths';

// Every page but the home shell is its own chunk, so a phone on a slow line downloads the home page only.
const LoginPage = lazy(() => import(/* webpackChunkName: "login" */ '../features/login/LoginPage'));
const RegisterPage = lazy(() => import(/* webpackChunkName: "register" */ '../features/register/RegisterPage'));
const RegisterTacPage = lazy(() => import(/* webpackChunkName: "register-tac" */ '../features/register/RegisterTacPage'));
const SurveyPage = lazy(() => import(/* webpackChunkName: "survey" */ '../features/survey/SurveyPage'));
const ForgotPasswordPage = lazy(() => import(/* webpackChunkName: "forgot-password" */ '../features/forgotPassword/ForgotPasswordPage'));
const ForgotPasswordTacPage = lazy(() => import(/* webpackChunkName: "forgot-password-tac" */ '../features/forgotPassword/ForgotPasswordTacPage'));
const EditProfilePage = lazy(() => import(/* webpackChunkName: "edit-profile" */ '../features/editProfile/EditProfilePage'));
const DashboardPage = lazy(() => import(/* webpackChunkName: "dashboard" */ '../features/dashboard/DashboardPage'));
const AddVehiclePage = lazy(() => import(/* webpackChunkName: "add-vehicle" */ '../features/addVehicle/AddVehiclePage'));
const ServiceInfoPage = lazy(() => import(/* webpackChunkName: "service-information" */ '../features/serviceInfo/ServiceInfoPage'));
// The wizard and its QR code library load only when a member adds a service.
const AddServicePage = lazy(() => import(/* webpackChunkName: "add-service" */ '../features/addService/AddServicePage'));
const NotFoundPage = lazy(() => import(/* webpackChunkName: "not-found" */ '../features/notFound/NotFoundPage'));

/** The data router's root: scroll restoration and the last-resort crash popup. */
function BrowserRoot() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/**
 * Spec section 2: three access groups (member-only, guest-only, public), pages that need passed
 * state, and the 404 page for any other path. Pages other issues build (/about-us, /faq, /inbox,
 * /workshops-locator, ...) fall through to the 404 page until they exist.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    children: [
      { index: true, element: <HomePage /> },
      {
        element: <GuestOnly />,
        children: [
          { path: paths.login, element: <LoginPage /> },
          { path: paths.register, element: <RegisterPage /> },
          {
            path: paths.registerTac,
            element: (
              <RequireState field="register_phone" fallback={paths.register}>
                <RegisterTacPage />
              </RequireState>
            ),
          },
          { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
          {
            path: paths.forgotPasswordTac,
            element: (
              <RequireState field="phone" fallback={paths.forgotPassword}>
                <ForgotPasswordTacPage />
              </RequireState>
            ),
          },
        ],
      },
      {
        element: <MemberOnly />,
        children: [
          { path: paths.loyalty, element: <DashboardPage /> },
          // The survey page itself sends members without the survey flag on to /loyalty.
          { path: paths.survey, element: <SurveyPage /> },
          { path: paths.editProfile, element: <EditProfilePage /> },
          { path: paths.addVehicle, element: <AddVehiclePage /> },
          {
            path: paths.serviceInformation,
            element: (
              <RequireState field="vehicle" fallback={paths.loyalty}>
                <ServiceInfoPage />
              </RequireState>
            ),
          },
          {
            path: paths.addService,
            element: (
              <RequireState field="car" fallback={paths.loyalty}>
                <AddServicePage />
              </RequireState>
            ),
          },
        ],
      },
      // Member-only in effect, but a guest is sent to /login without `from`, so logging in does not log out again.
      { path: paths.logout, element: <LogoutPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** What the browser runs: `appRoutes` under the data router's root (tests use `appRoutes` with `useRoutes`). */
export const browserRoutes: RouteObject[] = [{ element: <BrowserRoot />, errorElement: <RouteCrash />, children: appRoutes }];
