import type { ComponentType } from 'react';
import { useRoutes, type Location, type RouteObject } from 'react-router-dom';
import HomePage, { preloadHomePage } from '../features/home/HomePage';
import LogoutPage from './LogoutPage';
import { PageErrorBoundary } from '../../frame/ErrorBoundary';
import { AppFrame } from '../../frame/appFrame';
import { memberFrame } from './frameSettings';
import { DownloadDiagnosticButton } from '../features/support/DownloadDiagnosticButton';
import { lazyChunk } from '../../frame/lazyChunk';
import { GuestOnly, MemberOnly, RequireState } from './guards';
import { AppShell } from './layout/AppShell';
import { paths } from './paths';
import { LastScreenKeeper } from './LastScreenKeeper';
import { ScrollRestoration } from '../../frame/ScrollRestoration';

/** Each page's chunk by its path: the page a member opens starts downloading with the app itself. */
const pageChunks = new Map<string, () => Promise<unknown>>();

// `any` as React.lazy's own signature has it: each page takes its own props.
function lazyPage<Page extends ComponentType<any>>(pagePaths: string[], load: () => Promise<{ default: Page }>) {
  const page = lazyChunk(load);
  for (const path of pagePaths) pageChunks.set(path, page.preload);
  return page;
}

/**
 * Starts downloading the chunk of the page at `pathname`, before the app has rendered far enough
 * to ask for it; the page then renders from the same download. Resolves once it is in, or has
 * failed: a failure is left to the page, which asks again and shows its own error.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  const path = pathname.replace(/(.)\/+$/, '$1');
  const preload = path === paths.home ? preloadHomePage : pageChunks.get(path);
  return preload ? preload().catch(() => undefined) : Promise.resolve();
}

// Every page but the home shell is its own chunk, so a phone on a slow line downloads the home page only.
const LoginPage = lazyPage([paths.login], () => import(/* webpackChunkName: "login" */ '../features/login/LoginPage'));
const RegisterPage = lazyPage([paths.register], () => import(/* webpackChunkName: "register" */ '../features/register/RegisterPage'));
const RegisterTacPage = lazyPage([paths.registerTac], () => import(/* webpackChunkName: "register-tac" */ '../features/register/RegisterTacPage'));
const SurveyPage = lazyPage([paths.survey], () => import(/* webpackChunkName: "survey" */ '../features/survey/SurveyPage'));
const ForgotPasswordPage = lazyPage([paths.forgotPassword], () => import(/* webpackChunkName: "forgot-password" */ '../features/forgotPassword/ForgotPasswordPage'));
const ForgotPasswordTacPage = lazyPage([paths.forgotPasswordTac], () => import(/* webpackChunkName: "forgot-password-tac" */ '../features/forgotPassword/ForgotPasswordTacPage'));
const EditProfilePage = lazyPage([paths.editProfile], () => import(/* webpackChunkName: "edit-profile" */ '../features/editProfile/EditProfilePage'));
const DashboardPage = lazyPage([paths.loyalty], () => import(/* webpackChunkName: "dashboard" */ '../features/dashboard/DashboardPage'));
const AddVehiclePage = lazyPage([paths.addVehicle], () => import(/* webpackChunkName: "add-vehicle" */ '../features/addVehicle/AddVehiclePage'));
const ServiceInfoPage = lazyPage([paths.serviceInformation], () => import(/* webpackChunkName: "service-information" */ '../features/serviceInfo/ServiceInfoPage'));
// The wizard and its QR code library load only when a member adds a service.
const AddServicePage = lazyPage([paths.addService], () => import(/* webpackChunkName: "add-service" */ '../features/addService/AddServicePage'));
// Leaflet and its CSS travel only with the locator's chunk.
const WorkshopLocatorPage = lazyPage([paths.workshopsLocator], () => import(/* webpackChunkName: "workshops-locator" */ '../features/workshopLocator/WorkshopLocatorPage'));
const InboxPage = lazyPage([paths.inbox], () => import(/* webpackChunkName: "inbox" */ '../features/inbox/InboxPage'));
// Public pages of spec section 2; the two offer pages share one chunk.
const AboutUsPage = lazyPage([paths.aboutUs], () => import(/* webpackChunkName: "about-us" */ '../features/content/AboutUsPage'));
const HowItWorksPage = lazyPage([paths.howItWorks], () => import(/* webpackChunkName: "how-it-works" */ '../features/content/HowItWorksPage'));
const FaqPage = lazyPage([paths.faq], () => import(/* webpackChunkName: "faq" */ '../features/content/FaqPage'));
const PrivacyPolicyPage = lazyPage([paths.privacyPolicy], () => import(/* webpackChunkName: "privacy-policy" */ '../features/content/PrivacyPolicyPage'));
const PromotionPage = lazyPage([paths.promotion], () => import(/* webpackChunkName: "promotion" */ '../features/content/PromotionPage'));
const ContactSupportPage = lazyPage([paths.contactSupport], () => import(/* webpackChunkName: "contact-support" */ '../features/content/ContactSupportPage'));
const SubscribePage = lazyPage([paths.subscribe], () => import(/* webpackChunkName: "subscribe" */ '../features/subscribe/SubscribePage'));
const ProductsPage = lazyPage([paths.buy3get1, paths.buy4get1], () => import(/* webpackChunkName: "products" */ '../features/content/ProductsPage'));
const ReferAndEarnPage = lazyPage([paths.referAndEarn], () => import(/* webpackChunkName: "refer-and-earn" */ '../features/referAndEarn/ReferAndEarnPage'));
const CampaignMgmPage = lazyPage([paths.campaignMgm], () => import(/* webpackChunkName: "campaign-mgm" */ '../features/campaignMgm/CampaignMgmPage'));
const CampaignMgmSuccessPage = lazyPage([paths.campaignMgmSuccess], () => import(/* webpackChunkName: "campaign-mgm" */ '../features/campaignMgm/CampaignMgmSuccessPage'));
const FestiveCampaignPage = lazyPage([paths.festiveCampaign], () => import(/* webpackChunkName: "campaign-cny" */ '../features/festiveCampaign/FestiveCampaignPage'));
const NotFoundPage = lazyPage([], () => import(/* webpackChunkName: "not-found" */ './NotFoundPage'));

/**
 * Every page opened fresh has the history key 'default': keyed by it, a page typed or linked in
 * would open at the last fresh page's scroll position, so those are kept per address instead.
 */
export const scrollKey = (location: Location): string => (location.key === 'default' ? `${location.pathname}${location.search}` : location.key);

/**
 * Spec section 2: three access groups (member-only, guest-only, public), pages that need passed
 * state, and the 404 page for any other path.
 */
const memberApp: RouteObject = {
  path: '/',
  element: <AppShell />,
  children: [
    { index: true, element: <HomePage /> },
    { path: paths.workshopsLocator, element: <WorkshopLocatorPage /> },
    { path: paths.aboutUs, element: <AboutUsPage /> },
    { path: paths.howItWorks, element: <HowItWorksPage /> },
    { path: paths.faq, element: <FaqPage /> },
    { path: paths.privacyPolicy, element: <PrivacyPolicyPage /> },
    { path: paths.promotion, element: <PromotionPage /> },
    { path: paths.contactSupport, element: <ContactSupportPage diagnostics={<DownloadDiagnosticButton />} /> },
    { path: paths.subscribe, element: <SubscribePage /> },
    { path: paths.buy3get1, element: <ProductsPage tab={3} /> },
    { path: paths.buy4get1, element: <ProductsPage tab={4} /> },
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
        { path: paths.inbox, element: <InboxPage /> },
        { path: paths.referAndEarn, element: <ReferAndEarnPage /> },
        { path: paths.campaignMgm, element: <CampaignMgmPage /> },
        { path: paths.campaignMgmSuccess, element: <CampaignMgmSuccessPage /> },
        { path: paths.festiveCampaign, element: <FestiveCampaignPage /> },
        { path: paths.addVehicle, element: <AddVehiclePage /> },
        {
          path: paths.serviceInformation,
          element: (
            <RequireState field="vehicle" orParam="code" fallback={paths.loyalty}>
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
};

/**
 * The member's app. The careline console replays it from a member's diagnostic file with these
 * same routes (`../replay`); the member's own bundle carries no replay.
 */
export const appRoutes: RouteObject[] = [memberApp];

/**
 * What the browser runs inside its router: the routes under scroll restoration and the last-resort
 * crash popup, for when the layout itself fails (tests render `appRoutes` with `useRoutes`).
 */
export function BrowserApp() {
  const routes = useRoutes(appRoutes);
  return (
    <AppFrame settings={memberFrame}>
      <ScrollRestoration getKey={scrollKey} />
      <PageErrorBoundary>{routes}</PageErrorBoundary>
      <LastScreenKeeper />
    </AppFrame>
  );
}
