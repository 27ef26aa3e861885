import type { TObject } from '@sinclair/typebox';
import {
  checkFields,
  festiveFields,
  profileDetailsFields,
  registerFields,
  resetPasswordFields,
  rewardDetailsFields,
  serviceFields,
  vehicleFields,
  type FieldMap,
} from '../../rules';
import { RegisterRequest, ResetPasswordRequest, UpdateProfileRequest } from './accounts';
import { CampaignProfileRequest, FestiveSubmitRequest } from './campaigns';
import { LENGTH_BY_RULES } from './fields';
import { AddVehicleRequest, InitialValidateRequest, SubmitServiceFields } from './loyalty';

type Property = { maxLength?: number; [LENGTH_BY_RULES]?: true };
const propertiesOf = (schema: TObject) => schema.properties as Record<string, Property>;

/** Each request beside the form it carries, and the fields whose length the form only limits as the member types. */
const forms: [string, TObject, FieldMap<object>, string[]][] = [
  ['registration', RegisterRequest, registerFields, []],
  ['the reset', ResetPasswordRequest, resetPasswordFields, []],
  ['the profile edit', UpdateProfileRequest, profileDetailsFields, []],
  ['the reward claim', CampaignProfileRequest, rewardDetailsFields, []],
  // The e-wallet field stops the typing at 11 digits; the rule takes up to 13.
  ['the festive entry', FestiveSubmitRequest, festiveFields, ['mobile_no']],
  ['the submission', SubmitServiceFields, serviceFields, []],
  ['the new vehicle', AddVehicleRequest, vehicleFields, []],
];

describe("the contract's limits", () => {
  it.each(forms)("are the field map's for %s, and left to its rules", (_name, schema, map, typingOnly) => {
    const shared = Object.entries(map as Record<string, { maxLength?: number }>).filter(
      ([field, rules]) => rules.maxLength !== undefined && field in propertiesOf(schema) && !typingOnly.includes(field),
    );
    expect(shared.length).toBeGreaterThan(0);
    for (const [field, rules] of shared) {
      const property = propertiesOf(schema)[field];
      expect({ field, maxLength: property.maxLength, byRules: property[LENGTH_BY_RULES] }).toEqual({ field, maxLength: rules.maxLength, byRules: true });
    }
  });

  it('are what the rules refuse past, so a request the schema documents as too long is never stored', () => {
    const today = '2026-11-26';
    const profile = { fullname: 'Siti Aminah', birth_date: '1990-05-01', email: 'siti@example.com', address: '12 Jalan Ampang', state: 'Selangor', country: 'Malaysia', postal_code: '50450' };
    const longer = (field: keyof typeof profile, filler: string) => {
      const limit = propertiesOf(UpdateProfileRequest)[field].maxLength!;
      return checkFields(profileDetailsFields, { ...profile, [field]: filler.repeat(limit + 1).slice(0, limit + 1) }, today);
    };
    expect(checkFields(profileDetailsFields, profile, today)).toBeUndefined();
    expect(longer('fullname', 'Ab ')).toEqual({ key: 'fullnameNric' });
    expect(longer('state', 'Selangor ')).toEqual({ key: 'maxLength', values: { field: 'fieldState', max: propertiesOf(UpdateProfileRequest).state.maxLength } });
    expect(longer('postal_code', '5')).toMatchObject({ key: 'maxLength' });
    expect(longer('email', 'a')).toEqual({ key: 'emailInvalid' });
  });

  it('keep the limits no rule judges as checks', () => {
    expect(propertiesOf(InitialValidateRequest).cycle_guid[LENGTH_BY_RULES]).toBeUndefined();
    expect(propertiesOf(SubmitServiceFields).submission_id).toMatchObject({ maxLength: 64, pattern: expect.any(String) });
    expect(propertiesOf(RegisterRequest).password[LENGTH_BY_RULES]).toBeUndefined();
  });
});
