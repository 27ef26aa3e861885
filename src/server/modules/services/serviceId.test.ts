import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { createWorkshop } from '../../testing/workshops';
import { get, verifiedMember } from '../../testing/accounts';
import { addVehicle, asWorkshop, newPlate, submitOk, workshopKey } from '../../testing/loyalty';
import { loyaltyErrors, loyaltyPaths } from '../../../shared/contract/loyalty';
import { TRANSACTION_CODE_ALPHABET } from '../../../shared/rules';

let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await createTestApp();
  await createWorkshop(t, { workshopId: 'TSID001' });
  key = await workshopKey(t, 'TSID001');
});
afterAll(() => t.close());

async function pendingService() {
  const { tokens } = await verifiedMember(t);
  const car = await addVehicle(t, tokens.access_token, { plate_number: newPlate() });
  const code = await submitOk(t, tokens.access_token, { vehicle_guid: car.guid, workshop_id: 'TSID001', current_mileage: 42000, oil: 'QUARTZ8000GF60W20', total_bottle: 1 });
  return { token: tokens.access_token, code };
}

/** Gives a service a code of the kind issued before the look-alike-free alphabet. */
async function giveOlderCode(code: string, older: string) {
  await sql`UPDATE services SET transaction_code = ${older} WHERE transaction_code = ${code}`.execute(t.database.db);
}

describe('Service IDs', () => {
  it('are issued without look-alike letters: 10 characters of Crockford base 32', async () => {
    const codes = await Promise.all([pendingService(), pendingService(), pendingService()]);
    for (const { code } of codes) {
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
      expect([...code].every((ch) => TRANSACTION_CODE_ALPHABET.includes(ch))).toBe(true);
    }
  });

  it('are found however the workshop types them: any case, spaces and dashes', async () => {
    const { code } = await pendingService();
    const spaced = `${code.slice(0, 3)} ${code.slice(3, 6)}-${code.slice(6)}`.toLowerCase();
    const res = await asWorkshop(t, key, 'GET', `/api/workshop/service/${encodeURIComponent(spaced)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.transaction_code).toBe(code);
  });

  it('read O as zero and I or L as one, so an older code typed from the screen is found', async () => {
    const { token, code } = await pendingService();
    await giveOlderCode(code, 'O8TO4BTZRI');

    for (const typed of ['08T04BTZR1', 'o8t04-btzrl', '08T 04B TZRL']) {
      const seen = await asWorkshop(t, key, 'GET', `/api/workshop/service/${encodeURIComponent(typed)}`);
      expect(seen.json().result?.transaction_code).toBe('O8TO4BTZRI');
    }
    const polled = await get(t, `/api/service/check/08T04BTZR1`, token);
    expect(polled.statusCode).toBe(202);
    const receipt = await get(t, loyaltyPaths.serviceReceipt('08t04btzr1'), token);
    expect(receipt.statusCode).toBe(200);

    const verified = await asWorkshop(t, key, 'POST', `/api/workshop/service/08T04BTZR1/verify`);
    expect(verified.statusCode).toBe(200);
    expect((await get(t, `/api/service/check/O8TO4BTZRI`, token)).statusCode).toBe(200);
  });

  it('find the code typed exactly when two older codes read the same', async () => {
    const first = await pendingService();
    const second = await pendingService();
    await giveOlderCode(first.code, 'AO1BCDEFGH');
    await giveOlderCode(second.code, 'A01BCDEFGH');
    for (const typed of ['AO1BCDEFGH', 'A01BCDEFGH']) {
      const res = await asWorkshop(t, key, 'GET', `/api/workshop/service/${typed}`);
      expect(res.json().result.transaction_code).toBe(typed);
    }
  });

  it('that cannot be a code are not found', async () => {
    for (const typed of ['08T04BTZR', '08T04BTZR12', '08T04BTZR!']) {
      const res = await asWorkshop(t, key, 'GET', `/api/workshop/service/${encodeURIComponent(typed)}`);
      expect(res.json()).toEqual({ status_code: 404, result: null, error: loyaltyErrors.serviceNotFound });
    }
  });
});
