import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { createWorkshop } from '../../testing/workshops';
import { verifiedMember } from '../../testing/accounts';
import { addVehicle, receiptFile, submissionFields, submitService } from '../../testing/loyalty';
import { POSSIBLE_DUPLICATE_RECEIPT } from './service';
import { listFlags } from './store';
import { receiptPicture } from '../../testing/receiptPictures';
import { carelineOperator } from '../../testing/operators';
import { flagPaths } from '../../../shared/contract/flags';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createWorkshop(t, { workshopId: 'T8888', listed: false });
});
afterAll(() => t.close());

async function memberWithCar() {
  const { tokens, mobile } = await verifiedMember(t);
  const car = await addVehicle(t, tokens.access_token);
  return { token: tokens.access_token, car, mobile };
}

async function submitPicture(who: { token: string; car: { guid: string } }, content: Buffer, contentType = 'image/png') {
  const res = await submitService(t, who.token, submissionFields(who.car.guid, 'T8888'), { content, filename: 'receipt', contentType });
  return res;
}

async function serviceOf(code: string) {
  return t.database.db.selectFrom('services').select(['guid', 'transaction_code']).where('transaction_code', '=', code).executeTakeFirstOrThrow();
}

describe('a receipt already submitted, re-photographed', () => {
  it("flags a re-encoded, resized copy of another member's receipt with a link to that service, and accepts it", async () => {
    const first = await memberWithCar();
    const second = await memberWithCar();
    const original = await receiptPicture(1);
    const firstCode = (await submitPicture(first, original)).json().result.transaction_code;
    const copy = await sharp(original).resize({ width: Math.round((await sharp(original).metadata()).width! * 0.7) }).jpeg({ quality: 55 }).toBuffer();

    const res = await submitPicture(second, copy, 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const flagged = await serviceOf(res.json().result.transaction_code);
    const firstService = await serviceOf(firstCode);
    const flags = await listFlags(t.database.db, flagged.guid);
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({ kind: POSSIBLE_DUPLICATE_RECEIPT, other_service_guid: firstService.guid });
    expect(flags[0]!.reason).toContain(firstCode);
    expect(flags[0]!.reason).toContain('another member');
    expect(flags[0]!.figures).toMatchObject({ other_transaction_code: firstCode, same_member: false, phash_distance: expect.any(Number), dhash_distance: expect.any(Number) });
    // The first service is not flagged by the copy that came after it.
    expect(await listFlags(t.database.db, firstService.guid)).toEqual([]);

    // The careline's queue names the other service and whose it is, for a link to their case.
    const agent = await carelineOperator(t, 'agent');
    const queue = await t.app.inject({ method: 'GET', url: `${flagPaths.opsFlagged}?kind=${POSSIBLE_DUPLICATE_RECEIPT}&limit=1`, headers: agent.headers });
    expect(queue.json().result.entries[0]).toMatchObject({
      service: { transaction_code: flagged.transaction_code },
      member: { mobile_number: second.mobile },
      other: { transaction_code: firstCode, mobile_number: first.mobile },
    });
  });

  it("flags the same member's receipt turned upside down for another car", async () => {
    const member = await memberWithCar();
    const otherCar = await addVehicle(t, member.token);
    const original = await receiptPicture(2);
    const firstCode = (await submitPicture(member, original)).json().result.transaction_code;
    const turned = await sharp(original).rotate(180).jpeg({ quality: 80 }).toBuffer();
    const res = await submitPicture({ token: member.token, car: otherCar }, turned, 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const flags = await listFlags(t.database.db, (await serviceOf(res.json().result.transaction_code)).guid);
    expect(flags).toHaveLength(1);
    expect(flags[0]!.figures).toMatchObject({ other_transaction_code: firstCode, same_member: true });
    expect(flags[0]!.reason).toContain('same member');
  });

  it('does not flag a different receipt', async () => {
    const first = await memberWithCar();
    const second = await memberWithCar();
    await submitPicture(first, await receiptPicture(3));
    const res = await submitPicture(second, await receiptPicture(4));
    expect(res.statusCode).toBe(200);
    const service = await serviceOf(res.json().result.transaction_code);
    expect(await listFlags(t.database.db, service.guid)).toEqual([]);
    // Its fingerprint is kept for the receipts that come after it.
    const row = await t.database.db.selectFrom('receipts').selectAll().where('service_guid', '=', service.guid).executeTakeFirstOrThrow();
    expect(row.phash).not.toBeNull();
    expect(row.dhash).not.toBeNull();
    const bands = [row.band0, row.band1, row.band2, row.band3, row.band4, row.band5, row.band6, row.band7];
    expect(bands.filter((band) => band !== null).length).toBeGreaterThan(0);
  });

  it('still refuses the byte-exact copy', async () => {
    const first = await memberWithCar();
    const second = await memberWithCar();
    const original = await receiptPicture(5);
    expect((await submitPicture(first, original)).statusCode).toBe(200);
    const again = await submitPicture(second, original);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This receipt has already been submitted.');
  });

  it('accepts a receipt whose picture cannot be read, unflagged and without a fingerprint', async () => {
    const member = await memberWithCar();
    // JPEG by its first bytes, so the upload takes it; no picture behind them, so the fingerprint fails.
    const res = await submitPicture(member, receiptFile('jpeg'), 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const service = await serviceOf(res.json().result.transaction_code);
    expect(await listFlags(t.database.db, service.guid)).toEqual([]);
    const row = await t.database.db.selectFrom('receipts').select('phash').where('service_guid', '=', service.guid).executeTakeFirstOrThrow();
    expect(row.phash).toBeNull();
  });
});
