import type loginTexts from './locales/en/login.json';
import type registerTexts from './locales/en/register.json';
import type forgotPasswordTexts from './locales/en/forgotPassword.json';
import type surveyTexts from './locales/en/survey.json';
import type editProfileTexts from './locales/en/editProfile.json';
import type formTexts from './locales/en/form.json';
import type addVehicleTexts from './locales/en/addVehicle.json';
import type serviceInfoTexts from './locales/en/serviceInfo.json';
import type addServiceTexts from './locales/en/addService.json';
import type { ruleMessagesEn } from '../../shared/rules/messages';
import enCommon from './locales/en/common.json';
import enLayout from './locales/en/layout.json';
import enErrors from './locales/en/errors.json';
import enDashboard from './locales/en/dashboard.json';
import enHome from './locales/en/home.json';
import msCommon from './locales/ms/common.json';
import msLayout from './locales/ms/layout.json';
import msErrors from './locales/ms/errors.json';
import msDashboard from './locales/ms/dashboard.json';
import msHome from './locales/ms/home.json';

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
  rules: typeof ruleMessagesEn;
};

/** Malay may lag behind English; a missing key falls back to English. */
type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : string };

const ms: DeepPartial<typeof en> = {
  common: msCommon,
  layout: msLayout,
  errors: msErrors,
  dashboard: msDashboard,
  home: msHome,
};

export const resources = {
  en: { translation: en },
  ms: { translation: ms },
};
