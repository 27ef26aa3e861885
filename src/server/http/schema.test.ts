import { UpdateProfileRequest } from '../../shared/contract/schemas/accounts';
import { SubmitServiceFields } from '../../shared/contract/schemas/loyalty';
import { compileFieldsCheck, lengthsLeftToRules } from './schema';

describe('validation of the contract schemas', () => {
  const checkProfile = compileFieldsCheck(UpdateProfileRequest);

  it("leaves a ruled text's length to its rule, whose message the member knows", () => {
    expect(checkProfile({ fullname: 'A'.repeat(300), birth_date: '1990-05-01', email: 'siti@example.com', state: 'x'.repeat(100) })).toBe(true);
  });

  it('checks every other limit as documented', () => {
    expect(checkProfile({ fullname: 'Siti', password: 'p'.repeat(257) })).toBe(false);
    expect(checkProfile.errors?.[0]).toMatchObject({ instancePath: '/password', keyword: 'maxLength' });
  });

  it('checks the multipart fields of a submission, types and patterns included', () => {
    const check = compileFieldsCheck(SubmitServiceFields);
    const fields = { vehicle_guid: crypto.randomUUID(), workshop_id: 'SG2009', current_mileage: '12000', oil: 'QUARTZ70005W30', total_bottle: '1' };
    expect(check({ ...fields, submission_id: crypto.randomUUID() })).toBe(true);
    expect(check({ ...fields, submission_id: 'a b' })).toBe(false);
    expect(check.errors?.[0]).toMatchObject({ instancePath: '/submission_id', keyword: 'pattern' });
    expect(check({ ...fields, total_bottle: '3' })).toBe(false);
  });

  it('keeps the documented limit in the schema the document is built from', () => {
    const validated = lengthsLeftToRules(UpdateProfileRequest) as typeof UpdateProfileRequest;
    expect(validated.properties.fullname.maxLength).toBeUndefined();
    expect(UpdateProfileRequest.properties.fullname.maxLength).toBe(60);
    expect(lengthsLeftToRules(SubmitServiceFields)).not.toBe(SubmitServiceFields);
  });
});
