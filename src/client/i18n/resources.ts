import { ruleMessagesEn } from '../../shared/rules/messages';
import enCommon from './locales/en/common.json';
import enLayout from './locales/en/layout.json';
import enErrors from './locales/en/errors.json';
import enDashboard from './locales/en/dashboard.json';
import enHome from './locales/en/home.json';
import enLogin from './locales/en/login.json';
import enRegister from './locales/en/register.json';
import enForgotPassword from './locales/en/forgotPassword.json';
import enSurvey from './locales/en/survey.json';
import enEditProfile from './locales/en/editProfile.json';
import enForm from './locales/en/form.json';
import enAddVehicle from './locales/en/addVehicle.json';
import enServiceInfo from './locales/en/serviceInfo.json';
import enAddService from './locales/en/addService.json';
import msCommon from './locales/ms/common.json';
import msLayout from './locales/ms/layout.json';
import msErrors from './locales/ms/errors.json';
import msDashboard from './locales/ms/dashboard.json';
import msHome from './locales/ms/home.json';
import msLogin from './locales/ms/login.json';
import msRegister from './locales/ms/register.json';
import msForgotPassword from './locales/ms/forgotPassword.json';
import msSurvey from './locales/ms/survey.json';
import msEditProfile from './locales/ms/editProfile.json';
import msForm from './locales/ms/form.json';
import msRules from './locales/ms/rules.json';
import msAddVehicle from './locales/ms/addVehicle.json';
import msServiceInfo from './locales/ms/serviceInfo.json';
import msAddService from './locales/ms/addService.json';

/** One namespace, nested by feature: `t('dashboard.vehicles.heading')`. */
const en = {
  common: enCommon,
  layout: enLayout,
  errors: enErrors,
  dashboard: enDashboard,
  home: enHome,
  login: enLogin,
  register: enRegister,
  forgotPassword: enForgotPassword,
  survey: enSurvey,
  editProfile: enEditProfile,
  form: enForm,
  addVehicle: enAddVehicle,
  serviceInfo: enServiceInfo,
  addService: enAddService,
  // The validation texts are the spec's, shared with the server, so English comes from the rules.
  rules: ruleMessagesEn,
};

export type Translation = typeof en;

/** Malay may lag behind English; a missing key falls back to English. */
type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : string };

const ms: DeepPartial<Translation> = {
  common: msCommon,
  layout: msLayout,
  errors: msErrors,
  dashboard: msDashboard,
  home: msHome,
  login: msLogin,
  register: msRegister,
  forgotPassword: msForgotPassword,
  survey: msSurvey,
  editProfile: msEditProfile,
  form: msForm,
  addVehicle: msAddVehicle,
  serviceInfo: msServiceInfo,
  addService: msAddService,
  rules: msRules,
};

export const resources = {
  en: { translation: en },
  ms: { translation: ms },
};
