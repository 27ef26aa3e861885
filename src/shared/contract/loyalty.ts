/**
 * Loyalty calls of spec section 7 and the entities of section 3 (domain.md 'Vehicles' to 'Inbox'):
 * vehicles, cycles, services, the workshop and operator APIs, notifications and the locator.
 * Field names are the spec's, including its casing (`OilCode`) and the path `intial-validate`.
 *
 * Dates: a calendar day is 'YYYY-MM-DD' in Malaysia time, with '0001-01-01' meaning none; an
 * instant (`created_date`, `verified_date`) is an ISO 8601 UTC string ('2025-06-14T03:20:00.000Z').
 * Oil variants travel as catalogue codes (`src/shared/catalogue/oils.ts`) unless a field says name.
 */
import type { Static } from '@sinclair/typebox';
import type * as S from './schemas/loyalty';
import { displayDay } from '../rules/dates';

export const loyaltyPaths = {
  loyalty: '/api/loyalty',
  vehicle: '/api/vehicle',
  vehicleCycles: (vehicleGuid: string) => `/api/vehicle/${encodeURIComponent(vehicleGuid)}/cycles`,
  cycleServices: (cycleGuid: string) => `/api/cycle/${encodeURIComponent(cycleGuid)}/services`,
  checkWorkshop: (workshopId: string) => `/api/service/check_workshop/${encodeURIComponent(workshopId)}`,
  // The misspelling is the original product's; kept so either side can talk to the original.
  initialValidate: '/api/service/intial-validate',
  service: '/api/service',
  serviceCheck: (transactionCode: string) => `/api/service/check/${encodeURIComponent(transactionCode)}`,
  /** The receipt file, answered only to the member who owns the service. */
  serviceReceipt: (transactionCode: string) => `/api/service/${encodeURIComponent(transactionCode)}/receipt`,
  notifications: '/api/user/notifications',
  readAllNotifications: '/api/notification/read_all',
  activeWorkshops: '/api/workshop/active',

  // Workshop app API, header `X-Workshop-Key`; a workshop acts only on its own services.
  workshopService: (transactionCode: string) => `/api/workshop/service/${encodeURIComponent(transactionCode)}`,
  workshopServiceReceipt: (transactionCode: string) =>
    `/api/workshop/service/${encodeURIComponent(transactionCode)}/receipt`,
  workshopVerify: (transactionCode: string) => `/api/workshop/service/${encodeURIComponent(transactionCode)}/verify`,
  workshopReject: (transactionCode: string) => `/api/workshop/service/${encodeURIComponent(transactionCode)}/reject`,

  // Operator (careline) API, header `X-Ops-Token`; every call 404s when OPS_TOKEN is unset.
  opsWorkshopKey: (workshopId: string) => `/api/ops/workshops/${encodeURIComponent(workshopId)}/key`,
  /** Takes the query `?status=0` (a ServiceStatus); without it, every status. */
  opsServices: '/api/ops/services',
  opsVerifyService: (transactionCode: string) => `/api/ops/services/${encodeURIComponent(transactionCode)}/verify`,
  opsRejectService: (transactionCode: string) => `/api/ops/services/${encodeURIComponent(transactionCode)}/reject`,
  opsVehicleAllowance: (mobileNumber: string) =>
    `/api/ops/members/${encodeURIComponent(mobileNumber)}/vehicle-allowance`,
  /** DELETE: PDPA removal. */
  opsMember: (mobileNumber: string) => `/api/ops/members/${encodeURIComponent(mobileNumber)}`,
  /** A zip of everything the programme holds about the member (PDPA access request). */
  opsMemberExport: (mobileNumber: string) => `/api/ops/members/${encodeURIComponent(mobileNumber)}/export`,
  /** POST: a gzipped tar of the embedded database; refused on PostgreSQL (pg_dump is its tool). */
  opsBackup: '/api/ops/backup',
  /** The audit log, newest first: see contract/audit.ts. */
  opsAudit: '/api/ops/audit',
} as const;

export const WORKSHOP_KEY_HEADER = 'X-Workshop-Key';
export const OPS_TOKEN_HEADER = 'X-Ops-Token';
/** Optional: the operator's name for the audit log ('ops' when absent). */
export const OPS_ACTOR_HEADER = 'X-Ops-Actor';

export const ServiceStatus = { Pending: 0, Verified: 1, Rejected: 2, Archived: 3 } as const;
export type ServiceStatusCode = (typeof ServiceStatus)[keyof typeof ServiceStatus];

/** 1 closed with at least one verified service (listed in history); 2 void, closed without one (hidden). */
export const CycleStatus = { Active: 0, Closed: 1, Void: 2 } as const;
export type CycleStatusCode = (typeof CycleStatus)[keyof typeof CycleStatus];

/** Bottles needed before the free one; 0 means the vehicle has no active cycle. */
export type CycleOilType = 0 | 3 | 4;

/** Go's nullable time as the original API sent it. `Time` is 'YYYY-MM-DD'; '0001-01-01' when not Valid. */
export type NullableDate = Static<typeof S.NullableDate>;

export type Service = Static<typeof S.Service>;

export type Vehicle = Static<typeof S.Vehicle>;

export type Cycle = Static<typeof S.Cycle>;

export type Notification = Static<typeof S.Notification>;

/** A locator entry. Latitude and longitude are decimal strings ('' when unknown). */
export type Workshop = Static<typeof S.Workshop>;

/** `result` of GET /api/loyalty. */
export type LoyaltyResult = Static<typeof S.LoyaltyResult>;

/** The home page's 'next service' line: the vehicle due soonest. */
export interface NextService {
  plate_number: string;
  next_mileage: number;
  next_service_date: string;
}

/** POST /api/vehicle; answers the new Vehicle. */
export type AddVehicleRequest = Static<typeof S.AddVehicleRequest>;

/**
 * POST /api/service/intial-validate. Answers 200 (result null), 404, 410 or 500 with
 * a `loyaltyErrors` text; see `decideInitialValidation` in `src/shared/loyalty/submission.ts`.
 */
export type InitialValidateRequest = Static<typeof S.InitialValidateRequest>;

/**
 * POST /api/service, multipart: these text fields plus the file field `receipt_img`
 * (JPEG, PNG or PDF by content, under 10,000 KB).
 */
export type SubmitServiceFields = Static<typeof S.SubmitServiceFields>;

export const RECEIPT_FIELD = 'receipt_img';

export type SubmitServiceResult = Static<typeof S.SubmitServiceResult>;

/**
 * `result` of GET /api/service/check/{code} with status 200 (verified). Null, or when this
 * verification made a free bottle owed, the variants to choose from (any one of them).
 * Status 202 while pending, 403 rejected, 410 archived, 404 not the member's.
 */
export type ServiceCheckResult = Static<typeof S.ServiceCheckResult>;

/** `result` of GET /api/service/check_workshop/{id} with 200; 404 unknown or ceased. */
export type CheckWorkshopResult = Static<typeof S.CheckWorkshopResult>;

/** What the workshop app and the operators see of a service. */
export type WorkshopServiceView = Static<typeof S.WorkshopServiceView>;

/** Answer of verify (workshop and operator): the updated service and what it earned. */
export type VerifyServiceResult = Static<typeof S.VerifyServiceResult>;

export type RejectServiceRequest = Static<typeof S.RejectServiceRequest>;

export type OpsWorkshopKeyResult = Static<typeof S.OpsWorkshopKeyResult>;


export type OpsVehicleAllowanceRequest = Static<typeof S.OpsVehicleAllowanceRequest>;

export const CARELINE = '1-800-88-1234';

/** The expired-programme refusal; `{{date}}` is the expiry day as 'DD/MM/YYYY'. */
export const PROGRAMME_EXPIRED =
  'The loyalty programme for this vehicle expired on {{date}}. New services can no longer be submitted.';

/**
 * The error texts the server sends, in English; `src/shared/serverTexts` holds them in every
 * language, and the server answers in the caller's.
 */
export const loyaltyErrors = {
  plateTaken: 'This plate number is already registered',
  vehicleLimit: `You have reached the maximum of 4 vehicles. Please contact our careline at ${CARELINE} to add more.`,
  vehicleNotFound: 'Vehicle not found',
  cycleNotFound: 'Service cycle not found',
  serviceNotFound: 'Service not found',

  workshopInvalid: 'Please enter a valid workshop ID!',
  workshopCeased: 'This workshop is no longer part of the programme. Please insert a new Workshop ID.',
  mileageLower: 'The current mileage cannot be lower than the mileage of your last service.',
  mileageBelowRegistered: 'The current mileage cannot be lower than the mileage your vehicle was registered with.',
  tooSoon: 'Your last oil change was 30 days ago or less. Please submit your next service after 30 days.',
  dailyLimit: 'A vehicle can only be serviced with a maximum of 2 bottles per day.',
  programmeExpired: (expiryDay: string) => PROGRAMME_EXPIRED.replace('{{date}}', displayDay(expiryDay)),
  /** Matches any `programmeExpired(...)` text. */
  programmeExpiredPattern: /^The loyalty programme for this vehicle expired on \d{2}\/\d{2}\/\d{4}\./,

  oilRequired: 'Please select the product to proceed.',
  quantityRequired: 'Please select the quantity to proceed.',
  freeOilVariant: 'Your free bottle must be one of the lowest oil variants bought in this cycle.',
  freeOilQuantity: 'The free bottle is limited to 1 bottle.',
  quantityOverSlots: 'The quantity is more than the bottles left before your free bottle.',
  awaitingVerification:
    'Your previous service is still waiting for the workshop to verify it. Please try again once it is verified.',

  receiptRequired: 'Please upload your receipt',
  receiptInvalid:
    'Please ensure your receipt format is in JPEG, PNG or PDF and the file size DOES NOT exceed 10 MB',
  receiptDuplicate: 'This receipt has already been submitted.',
  /** 409: the submission_id of a service already submitted for another of the member's cars. */
  submissionOtherVehicle: 'This submission was already made for another vehicle. Please start a new service submission.',

  serviceNotPending: 'This service is no longer pending',
  rejectReasonRequired: 'Please give a reason for the rejection',
  workshopKeyInvalid: 'Invalid workshop key',
  /** The reject reason written when the 5-day window passes. */
  verificationExpired: 'Not verified by the workshop within 5 days',
} as const;
