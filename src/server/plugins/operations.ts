import { RECEIPT_FIELD } from '../../shared/contract/loyalty';
import { probePaths, serverPaths } from '../../shared/contract/server';
import { RECEIPT_MAX_BYTES, RECEIPT_TYPES } from '../../shared/rules/receipt';

/**
 * The name of every operation in the OpenAPI document, by method and route pattern, in one place.
 * Client generators name their methods from `operationId`, so an id, once published, does not
 * change: rename a route's path and keep its id. A route missing here, or an id left here after
 * its route went, fails `http/integrators.test.ts` (and the lint it runs, which makes a missing id
 * an error). The summary, tags and security of each come from its route's own `describe(...)`.
 */
export const OPERATION_IDS: Record<string, string> = {
  // The server itself
  'GET /api/openapi.json': 'getOpenapiDocument',
  'GET /api/health': 'getHealth',
  'GET /api/ready': 'getReadiness',
  'GET /api/app-config': 'getAppConfig',
  'POST /api/client-errors': 'reportClientErrors',
  'GET /api/captcha/challenge': 'getCaptchaChallenge',
  // Accounts and sessions
  'POST /api/login': 'login',
  'POST /api/user/auth/token': 'refreshTokens',
  'GET /api/user/logout': 'logout',
  'POST /api/user/logout': 'endSession',
  'POST /api/user': 'register',
  'POST /api/user/register/social': 'registerSocial',
  'POST /api/user/verification': 'verifyRegistration',
  'POST /api/user/verification/resend': 'resendVerificationCode',
  'POST /api/user/password/forgot': 'forgotPassword',
  'POST /api/user/password/reset': 'resetPassword',
  'GET /api/user/me': 'getProfile',
  'PUT /api/user/me': 'updateProfile',
  'PUT /api/user/me/language': 'setLanguage',
  'POST /api/survey': 'answerSurvey',
  'GET /api/dev/sms-outbox': 'listDevSmsOutbox',
  'GET /api/subscription/mail': 'setMailPreference',
  // Workshops, vehicles and services
  'GET /api/workshop/active': 'listActiveWorkshops',
  'GET /api/service/check_workshop/:id': 'checkWorkshop',
  'POST /api/vehicle': 'addVehicle',
  'GET /api/loyalty': 'getLoyalty',
  'GET /api/vehicle/:guid/cycles': 'listVehicleCycles',
  'GET /api/cycle/:guid/services': 'listCycleServices',
  'POST /api/service/intial-validate': 'validateService',
  'POST /api/service': 'submitService',
  'GET /api/service/check/:code': 'checkService',
  'GET /api/service/:code/receipt': 'getServiceReceipt',
  // The workshop app
  'GET /api/workshop/service/:code': 'getWorkshopService',
  'GET /api/workshop/service/:code/receipt': 'getWorkshopServiceReceipt',
  'POST /api/workshop/service/:code/verify': 'verifyWorkshopService',
  'POST /api/workshop/service/:code/reject': 'rejectWorkshopService',
  // The counter app: workshop staff accounts and sessions
  'POST /api/workshop/auth/login': 'staffLogin',
  'POST /api/workshop/auth/token': 'staffRefreshTokens',
  'POST /api/workshop/auth/logout': 'staffLogout',
  'POST /api/workshop/auth/password/code': 'staffSendPasswordCode',
  'POST /api/workshop/auth/password': 'staffSetPassword',
  'GET /api/workshop/me': 'getStaffMe',
  'GET /api/workshop/staff': 'listWorkshopStaff',
  'POST /api/workshop/staff': 'addWorkshopStaff',
  'DELETE /api/workshop/staff/:id': 'removeWorkshopStaff',
  'POST /api/workshop/key': 'rotateWorkshopKey',
  // The counter app: services at the counter
  'GET /api/workshop/counter/pending': 'listCounterPending',
  'GET /api/workshop/counter/stats': 'getCounterStats',
  'GET /api/workshop/counter/search': 'searchCounterServices',
  'GET /api/workshop/counter/services/:code': 'getCounterService',
  'GET /api/workshop/counter/services/:code/receipt': 'getCounterServiceReceipt',
  'POST /api/workshop/counter/services/:code/verify': 'verifyCounterService',
  'POST /api/workshop/counter/services/:code/reject': 'rejectCounterService',
  // Push notifications
  'GET /api/push/public-key': 'getPushPublicKey',
  'POST /api/push/subscription': 'savePushSubscription',
  'DELETE /api/push/subscription': 'deletePushSubscription',
  // Inbox and campaigns
  'GET /api/user/notifications': 'listNotifications',
  'PUT /api/notification/read_all': 'markAllNotificationsRead',
  'GET /api/campaign/mgm/rewards': 'listReferralRewards',
  'PUT /api/campaign/mgm/redeem': 'redeemReferralReward',
  'POST /api/campaign-cny/submit': 'enterFestiveCampaign',
  'GET /api/campaign-cny/:transactionId': 'checkFestiveCampaign',
  // Documents
  'GET /pdf/:name': 'getDocument',
  'GET /pdf/ms/:name': 'getDocumentInMalay',
  // Careline people: sign-in, sessions, step-up, enrolment, personal tokens, staff
  'POST /api/careline/auth/login': 'carelineLogin',
  'POST /api/careline/auth/passkey/options': 'carelinePasskeyOptions',
  'POST /api/careline/auth/passkey': 'carelinePasskeyLogin',
  'POST /api/careline/auth/token': 'carelineRefreshTokens',
  'POST /api/careline/auth/logout': 'carelineLogout',
  'POST /api/careline/auth/step-up/options': 'carelineStepUpOptions',
  'POST /api/careline/auth/step-up': 'carelineStepUp',
  'POST /api/careline/enrolment': 'getCarelineEnrolment',
  'POST /api/careline/enrolment/totp': 'startCarelineEnrolmentTotp',
  'POST /api/careline/enrolment/password': 'completeCarelineEnrolmentWithPassword',
  'POST /api/careline/enrolment/passkey/options': 'carelineEnrolmentPasskeyOptions',
  'POST /api/careline/enrolment/passkey': 'completeCarelineEnrolmentWithPasskey',
  'GET /api/careline/me': 'getCarelineMe',
  'POST /api/careline/me/passkeys/options': 'carelineAddPasskeyOptions',
  'POST /api/careline/me/passkeys': 'carelineAddPasskey',
  'GET /api/careline/me/tokens': 'listCarelinePersonalTokens',
  'POST /api/careline/me/tokens': 'createCarelinePersonalToken',
  'DELETE /api/careline/me/tokens/:id': 'revokeCarelinePersonalToken',
  'GET /api/careline/staff': 'listCarelineStaff',
  'POST /api/careline/staff': 'inviteCarelineStaff',
  'PUT /api/careline/staff/:id/role': 'changeCarelineStaffRole',
  'POST /api/careline/staff/:id/deactivate': 'deactivateCarelineStaff',
  'POST /api/careline/staff/:id/reset-sign-in': 'resetCarelineStaffSignIn',
  'POST /api/careline/staff/:id/reactivate': 'reactivateCarelineStaff',
  // The careline's operator API
  'POST /api/ops/workshops/:workshopId/key': 'opsIssueWorkshopKey',
  'POST /api/ops/workshops/:workshopId/owner': 'opsCreateWorkshopOwner',
  'GET /api/ops/workshops': 'opsListWorkshops',
  'POST /api/ops/workshops': 'opsAddWorkshop',
  'POST /api/ops/workshops/:workshopId/cease': 'opsCeaseWorkshop',
  'GET /api/ops/services': 'opsListServices',
  'POST /api/ops/services/:code/verify': 'opsVerifyService',
  'POST /api/ops/services/:code/reject': 'opsRejectService',
  'POST /api/ops/members/:mobile/vehicle-allowance': 'opsAllowMoreVehicles',
  'DELETE /api/ops/members/:mobile': 'opsEraseMember',
  'GET /api/ops/members/:mobile/export': 'opsExportMember',
  'POST /api/ops/backup': 'opsBackup',
  'POST /api/ops/campaign-cny/pins': 'opsLoadFestivePins',
  'GET /api/ops/campaign-cny/waiting': 'opsListFestiveWaiting',
  'GET /api/ops/audit': 'opsListAudit',
  // The careline console: a member's case, its actions, the pending queue, the audit log as CSV
  'GET /api/ops/members': 'opsFindMembers',
  'GET /api/ops/members/:mobile/case': 'opsOpenMemberCase',
  'POST /api/ops/members/:mobile/mobile-number': 'opsChangeMobileNumber',
  'POST /api/ops/members/:mobile/mobile-number/confirm': 'opsConfirmMobileNumber',
  'POST /api/ops/members/:mobile/plate-release': 'opsReleasePlate',
  'POST /api/ops/support-replays': 'opsOpenSupportReplay',
  'GET /api/ops/services/:code/receipt': 'opsGetServiceReceipt',
  'GET /api/ops/pending-services': 'opsListPendingServices',
  'GET /api/ops/audit/csv': 'opsDownloadAudit',
  'GET /api/ops/flagged': 'opsListFlagged',
  'POST /api/ops/flagged/:id/clear': 'opsClearFlag',
  'GET /api/ops/reports/services': 'opsReportServices',
  'GET /api/ops/reports/workshops': 'opsReportWorkshops',
  'GET /api/ops/reports/free-bottles': 'opsReportFreeBottles',
  'GET /api/ops/reports/referral-rewards': 'opsReportReferralRewards',
  'GET /api/ops/reports/festive-entries': 'opsReportFestiveEntries',
  'GET /api/ops/reports/pin-stock': 'opsReportPinStock',
};

/**
 * Routes the server answers that are not part of the API, so not in the document: the web app's
 * pages and files, the documentation page, and what load balancers and Prometheus read (their
 * paths are in the README). Each is a route pattern, or a prefix ending in '/'.
 */
export const UNLISTED: Record<string, string> = {
  '/*': "The web app's pages and files",
  [serverPaths.docs]: 'This document as a page',
  [`${serverPaths.docs}/`]: "The documentation page's scripts, styles and copies of the document",
  [probePaths.healthz]: `A probe alias of ${serverPaths.health}`,
  [probePaths.livez]: `A probe alias of ${serverPaths.health}`,
  [probePaths.readyz]: `A probe alias of ${serverPaths.ready}`,
  [probePaths.metrics]: 'Prometheus metrics, in its text format, for the metrics scraper',
};

/**
 * The file parts of multipart bodies, by operation: the route reads them from the stream itself, so
 * its schema (`config.multipartBody`) names only the text fields. `format: binary` is what client
 * generators read as a file (see integrators/generate.ts).
 */
export const UPLOADS: Record<string, Record<string, { type: 'string'; format: 'binary'; description: string }>> = {
  'POST /api/service': {
    [RECEIPT_FIELD]: {
      type: 'string',
      format: 'binary',
      description: `The receipt: ${RECEIPT_TYPES.join(', ')}, under ${RECEIPT_MAX_BYTES / 1024} KB`,
    },
  },
};

export function isUnlisted(url: string): boolean {
  return Object.keys(UNLISTED).some((pattern) => url === pattern || (pattern.endsWith('/') && url.startsWith(pattern)));
}

/** The key of a route in OPERATION_IDS: 'POST /api/workshop/service/:code/verify'. */
export function operationKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}
