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
import type referAndEarnTexts from './locales/en/referAndEarn.json';
import type campaignMgmTexts from './locales/en/campaignMgm.json';
import type festiveCampaignTexts from './locales/en/festiveCampaign.json';
import type pushOptInTexts from './locales/en/pushOptIn.json';
import type { ruleMessagesEn } from '../../../shared/rules/messages';
import enCommon from './locales/en/common.json';
import enLayout from './locales/en/layout.json';
import enErrors from './locales/en/errors.json';
import type enDashboard from './locales/en/dashboard.json';
import type enHome from './locales/en/home.json';
import type enDiagnosticFile from './locales/en/diagnosticFile.json';

/**
 * The frame's own texts in the shared 'translation' namespace, which every app bundles: the common
 * words, the popups' errors, the layout's (skip link, connection notice). An app adds its first
 * screen's texts beside them (the member's `member/app/texts.ts`); lazily loaded features bring
 * theirs with `addTranslations`.
 */
export const frameEnglish = {
  common: enCommon,
  layout: enLayout,
  errors: enErrors,
};

/** The member's first screen: the home page, the dashboard and the crash popup's diagnostic file. */
type MemberFirstScreen = { dashboard: typeof enDashboard; home: typeof enHome; diagnosticFile: typeof enDiagnosticFile };

/**
 * One namespace, nested by feature: `t('dashboard.vehicles.heading')`. Every text of it, bundled or
 * lazy, so keys are type-checked everywhere (type imports add no code). The workshop and careline
 * apps keep theirs in namespaces of their own, so the member's bundle never carries them.
 */
export type Translation = typeof frameEnglish &
  MemberFirstScreen & {
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
    referAndEarn: typeof referAndEarnTexts;
    campaignMgm: typeof campaignMgmTexts;
    festiveCampaign: typeof festiveCampaignTexts;
    pushOptIn: typeof pushOptInTexts;
    rules: typeof ruleMessagesEn;
  };

/** Malay may lag behind English; a missing key falls back to English. */
export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : string };

export type FrameTexts = typeof frameEnglish;
