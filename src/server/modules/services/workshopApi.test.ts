import { createTestApp, type TestApp } from '../../testing/testApp';
import { createWorkshop } from '../../testing/workshops';
import { get, verifiedMember } from '../../testing/accounts';
import { addVehicle, asWorkshop, submitOk, workshopKey } from '../../testing/loyalty';
import { loyaltyErrors } from '../../../shared/contract/loyalty';

let t: TestApp;
let key: string;
let otherKey: string;
beforeAll(async () => {
  t = await createTestApp();
  await createWorkshop(t, { workshopId: 'TPK5001', tqac: true });
  await createWorkshop(t, { workshopId: 'TPK5002' });
  await createWorkshop(t, { workshopId: 'TSG2009', status: 'ceased' });
  key = await workshopKey(t, 'TPK5001');
  otherKey = await workshopKey(t, 'TPK5002');
});
afterAll(() => t.close());

async function pendingService() {
  const { mobile, tokens } = await verifiedMember(t);
  const car = await addVehicle(t, tokens.access_token, { plate_number: `ab ${Math.floor(Math.random() * 1e6)}` });
  const code = await submitOk(t, tokens.access_token, { vehicle_guid: car.guid, workshop_id: 'TPK5001', current_mileage: 42000, oil: 'QUARTZ8000GF60W20', total_bottle: 2 });
  return { mobile, token: tokens.access_token, car, code };
}

describe('the workshop API', () => {
  it('shows the workshop its service', async () => {
    const { mobile, car, code } = await pendingService();
    const res = await asWorkshop(t, key, 'GET', `/api/workshop/service/${code.toLowerCase()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({
      transaction_code: code,
      status: 0,
      created_date: t.clock.now().toISOString(),
      verified_date: null,
      workshop_id: 'TPK5001',
      plate_number: car.plate_number,
      model_brand: 'Perodua',
      model_name: 'Myvi',
      mobile_number: mobile,
      current_mileage: 42000,
      OilCode: 'QUARTZ8000GF60W20',
      oil_name: 'Quartz 8000 GF-6 0W-20',
      total_bottle: 2,
      free_oil: false,
      reject_reason: '',
      receipt_img: `/api/workshop/service/${code}/receipt`,
    });
  });

  it('refuses a missing or wrong key: 401', async () => {
    const { code } = await pendingService();
    for (const wrong of ['', 'wk_not-a-key', `${key}x`]) {
      const res = await asWorkshop(t, wrong, 'POST', `/api/workshop/service/${code}/verify`);
      expect(res.json()).toEqual({ status_code: 401, result: null, error: loyaltyErrors.workshopKeyInvalid });
    }
  });

  it('another workshop can neither see, verify nor reject the service, and is answered as for an unknown code: 404', async () => {
    const { token, code } = await pendingService();
    for (const [method, url, body] of [
      ['GET', `/api/workshop/service/${code}`, undefined],
      ['POST', `/api/workshop/service/${code}/verify`, undefined],
      ['POST', `/api/workshop/service/${code}/reject`, { reason: 'Not ours' }],
    ] as const) {
      const unknownUrl = url.replace(code, 'ZZZZZZZZZZ');
      const [theirs, unknown] = [await asWorkshop(t, otherKey, method, url, body), await asWorkshop(t, otherKey, method, unknownUrl, body)];
      expect(theirs.json()).toEqual({ status_code: 404, result: null, error: loyaltyErrors.serviceNotFound });
      expect({ status: theirs.statusCode, body: theirs.json() }).toEqual({ status: unknown.statusCode, body: unknown.json() });
    }
    expect((await get(t, `/api/service/check/${code}`, token)).statusCode).toBe(202);
  });

  it('a ceased workshop’s key stops working', async () => {
    const ceasedKey = await workshopKey(t, 'TSG2009');
    expect((await asWorkshop(t, ceasedKey, 'GET', '/api/workshop/service/AAAAAAAAAA')).statusCode).toBe(401);
  });

  it('an unknown service: 404', async () => {
    expect((await asWorkshop(t, key, 'GET', '/api/workshop/service/ZZZZZZZZZZ')).json().error).toBe(loyaltyErrors.serviceNotFound);
  });

  it('verifies once; a second decision answers 409', async () => {
    const { token, code } = await pendingService();
    const res = await asWorkshop(t, key, 'POST', `/api/workshop/service/${code}/verify`);
    expect(res.json().result).toMatchObject({ service: { status: 1, verified_date: t.clock.now().toISOString() }, free_oil: null, cycle_closed: false });
    expect((await asWorkshop(t, key, 'POST', `/api/workshop/service/${code}/verify`)).json()).toEqual({ status_code: 409, result: null, error: loyaltyErrors.serviceNotPending });
    expect((await asWorkshop(t, key, 'POST', `/api/workshop/service/${code}/reject`, { reason: 'late' })).statusCode).toBe(409);
    expect((await get(t, `/api/service/check/${code}`, token)).json()).toEqual({ status_code: 200, result: null, error: null });
  });

  it('rejects with a reason the member reads in the inbox', async () => {
    const { token, car, code } = await pendingService();
    const noReason = await asWorkshop(t, key, 'POST', `/api/workshop/service/${code}/reject`, { reason: '  ' });
    expect(noReason.json()).toEqual({ status_code: 400, result: null, error: loyaltyErrors.rejectReasonRequired });
    const res = await asWorkshop(t, key, 'POST', `/api/workshop/service/${code}/reject`, { reason: 'Oil on the receipt is a different brand' });
    expect(res.json().result).toMatchObject({ status: 2, reject_reason: 'Oil on the receipt is a different brand' });
    const check = await get(t, `/api/service/check/${code}`, token);
    expect(check.statusCode).toBe(403);
    const [latest] = (await get(t, '/api/user/notifications', token)).json().result;
    expect(latest).toMatchObject({ subject: 'Service not approved', is_read: false, sender: 'Quartz Loyalty Programme' });
    expect(latest.message).toContain(`Your service ${code} for vehicle ${car.plate_number} was not approved. Reason: Oil on the receipt is a different brand.`);
    const view = (await get(t, '/api/loyalty', token)).json().result.vehicles[0];
    expect(view.services[0]).toMatchObject({ status: 2, reject_reason: 'Oil on the receipt is a different brand' });
  });
});
