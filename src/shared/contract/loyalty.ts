/**
 * Loyalty calls of spec section 7 and the entities of section 3 (domain.md 'Vehicles' to 'Inbox'):
 * vehicles, cycles, services, the workshop and operator APIs, notifications and the locator.
 * Field names are the spec's, including its casing (`OilCode`) and the path `intial-validate`.
 *
 * Dates: a calendar day is 'YYYY-MM-DD' in Malaysia time, with '0001-01-01' meaning none; an
 * instant (`created_date`, `verified_date`) is an ISO 8601 UTC string ('2025-06-14T03:20:00.000Z').
 * Oil variants travel as catalogue codes (`src/shared/catalogue/oils.ts`) unless a field says name.
 */

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
  opsMemberMobile: (mobileNumber: string) => `/api/ops/members/${encodeURIComponent(mobileNumber)}/mobile-number`,
  opsVehicleAllowance: (mobileNumber: string) =>
    `/api/ops/members/${encodeURIComponent(mobileNumber)}/vehicle-allowance`,
  /** DELETE: PDPA removal. */
  opsMember: (mobileNumber: string) => `/api/ops/members/${encodeURIComponent(mobileNumber)}`,
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
export interface NullableDate {
  Valid: boolean;
  Time: string;
}

export interface Service {
  guid: string;
  status: ServiceStatusCode;
  /** Instant of submission: the service date the rules and the summary use. */
  created_date: string;
  /** Instant the workshop (or an operator) verified it; null until then. */
  verified_date: string | null;
  current_mileage: number;
  /** Recommended next service after this one, by its cycle's size. */
  next_mileage: number;
  next_service_date: string;
  /** 10 upper-case letters and digits; the QR code encodes it. */
  transaction_code: string;
  /** The variant's display name. */
  oil_name: string;
  /** The catalogue image file name of the variant (`Oil.image`). */
  oil_img: string;
  OilCode: string;
  /** URL of the receipt route (`loyaltyPaths.serviceReceipt`), relative to the API host. */
  receipt_img: string;
  /** Set when rejected; '' otherwise. */
  reject_reason: string;
  /** True for the cycle's free bottle. */
  free_oil: boolean;
  total_bottle: 1 | 2;
  workshop_id: string;
  workshop_name: string;
  /** 1 when the service falls in an active campaign (the festive campaign form may be offered). */
  campaign_status: 0 | 1;
  cycle_guid: string;
}

export interface Vehicle {
  guid: string;
  /** The active cycle; null when there is none (cycle_oil_type 0). */
  cycle_guid: string | null;
  model_brand: string;
  model_name: string;
  plate_number: string;
  /** '' when not given. */
  year_manufactured: string;
  /** The active cycle's workshop, else the last workshop serviced at, else ''. */
  workshop_id: string;
  workshop_name: string;
  /** Display name of the latest service's variant not rejected (any cycle); '' when none. */
  oil: string;
  oil_code: string;
  cycle_oil_type: CycleOilType;
  /** Codes of the variants the member may take as the free bottle; empty when none is owed. */
  free_oil: string[];
  /** Verified paid bottles in the active cycle (what fills the bottle row). */
  paid_bottles: number;
  /** From the last verified service; 0 when none. */
  next_mileage: number;
  /** From the last verified service; '0001-01-01' when none. */
  next_service_date: string;
  /** The active cycle's services of status 0, 1 and 2, newest first. */
  services: Service[];
  /** Programme start: the day of the vehicle's first verified service. */
  start_date: NullableDate;
  /** Programme expiry: start + 36 months; submissions are accepted through this day. */
  expiry_date: NullableDate;
  /** Day of the active cycle's first service; '0001-01-01' when none. */
  cycle_start_date: string;
  /** The programme expiry again (the cycle cannot outlive it); '0001-01-01' when none. */
  cycle_expiry_date: string;
}

export interface Cycle {
  guid: string;
  created_date: string;
  status: CycleStatusCode;
  workshop_id: string;
  workshop_name: string;
  cycle_oil_type: 3 | 4;
  /** Instant it closed; null while active. */
  closed_date: string | null;
}

export interface Notification {
  id: number;
  subject: string;
  message: string;
  created_date: string;
  is_read: boolean;
  /** Who it is from as the inbox card shows it, e.g. the programme's name. */
  sender: string;
}

/** A locator entry. Latitude and longitude are decimal strings ('' when unknown). */
export interface Workshop {
  id: number;
  workshop_id: string;
  workshop_name: string;
  workshop_address: string;
  latitude: string;
  longitude: string;
  mobile_number: string;
  tqac_workshop: boolean;
}

/** `result` of GET /api/loyalty. */
export interface LoyaltyResult {
  vehicles: Vehicle[];
  /** How many vehicles this member may hold (4 unless the careline allowed more). */
  max_vehicles: number;
}

/** The home page's 'next service' line: the vehicle due soonest. */
export interface NextService {
  plate_number: string;
  next_mileage: number;
  next_service_date: string;
}

/** POST /api/vehicle; answers the new Vehicle. */
export interface AddVehicleRequest {
  model_brand: string;
  model_name: string;
  /** Stored upper-case without spaces. */
  plate_number: string;
  /** '' or a year from the offered list. */
  year_manufactured: string | number;
  /** The web app always sends 0. */
  mileage: string | number;
}

/**
 * POST /api/service/intial-validate. Answers 200 (result null), 404, 410 or 500 with
 * a `loyaltyErrors` text; see `decideInitialValidation` in `src/shared/loyalty/submission.ts`.
 */
export interface InitialValidateRequest {
  workshop_id: string;
  mileage: string | number;
  /** The active cycle; '' when the vehicle has none. */
  cycle_guid: string;
  /**
   * Added to the spec's fields: with no cycle the server cannot otherwise tell which car the
   * mileage, 30-day, daily and expiry rules apply to. Without it the server uses the cycle's car.
   */
  vehicle_guid?: string;
}

/**
 * POST /api/service, multipart: these text fields plus the file field `receipt_img`
 * (JPEG, PNG or PDF by content, under 10,000 KB).
 */
export interface SubmitServiceFields {
  vehicle_guid: string;
  current_mileage: string | number;
  /** The workshop the member typed (the prefilled cycle workshop, or another one). */
  workshop_id: string;
  /** Set after a 410: replaces the ceased `workshop_id`; '' otherwise. */
  new_workshop_id?: string;
  /** Catalogue code of the variant. */
  oil: string;
  total_bottle: 1 | 2 | '1' | '2';
  /**
   * A UUID the web app makes once per wizard run: a retried or double-clicked submission with the
   * same id answers the first one's result instead of creating a second service.
   */
  submission_id?: string;
}

export const RECEIPT_FIELD = 'receipt_img';

export interface SubmitServiceResult {
  guid: string;
  transaction_code: string;
  oil_name: string;
  /** The service's `created_date`. */
  service_date: string;
  free_oil: boolean;
}

/**
 * `result` of GET /api/service/check/{code} with status 200 (verified). Null, or when this
 * verification made a free bottle owed, the variants to choose from (any one of them).
 * Status 202 while pending, 403 rejected, 410 archived, 404 not the member's.
 */
export type ServiceCheckResult = null | {
  /** Display names, to be joined by ' OR ' in the popup. */
  free_oil: string[];
  /** The same variants as catalogue codes. */
  free_oil_codes: string[];
};

/** `result` of GET /api/service/check_workshop/{id} with 200; 404 unknown or ceased. */
export interface CheckWorkshopResult {
  workshop_id: string;
  workshop_name: string;
}

/** What the workshop app and the operators see of a service. */
export interface WorkshopServiceView {
  transaction_code: string;
  status: ServiceStatusCode;
  created_date: string;
  verified_date: string | null;
  workshop_id: string;
  plate_number: string;
  model_brand: string;
  model_name: string;
  /** The member's mobile number, as shown on the member's step-4 summary. */
  mobile_number: string;
  current_mileage: number;
  OilCode: string;
  oil_name: string;
  total_bottle: 1 | 2;
  free_oil: boolean;
  reject_reason: string;
  /** URL of the workshop's receipt route. */
  receipt_img: string;
}

/** Answer of verify (workshop and operator): the updated service and what it earned. */
export interface VerifyServiceResult {
  service: WorkshopServiceView;
  /** Codes of the free-bottle choices when this verification made one owed; null otherwise. */
  free_oil: string[] | null;
  cycle_closed: boolean;
}

export interface RejectServiceRequest {
  reason: string;
}

export interface OpsWorkshopKeyResult {
  key: string;
}

export interface OpsMobileNumberRequest {
  /** The new number, digits with country code. */
  mobile_number: string;
}

export interface OpsVehicleAllowanceRequest {
  /** 4 or more. */
  max_vehicles: number;
}

export const CARELINE = '1-800-88-1234';

/** Day as the member reads it: 'YYYY-MM-DD' becomes 'DD/MM/YYYY'. */
function displayDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${day}/${month}/${year}`;
}

/** The error texts the server sends and the web app matches, the same on both sides. */
export const loyaltyErrors = {
  plateTaken: 'This plate number is already registered',
  vehicleLimit: `You have reached the maximum of 4 vehicles. Please contact our careline at ${CARELINE} to add more.`,
  vehicleNotFound: 'Vehicle not found',
  cycleNotFound: 'Service cycle not found',
  serviceNotFound: 'Service not found',

  workshopInvalid: 'Please enter a valid workshop ID!',
  workshopCeased: 'This workshop is no longer part of the programme. Please insert a new Workshop ID.',
  mileageLower: 'The current mileage cannot be lower than the mileage of your last service.',
  tooSoon: 'Your last oil change was 30 days ago or less. Please submit your next service after 30 days.',
  dailyLimit: 'A vehicle can only be serviced with a maximum of 2 bottles per day.',
  programmeExpired: (expiryDay: string) =>
    `The loyalty programme for this vehicle expired on ${displayDay(expiryDay)}. ` +
    'New services can no longer be submitted.',
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

  notYourWorkshop: 'This service was not submitted to your workshop',
  serviceNotPending: 'This service is no longer pending',
  rejectReasonRequired: 'Please give a reason for the rejection',
  workshopKeyInvalid: 'Invalid workshop key',
  /** The reject reason written when the 5-day window passes. */
  verificationExpired: 'Not verified by the workshop within 5 days',
} as const;
