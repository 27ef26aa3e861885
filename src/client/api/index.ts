import type { Envelope } from '../../shared/contract/envelope';
import {
  accountPaths,
  type AuthTokens,
  type CaptchaChallengeResult,
  type ForgotPasswordRequest,
  type ForgotPasswordResult,
  type LoginRequest,
  type Profile,
  type RefreshRequest,
  type RegisterRequest,
  type RegisterSocialRequest,
  type ResendRequest,
  type ResetPasswordRequest,
  type SurveyRequest,
  type UpdateProfileRequest,
  type VerificationRequest,
} from '../../shared/contract/accounts';
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
} from '../../shared/contract/loyalty';
import { request, type HttpMethod, type RequestOptions } from './http';

export type { Envelope } from '../../shared/contract/envelope';

/**
 * One plain function per contract call. Every authenticated call takes the access token as its
 * LAST parameter, so `callApi(api.getProfile)` can add it (and refresh it) for the saga.
 */
export interface Api {
  login(body: LoginRequest): Promise<Envelope<AuthTokens>>;
  register(body: RegisterRequest): Promise<Envelope<unknown>>;
  registerSocial(body: RegisterSocialRequest): Promise<Envelope<unknown>>;
  verify(body: VerificationRequest): Promise<Envelope<AuthTokens>>;
  resendVerification(body: ResendRequest): Promise<Envelope<unknown>>;
  refreshToken(body: RefreshRequest): Promise<Envelope<AuthTokens>>;
  forgotPassword(body: ForgotPasswordRequest): Promise<Envelope<ForgotPasswordResult>>;
  resetPassword(body: ResetPasswordRequest): Promise<Envelope<AuthTokens>>;
  getProfile(token: string): Promise<Envelope<Profile>>;
  updateProfile(body: UpdateProfileRequest, token: string): Promise<Envelope<unknown>>;
  logout(token: string): Promise<Envelope<unknown>>;
  submitSurvey(body: SurveyRequest, token: string): Promise<Envelope<unknown>>;
  /** The ALTCHA challenge JSON as the widget expects it; null when it could not be fetched. */
  getCaptchaChallenge(): Promise<CaptchaChallengeResult | null>;

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
  const send = <T>(method: HttpMethod, path: string, rest: Omit<RequestOptions, 'baseUrl'> = {}) =>
    request<T>(method, path, { ...rest, baseUrl });
  const post = <T>(path: string, body: object, token?: string) => send<T>('POST', path, { body: { ...body }, token });

  return {
    login: (body) => post<AuthTokens>(accountPaths.login, body),
    register: (body) => post<unknown>(accountPaths.register, body),
    registerSocial: (body) => post<unknown>(accountPaths.registerSocial, body),
    verify: (body) => post<AuthTokens>(accountPaths.verification, body),
    resendVerification: (body) => post<unknown>(accountPaths.verificationResend, body),
    refreshToken: (body) => post<AuthTokens>(accountPaths.refreshToken, body),
    forgotPassword: (body) => post<ForgotPasswordResult>(accountPaths.forgotPassword, body),
    resetPassword: (body) => post<AuthTokens>(accountPaths.resetPassword, body),
    getProfile: (token) => send<Profile>('GET', accountPaths.me, { token }),
    updateProfile: (body, token) => send<unknown>('PUT', accountPaths.me, { body: { ...body }, token }),
    logout: (token) => send<unknown>('GET', accountPaths.logout, { token }),
    submitSurvey: (body, token) => post<unknown>(accountPaths.survey, body, token),
    getCaptchaChallenge: async () => {
      // The server may answer the bare challenge or wrap it in the envelope; the widget wants it bare.
      const res = await send<CaptchaChallengeResult>('GET', accountPaths.captchaChallenge);
      return res.status_code === 200 ? res.result : null;
    },

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
  };
}
