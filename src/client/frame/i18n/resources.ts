import type loginTexts from './locales/en/login.json';
import type registerTexts from './locales/en/register.json';
import type forgotPasswordTexts from './locales/en/forgotPassword.json';
import type surveyTexts from './locales/en/survey.json';
import type editProfileTexts from './locales/en/editProfile.json';
import type formTexts from './locales/en/form.json';
import type addVehicleTexts from './locales/en/addVehicle.json';
import type serviceInfoTexts from './locales/en/serviceInfo.json';
import type addServiceTexts from './locales/en/addService.json';
import type workshopLocatorTexts from './locales/en/workshopLocator.json';
import type inboxTexts from './locales/en/inbox.json';
import type contentTexts from './locales/en/content.json';
import type productsTexts from './locales/en/products.json';
import type subscribeTexts from './locales/en/subscribe.json';
import type supportTexts from './locales/en/support.json';
import type referAndEarnTexts from './locales/en/referAndEarn.json';
import type campaignMgmTexts from './locales/en/campaignMgm.json';
import type festiveCampaignTexts from './locales/en/festiveCampaign.json';
import type { ruleMessagesEn } from '../../../shared/rules/messages';
import enCommon from './locales/en/common.json';
import enLayout from './locales/en/layout.json';
import enErrors from './locales/en/errors.json';
import enDashboard from './locales/en/dashboard.json';
import enHome from './locales/en/home.json';
// The diagnostic-file button sits on the crash popup, so its texts cannot wait for a lazy chunk.
import enDiagnosticFile from './locales/en/diagnosticFile.json';

/**
 * One namespace, nested by feature: `t('dashboard.vehicles.heading')`. The texts bundled here are
 * the ones the first screen needs; lazily loaded features bring theirs with `addTranslations`.
 */
const en = {
  common: enCommon,
  layout: enLayout,
  errors: enErrors,
  dashboard: enDashboard,
  home: enHome,
  diagnosticFile: enDiagnosticFile,
};

/** Every text, bundled or lazy, so keys are type-checked everywhere (type imports add no code). */
export type Translation = typeof en & {
  login: typeof loginTexts;
  register: typeof registerTexts;
  forgotPassword: typeof forgotPasswordTexts;
  survey: typeof surveyTexts;
  editProfile: typeof editProfileTexts;
  form: typeof formTexts;
  addVehicle: typeof addVehicleTexts;
  serviceInfo: typeof serviceInfoTexts;
  addService: typeof addServiceTexts;
  workshopLocator: typeof workshopLocatorTexts;
  inbox: typeof inboxTexts;
  content: typeof contentTexts;
  products: typeof productsTexts;
  subscribe: typeof subscribeTexts;
  support: typeof supportTexts;
  referAndEarn: typeof referAndEarnTexts;
  campaignMgm: typeof campaignMgmTexts;
  festiveCampaign: typeof festiveCampaignTexts;
  rules: typeof ruleMessagesEn;
};

/** Malay may lag behind English; a missing key falls back to English. */
export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : string };

/** English is bundled; Malay's first-screen texts are a chunk of their own (`./malay`), loaded when chosen. */
export const resources = {
  en: { translation: en },
};

export type FirstScreenTexts = typeof en;
