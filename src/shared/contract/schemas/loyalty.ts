/** Schemas of the loyalty calls: vehicles, cycles, services, the workshop and operator APIs, inbox, locator. */
import { Type } from '@sinclair/typebox';
import { serviceFields, VEHICLE_NAME_MAX_LENGTH, vehicleFields } from '../../rules/forms';
import { OIL_CODE_MAX_LENGTH, SUBMISSION_ID_MAX_LENGTH, SUBMISSION_ID_PATTERN } from '../../rules/service';
import { VEHICLE_YEAR_DIGITS } from '../../rules/vehicle';
import { REJECT_REASON_MAX_LENGTH } from '../../rules/workshop';
import { Day, Enum, Instant, Nullable, RuledText, RuledTextOr, Text, TextOr } from './fields';

const serviceStatus = Enum([0, 1, 2, 3] as const, '0 pending, 1 verified, 2 rejected, 3 archived');
const totalBottle = Enum([1, 2] as const);

export const NullableDate = Type.Object({ Valid: Type.Boolean(), Time: Type.String({ description: "'YYYY-MM-DD'; '0001-01-01' when not Valid" }) });

export const Service = Type.Object(
  {
    guid: Type.String(),
    status: serviceStatus,
    created_date: Instant('Instant of submission: the service date'),
    verified_date: Nullable(Instant('Instant the workshop (or an operator) verified it')),
    current_mileage: Type.Number(),
    next_mileage: Type.Number(),
    next_service_date: Day(),
    transaction_code: Type.String({ description: '10 upper-case letters and digits; the QR code encodes it' }),
    oil_name: Type.String(),
    oil_img: Type.String(),
    OilCode: Type.String(),
    receipt_img: Type.String({ description: 'URL of the receipt route, relative to the API host' }),
    reject_reason: Type.String(),
    free_oil: Type.Boolean({ description: "True for the cycle's free bottle" }),
    total_bottle: totalBottle,
    workshop_id: Type.String(),
    workshop_name: Type.String(),
    campaign_status: Enum([0, 1] as const, '1 when the service falls in an active campaign'),
    cycle_guid: Type.String(),
  },
  { additionalProperties: true },
);

export const Vehicle = Type.Object(
  {
    guid: Type.String(),
    cycle_guid: Nullable(Type.String({ description: 'The active cycle; null when there is none' })),
    model_brand: Type.String(),
    model_name: Type.String(),
    plate_number: Type.String(),
    year_manufactured: Type.String({ description: "'' when not given" }),
    workshop_id: Type.String(),
    workshop_name: Type.String(),
    oil: Type.String(),
    oil_code: Type.String(),
    cycle_oil_type: Enum([0, 3, 4] as const, 'Bottles needed before the free one; 0: no active cycle'),
    free_oil: Type.Array(Type.String(), { description: 'Codes of the variants the member may take as the free bottle' }),
    paid_bottles: Type.Number(),
    next_mileage: Type.Number(),
    next_service_date: Day(),
    services: Type.Array(Service),
    start_date: NullableDate,
    expiry_date: NullableDate,
    cycle_start_date: Day(),
    cycle_expiry_date: Day(),
  },
  { additionalProperties: true },
);

export const Cycle = Type.Object(
  {
    guid: Type.String(),
    created_date: Instant(),
    status: Enum([0, 1, 2] as const, '0 active, 1 closed, 2 void'),
    workshop_id: Type.String(),
    workshop_name: Type.String(),
    cycle_oil_type: Enum([3, 4] as const),
    closed_date: Nullable(Instant()),
  },
  { additionalProperties: true },
);

export const Notification = Type.Object(
  { id: Type.Number(), subject: Type.String(), message: Type.String(), created_date: Instant(), is_read: Type.Boolean(), sender: Type.String() },
  { additionalProperties: true },
);

export const Workshop = Type.Object(
  {
    id: Type.Number(),
    workshop_id: Type.String(),
    workshop_name: Type.String(),
    workshop_address: Type.String(),
    latitude: Type.String({ description: "Decimal string; '' when unknown" }),
    longitude: Type.String({ description: "Decimal string; '' when unknown" }),
    mobile_number: Type.String(),
    tqac_workshop: Type.Boolean(),
  },
  { additionalProperties: true },
);

export const LoyaltyResult = Type.Object(
  { vehicles: Type.Array(Vehicle), max_vehicles: Type.Number({ description: 'How many vehicles this member may hold' }) },
  { additionalProperties: true },
);

export const AddVehicleRequest = Type.Object({
  model_brand: RuledText(VEHICLE_NAME_MAX_LENGTH),
  model_name: RuledText(VEHICLE_NAME_MAX_LENGTH),
  plate_number: RuledText(vehicleFields.plate_number, { description: 'Stored upper-case without spaces' }),
  year_manufactured: RuledTextOr('number', VEHICLE_YEAR_DIGITS, "'' or a year from the offered list"),
  mileage: TextOr('number', 16, 'The web app always sends 0'),
});

export const InitialValidateRequest = Type.Object({
  workshop_id: RuledText(serviceFields.workshop_id),
  mileage: RuledTextOr('number', serviceFields.current_mileage),
  cycle_guid: Text(64, { description: "The active cycle; '' when the vehicle has none" }),
  vehicle_guid: Type.Optional(Text(64, { description: "The car the rules apply to; without it, the cycle's car" })),
});

/** The text fields of the multipart POST /api/service; the file is `receipt_img`. */
export const SubmitServiceFields = Type.Object({
  vehicle_guid: Text(64),
  current_mileage: RuledTextOr('number', serviceFields.current_mileage),
  workshop_id: RuledText(serviceFields.workshop_id, { description: 'The workshop the member typed' }),
  new_workshop_id: Type.Optional(RuledText(serviceFields.new_workshop_id, { description: "Set after a 410: replaces the ceased workshop_id; '' otherwise" })),
  oil: RuledText(OIL_CODE_MAX_LENGTH, { description: 'Catalogue code of the variant' }),
  total_bottle: Type.Unsafe<1 | 2 | '1' | '2'>({ type: ['string', 'number'], enum: [1, 2, '1', '2'] }),
  submission_id: Type.Optional(Text(SUBMISSION_ID_MAX_LENGTH, { description: 'A UUID per wizard run: a retry answers the first result', pattern: SUBMISSION_ID_PATTERN.source })),
});

export const SubmitServiceResult = Type.Object(
  { guid: Type.String(), transaction_code: Type.String(), oil_name: Type.String(), service_date: Instant(), free_oil: Type.Boolean() },
  { additionalProperties: true },
);

export const ServiceCheckResult = Nullable(
  Type.Object({
    free_oil: Type.Array(Type.String(), { description: "Display names, joined by ' OR ' in the popup" }),
    free_oil_codes: Type.Array(Type.String()),
  }),
);

export const CheckWorkshopResult = Type.Object({ workshop_id: Type.String(), workshop_name: Type.String() });

export const WorkshopServiceView = Type.Object(
  {
    transaction_code: Type.String(),
    status: serviceStatus,
    created_date: Instant(),
    verified_date: Nullable(Instant()),
    workshop_id: Type.String(),
    plate_number: Type.String(),
    model_brand: Type.String(),
    model_name: Type.String(),
    mobile_number: Type.String(),
    current_mileage: Type.Number(),
    OilCode: Type.String(),
    oil_name: Type.String(),
    total_bottle: totalBottle,
    free_oil: Type.Boolean(),
    reject_reason: Type.String(),
    receipt_img: Type.String({ description: "URL of the workshop's receipt route" }),
  },
  { additionalProperties: true },
);

export const VerifyServiceResult = Type.Object(
  {
    service: WorkshopServiceView,
    free_oil: Nullable(Type.Array(Type.String(), { description: 'Codes of the free-bottle choices this verification made owed' })),
    cycle_closed: Type.Boolean(),
  },
  { additionalProperties: true },
);

export const RejectServiceRequest = Type.Object({ reason: RuledText(REJECT_REASON_MAX_LENGTH) });
export const OpsWorkshopKeyResult = Type.Object({ key: Type.String({ description: 'Shown once; the old key stops working' }) });
export const OpsVehicleAllowanceRequest = Type.Object({ max_vehicles: TextOr('number', 8, '4 or more') });
export const OpsVehicleAllowanceResult = Type.Object({ max_vehicles: Type.Number() });
export const OpsServicesQuery = Type.Object({ status: Type.Optional(Text(4, { description: 'A service status (0 to 3); without it, every status' })) });

export const GuidParams = Type.Object({ guid: Type.String() });
export const CodeParams = Type.Object({ code: Type.String({ description: 'The transaction code' }) });
export const WorkshopIdParams = Type.Object({ id: Type.String({ description: 'The workshop ID' }) });
export const OpsWorkshopParams = Type.Object({ workshopId: Type.String() });
export const MobileParams = Type.Object({ mobile: Type.String({ description: "The member's mobile number" }) });
