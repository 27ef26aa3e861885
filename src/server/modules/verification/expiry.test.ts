import { createTestApp, type TestApp } from '../../testing/testApp';
import { createWorkshop } from '../../testing/workshops';
import { get, verifiedMember } from '../../testing/accounts';
import { addVehicle, freshToken, submitOk } from '../../testing/loyalty';
import { loyaltyErrors } from '../../../shared/contract/loyalty';
import { expirePendingServices, scheduleExpiry } from './expiry';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createWorkshop(t, { workshopId: 'T9999', tqac: true, listed: false });
});
afterAll(() => t.close());

it('rejects services still pending 5 days after submission, and tells the member', async () => {
  const { mobile, tokens } = await verifiedMember(t);
  const car = await addVehicle(t, tokens.access_token);
  const code = await submitOk(t, tokens.access_token, { vehicle_guid: car.guid, workshop_id: 'T9999', current_mileage: 100, oil: 'QUARTZ700010W40', total_bottle: 1 });

  t.clock.advance(5 * 24 * 60 * 60 * 1000 - 1);
  expect(await expirePendingServices(t.database.db, t.clock)).toBe(0);
  t.clock.advance(1);
  expect(await expirePendingServices(t.database.db, t.clock)).toBe(1);
  expect(await expirePendingServices(t.database.db, t.clock)).toBe(0);

  const token = await freshToken(t, mobile);
  const check = await get(t, `/api/service/check/${code}`, token);
  expect(check.json()).toEqual({ status_code: 403, result: null, error: loyaltyErrors.verificationExpired });
  const view = (await get(t, '/api/loyalty', token)).json().result.vehicles[0];
  expect(view.services[0]).toMatchObject({ status: 2, reject_reason: 'Not verified by the workshop within 5 days' });
  const [latest] = (await get(t, '/api/user/notifications', token)).json().result;
  expect(latest.message).toContain('Reason: Not verified by the workshop within 5 days.');
});

it('writes each rejection to the audit log as the system’s, at the time of the rejection', async () => {
  const { tokens } = await verifiedMember(t);
  const car = await addVehicle(t, tokens.access_token);
  const code = await submitOk(t, tokens.access_token, { vehicle_guid: car.guid, workshop_id: 'T9999', current_mileage: 200, oil: 'QUARTZ700010W40', total_bottle: 1 });
  t.clock.advance(5 * 24 * 60 * 60 * 1000);
  expect(await expirePendingServices(t.database.db, t.clock)).toBe(1);

  const entries = await t.database.db.selectFrom('audit_log').select(['actor', 'action', 'subject', 'details', 'created_at']).where('subject', '=', code).execute();
  expect(entries).toEqual([{ actor: 'system', action: 'service.rejected', subject: code, details: { reason: loyaltyErrors.verificationExpired }, created_at: t.clock.now() }]);
});

it('counts what each scheduled run rejects for /metrics, and stops after the run in progress', async () => {
  const { tokens } = await verifiedMember(t);
  for (const mileage of [300, 400]) {
    const car = await addVehicle(t, tokens.access_token);
    await submitOk(t, tokens.access_token, { vehicle_guid: car.guid, workshop_id: 'T9999', current_mileage: mileage, oil: 'QUARTZ700010W40', total_bottle: 1 });
  }
  t.clock.advance(5 * 24 * 60 * 60 * 1000);
  const counted: number[] = [];
  const job = scheduleExpiry(t.database.db, t.clock, 60, t.app.log, { servicesExpired: (count) => counted.push(count) });
  await job.stop();
  expect(counted).toEqual([2]);
});
