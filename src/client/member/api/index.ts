import type { Envelope } from '../../../shared/contract/envelope';
import {
  accountPaths,
  type BrowserTokens,
  type ForgotPasswordRequest,
  type ForgotPasswordResult,
  type LanguageRequest,
  type LoginRequest,
  type Profile,
  type RegisterRequest,
  type RegisterSocialRequest,
  type ResendRequest,
  type ResetPasswordRequest,
  type SurveyRequest,
  type UpdateProfileRequest,
  type VerificationRequest,
} from '../../../shared/contract/accounts';
import {
  RECEIPT_FIELD,
  loyaltyPaths,
  type AddVehicleRequest,
  type CheckWorkshopResult,
  type Cycle,
  type InitialValidateRequest,
  type LoyaltyResult,
  type Notification,
  type Service,
  type ServiceCheckResult,
  type SubmitServiceFields,
  type SubmitServiceResult,
  type Vehicle,
  type Workshop,
} from '../../../shared/contract/loyalty';
import {
  campaignPaths,
  type CampaignProfileRequest,
  type FestiveEligibility,
  type FestiveSubmitRequest,
  type FestiveSubmitResult,
  type MgmRedeemResult,
  type MgmReward,
} from '../../../shared/contract/campaigns';
import { appConfigPaths, type AppConfig } from '../../../shared/contract/appConfig';
import { workshopAppPaths, type PushPublicKey, type PushSubscriptionRequest } from '../../../shared/contract/workshopApp';
import { subscriptionPaths, type SubscriptionMailResult } from '../../../shared/contract/content';
import { frameCalls, sender, type FrameApi } from '../../frame/api/frameApi';
import { audiences } from '../../frame/session/audience';
import type { ProfileCalls } from '../../entities/profile/sagas';
import type { LoyaltyCalls } from '../../entities/loyalty/sagas';
import type { NotificationCalls } from '../../entities/notifications/sagas';

export type { Envelope } from '../../../shared/contract/envelope';

/**
 * One plain function per contract call, beside the frame's own (`FrameApi`). Every authenticated call takes the access token as its
 * LAST parameter, so `callApi(api.getProfile)` can add it (and refresh it) for the saga.
 */
export interface Api extends FrameApi, ProfileCalls, LoyaltyCalls, NotificationCalls {
  login(body: LoginRequest): Promise<Envelope<BrowserTokens>>;
  register(body: RegisterRequest): Promise<Envelope<unknown>>;
  registerSocial(body: RegisterSocialRequest): Promise<Envelope<unknown>>;
  verify(body: VerificationRequest): Promise<Envelope<BrowserTokens>>;
  resendVerification(body: ResendRequest): Promise<Envelope<unknown>>;
  forgotPassword(body: ForgotPasswordRequest): Promise<Envelope<ForgotPasswordResult>>;
  resetPassword(body: ResetPasswordRequest): Promise<Envelope<BrowserTokens>>;
  getProfile(token: string): Promise<Envelope<Profile>>;
  updateProfile(body: UpdateProfileRequest, token: string): Promise<Envelope<unknown>>;
  /** The language switch of a signed-in member: the server writes to them in it from then on. */
  changeLanguage(body: LanguageRequest, token: string): Promise<Envelope<Profile>>;
  submitSurvey(body: SurveyRequest, token: string): Promise<Envelope<unknown>>;

  getLoyalty(token: string): Promise<Envelope<LoyaltyResult>>;
  addVehicle(body: AddVehicleRequest, token: string): Promise<Envelope<Vehicle>>;
  getVehicleCycles(vehicleGuid: string, token: string): Promise<Envelope<Cycle[]>>;
  getCycleServices(cycleGuid: string, token: string): Promise<Envelope<Service[]>>;
  checkWorkshop(workshopId: string, token: string): Promise<Envelope<CheckWorkshopResult>>;
  initialValidate(body: InitialValidateRequest, token: string): Promise<Envelope<unknown>>;
  /** Multipart with the receipt; `onProgress` gets the fraction sent, 0 to 1. */
  submitService(
    fields: SubmitServiceFields,
    receipt: Blob,
    onProgress: (fraction: number) => void,
    token: string,
  ): Promise<Envelope<SubmitServiceResult>>;
  checkService(transactionCode: string, token: string): Promise<Envelope<ServiceCheckResult>>;
  getNotifications(token: string): Promise<Envelope<Notification[]>>;
  readAllNotifications(token: string): Promise<Envelope<unknown>>;
  getActiveWorkshops(): Promise<Envelope<Workshop[]>>;
  /** Refer and earn, the member-get-member redeem and the festive campaign (contract/campaigns.ts). */
  getMgmRewards(token: string): Promise<Envelope<MgmReward[]>>;
  /** PUT /api/user/me with the campaign variant's fields; sent together with `redeemMgmReward`. */
  updateCampaignProfile(body: CampaignProfileRequest, token: string): Promise<Envelope<unknown>>;
  redeemMgmReward(body: CampaignProfileRequest, token: string): Promise<Envelope<MgmRedeemResult>>;
  getFestiveEligibility(transactionId: string, token: string): Promise<Envelope<FestiveEligibility>>;
  submitFestiveEntry(body: FestiveSubmitRequest, token: string): Promise<Envelope<FestiveSubmitResult>>;
  /** The unsubscribe link's call: turns mail to the address off (or on); no login needed. */
  setMailSubscription(email: string, enabled: boolean): Promise<Envelope<SubscriptionMailResult>>;
  /** Deployment settings the web app reads at run time (the map's tile server). */
  getAppConfig(): Promise<Envelope<AppConfig>>;
  /** Web Push (domain.md 'Member notifications'): the server's VAPID public key, and this device's subscription. */
  getPushPublicKey(): Promise<Envelope<PushPublicKey>>;
  savePushSubscription(subscription: PushSubscriptionRequest, token: string): Promise<Envelope<unknown>>;
}

/** The multipart body of POST /api/service: the text fields, then the receipt file. */
export function serviceFormData(fields: SubmitServiceFields, receipt: Blob): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) data.append(name, String(value));
  }
  const fileName = receipt instanceof File ? receipt.name : 'receipt';
  data.append(RECEIPT_FIELD, receipt, fileName);
  return data;
}

export interface ApiOptions {
  /** API host; '' (default) is the web app's own origin, where our server answers. */
  baseUrl?: string;
}

export function createApi(options: ApiOptions = {}): Api {
  const baseUrl = options.baseUrl ?? '';
  const send = sender(baseUrl);
  const post = <T>(path: string, body: object, token?: string) => send<T>('POST', path, { body: { ...body }, token });

  return {
    ...frameCalls(audiences.member, send),
    login: (body) => post<BrowserTokens>(accountPaths.login, body),
    register: (body) => post<unknown>(accountPaths.register, body),
    registerSocial: (body) => post<unknown>(accountPaths.registerSocial, body),
    verify: (body) => post<BrowserTokens>(accountPaths.verification, body),
    resendVerification: (body) => post<unknown>(accountPaths.verificationResend, body),
    forgotPassword: (body) => post<ForgotPasswordResult>(accountPaths.forgotPassword, body),
    resetPassword: (body) => post<BrowserTokens>(accountPaths.resetPassword, body),
    getProfile: (token) => send<Profile>('GET', accountPaths.me, { token }),
    updateProfile: (body, token) => send<unknown>('PUT', accountPaths.me, { body: { ...body }, token }),
    changeLanguage: (body, token) => send<Profile>('PUT', accountPaths.language, { body: { ...body }, token }),
    submitSurvey: (body, token) => post<unknown>(accountPaths.survey, body, token),

    getLoyalty: (token) => send<LoyaltyResult>('GET', loyaltyPaths.loyalty, { token }),
    addVehicle: (body, token) => post<Vehicle>(loyaltyPaths.vehicle, body, token),
    getVehicleCycles: (guid, token) => send<Cycle[]>('GET', loyaltyPaths.vehicleCycles(guid), { token }),
    getCycleServices: (guid, token) => send<Service[]>('GET', loyaltyPaths.cycleServices(guid), { token }),
    checkWorkshop: (id, token) => send<CheckWorkshopResult>('GET', loyaltyPaths.checkWorkshop(id), { token }),
    initialValidate: (body, token) => post<unknown>(loyaltyPaths.initialValidate, body, token),
    submitService: (fields, receipt, onProgress, token) =>
      send<SubmitServiceResult>('POST', loyaltyPaths.service, { body: serviceFormData(fields, receipt), token, onUploadProgress: onProgress }),
    checkService: (code, token) => send<ServiceCheckResult>('GET', loyaltyPaths.serviceCheck(code), { token }),
    getNotifications: (token) => send<Notification[]>('GET', loyaltyPaths.notifications, { token }),
    readAllNotifications: (token) => send<unknown>('PUT', loyaltyPaths.readAllNotifications, { token }),
    getActiveWorkshops: () => send<Workshop[]>('GET', loyaltyPaths.activeWorkshops),
    getMgmRewards: (token) => send<MgmReward[]>('GET', campaignPaths.mgmRewards, { token }),
    updateCampaignProfile: (body, token) => send<unknown>('PUT', accountPaths.me, { body: { ...body }, token }),
    redeemMgmReward: (body, token) => send<MgmRedeemResult>('PUT', campaignPaths.mgmRedeem, { body: { ...body }, token }),
    getFestiveEligibility: (transactionId, token) => send<FestiveEligibility>('GET', campaignPaths.festiveEligibility(transactionId), { token }),
    submitFestiveEntry: (body, token) => post<FestiveSubmitResult>(campaignPaths.festiveSubmit, body, token),
    setMailSubscription: (email, enabled) =>
      send<SubscriptionMailResult>('GET', subscriptionPaths.mail, { query: { email, is_enabled: enabled } }),
    getAppConfig: () => send<AppConfig>('GET', appConfigPaths.appConfig),
    getPushPublicKey: () => send<PushPublicKey>('GET', workshopAppPaths.pushPublicKey),
    savePushSubscription: (subscription, token) => send<unknown>('POST', workshopAppPaths.pushSubscription, { body: { ...subscription }, token, form: false }),
  };
}
