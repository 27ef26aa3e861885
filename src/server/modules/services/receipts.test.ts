import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { createDiskReceiptStorage } from '../../adapters/receipts';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { createWorkshop } from '../../testing/workshops';
import { get, verifiedMember } from '../../testing/accounts';
import { addVehicle, multipartBody, receiptFile, submissionFields, submitService, workshopKey, type ServiceFields } from '../../testing/loyalty';
import { loyaltyErrors } from '../../../shared/contract/loyalty';
import { RECEIPT_MAX_BYTES } from '../../../shared/rules';
import { UNREADABLE_UPLOAD } from './upload';
import { SERVICE_UNAVAILABLE } from '../../http/envelope';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createWorkshop(t, { workshopId: 'T8888', listed: false });
  await createWorkshop(t, { workshopId: 'T9999', tqac: true, listed: false });
});
afterAll(() => t.close());

async function memberWithCar() {
  const { tokens } = await verifiedMember(t);
  const car = await addVehicle(t, tokens.access_token);
  return { token: tokens.access_token, car };
}

const fields = (vehicleGuid: string, overrides: ServiceFields = {}) => submissionFields(vehicleGuid, 'T8888', overrides);

/** The receipts the app's store holds, whichever store the run uses (testApp.ts). */
const storedFiles = () => t.storedReceipts();

/** How many stored receipts hold exactly `content`. */
async function storedCopies(content: Buffer): Promise<number> {
  let copies = 0;
  for (const file of await storedFiles()) {
    const stream = await t.receipts.read(file.key);
    if (stream && (await buffer(stream)).equals(content)) copies += 1;
  }
  return copies;
}

async function serviceCount(vehicleGuid: string): Promise<number> {
  const rows = await t.database.db.selectFrom('services').select('guid').where('vehicle_guid', '=', vehicleGuid).execute();
  return rows.length;
}

const invalid = 'Please ensure your receipt format is in JPEG, PNG or PDF and the file size DOES NOT exceed 10 MB';

describe('the receipt', () => {
  it.each(['jpeg', 'png', 'pdf'] as const)('accepts a %s by its content and stores it outside the web root', async (kind) => {
    const { token, car } = await memberWithCar();
    const content = receiptFile(kind);
    const res = await submitService(t, token, fields(car.guid), { content, filename: 'scan.bin', contentType: 'application/octet-stream' });
    expect(res.statusCode).toBe(200);
    const code = res.json().result.transaction_code;
    const receipt = await t.app.inject({ method: 'GET', url: `/api/service/${code}/receipt`, headers: { authorization: `Bearer ${token}` } });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe({ jpeg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' }[kind]);
    expect(receipt.headers['x-content-type-options']).toBe('nosniff');
    expect(receipt.rawPayload.equals(content)).toBe(true);
    expect(await storedCopies(content)).toBe(1);
  });

  it('refuses a text file renamed to .jpg and sent as image/jpeg, and keeps nothing of it', async () => {
    const { token, car } = await memberWithCar();
    const before = (await storedFiles()).length;
    const res = await submitService(t, token, fields(car.guid), { content: Buffer.from('just some text, not a picture'), filename: 'receipt.jpg', contentType: 'image/jpeg' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(invalid);
    expect(await storedFiles()).toHaveLength(before);
    expect(await serviceCount(car.guid)).toBe(0);
  });

  it('refuses an empty file', async () => {
    const { token, car } = await memberWithCar();
    const res = await submitService(t, token, fields(car.guid), { content: Buffer.alloc(0) });
    expect(res.json().error).toBe(invalid);
  });

  it('refuses a file of 10,000 KB and accepts one a byte smaller', async () => {
    const { token, car } = await memberWithCar();
    const before = (await storedFiles()).length;
    const big = Buffer.concat([receiptFile('jpeg'), Buffer.alloc(RECEIPT_MAX_BYTES - 68, 7)]);
    expect(big.length).toBe(RECEIPT_MAX_BYTES);
    const refused = await submitService(t, token, fields(car.guid), { content: big });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(invalid);
    expect(await storedFiles()).toHaveLength(before);
    const fits = await submitService(t, token, fields(car.guid), { content: big.subarray(0, RECEIPT_MAX_BYTES - 1) });
    expect(fits.statusCode).toBe(200);
  });

  it('refuses a receipt already submitted, by anyone', async () => {
    const first = await memberWithCar();
    const second = await memberWithCar();
    const content = receiptFile('png');
    expect((await submitService(t, first.token, fields(first.car.guid), { content })).statusCode).toBe(200);
    const again = await submitService(t, second.token, fields(second.car.guid), { content, filename: 'other-name.png' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This receipt has already been submitted.');
    expect(await serviceCount(second.car.guid)).toBe(0);
  });

  it('a retried submission (same submission_id) answers the first one and creates one service', async () => {
    const { token, car } = await memberWithCar();
    const submission_id = crypto.randomUUID();
    const content = receiptFile();
    const first = await submitService(t, token, fields(car.guid, { submission_id }), { content });
    const retry = await submitService(t, token, fields(car.guid, { submission_id }), { content });
    const retryOtherFile = await submitService(t, token, fields(car.guid, { submission_id }), { content: receiptFile() });
    expect(first.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(retryOtherFile.json()).toEqual(first.json());
    expect(await serviceCount(car.guid)).toBe(1);
    expect(await storedCopies(content)).toBe(1);
  });

  it("checks the multipart fields by the contract's schema after the rules, keeping nothing it refuses", async () => {
    const { token, car } = await memberWithCar();
    const content = receiptFile();
    const badId = await submitService(t, token, fields(car.guid, { submission_id: 'not an id!' }), { content });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toEqual({ status_code: 400, result: null, error: 'submission_id is invalid' });
    // A blank id is none; a rule's refusal comes before the schema's.
    const ruled = await submitService(t, token, fields(car.guid, { submission_id: 'not an id!', total_bottle: 3 }), { content });
    expect(ruled.json().error).toBe('Please select the quantity to proceed.');
    expect((await submitService(t, token, fields(car.guid, { submission_id: '  ' }), { content })).statusCode).toBe(200);
    expect(await serviceCount(car.guid)).toBe(1);
    expect(await storedCopies(content)).toBe(1);
  });

  it('20 submissions at once for one car never make more than 2 bottles that day', async () => {
    const { token, car } = await memberWithCar();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => submitService(t, token, fields(car.guid, { total_bottle: i % 2 === 0 ? 1 : 2 }))),
    );
    const accepted = results.filter((r) => r.statusCode === 200);
    expect(accepted.length).toBeGreaterThan(0);
    for (const refused of results.filter((r) => r.statusCode !== 200)) {
      expect([loyaltyErrors.dailyLimit, loyaltyErrors.quantityOverSlots, loyaltyErrors.awaitingVerification]).toContain(refused.json().error);
    }
    const rows = await t.database.db.selectFrom('services').select('total_bottle').where('vehicle_guid', '=', car.guid).execute();
    expect(rows.reduce((sum, row) => sum + row.total_bottle, 0)).toBeLessThanOrEqual(2);
    expect(rows.reduce((sum, row) => sum + row.total_bottle, 0)).toBeGreaterThan(0);
    const cycles = await t.database.db.selectFrom('cycles').select('guid').where('vehicle_guid', '=', car.guid).execute();
    expect(cycles).toHaveLength(1);
  });

  it('is served to the owner and to the workshop it was submitted to, to nobody else', async () => {
    const owner = await memberWithCar();
    const other = await memberWithCar();
    const content = receiptFile('pdf');
    const code = (await submitService(t, owner.token, fields(owner.car.guid), { content })).json().result.transaction_code;
    const ownKey = await workshopKey(t, 'T8888');
    const otherKey = await workshopKey(t, 'T9999');
    const fetch = (headers: Record<string, string>, url = `/api/service/${code}/receipt`) => t.app.inject({ method: 'GET', url, headers });

    expect((await fetch({ 'x-workshop-key': ownKey })).rawPayload.equals(content)).toBe(true);
    expect((await fetch({ 'x-workshop-key': ownKey }, `/api/workshop/service/${code}/receipt`)).rawPayload.equals(content)).toBe(true);
    const notTheirs = await fetch({ authorization: `Bearer ${other.token}` });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().error).toBe(loyaltyErrors.serviceNotFound);
    expect((await fetch({ 'x-workshop-key': otherKey })).statusCode).toBe(404);
    expect((await fetch({ 'x-workshop-key': otherKey }, `/api/workshop/service/${code}/receipt`)).statusCode).toBe(404);
    expect((await fetch({ 'x-workshop-key': 'wk_wrong' })).statusCode).toBe(401);
    expect((await fetch({})).statusCode).toBe(401);
    expect((await get(t, '/api/service/NOSUCHCODE/receipt', owner.token)).statusCode).toBe(404);
  });

  it("opens in the owner's browser tab through the access_token cookie, and only the owner's", async () => {
    const owner = await memberWithCar();
    const other = await memberWithCar();
    const content = receiptFile('png');
    const code = (await submitService(t, owner.token, fields(owner.car.guid), { content })).json().result.transaction_code;
    const open = (cookie: string) => t.app.inject({ method: 'GET', url: `/api/service/${code}/receipt`, headers: { cookie } });

    const own = await open(`lang=en; access_token=${owner.token}`);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(content)).toBe(true);
    expect((await open(`access_token=${other.token}`)).statusCode).toBe(404);
    expect((await open('access_token=forged.token.value')).statusCode).toBe(401);
    // Other member routes still need the header.
    const check = await t.app.inject({ method: 'GET', url: `/api/service/check/${code}`, headers: { cookie: `access_token=${owner.token}` } });
    expect(check.statusCode).toBe(401);
  });

  it('refuses a body that is not a well-formed upload', async () => {
    const { token, car } = await memberWithCar();
    const { payload, headers } = multipartBody(fields(car.guid) as Record<string, string>, { content: receiptFile() });
    const truncated = payload.subarray(0, payload.length - 20);
    const res = await t.app.inject({ method: 'POST', url: '/api/service', payload: truncated, headers: { ...headers, authorization: `Bearer ${token}` } });
    expect(res.json()).toEqual({ status_code: 400, result: null, error: UNREADABLE_UPLOAD });
    expect(await serviceCount(car.guid)).toBe(0);
  });

  it('refuses a second file', async () => {
    const { token, car } = await memberWithCar();
    const one = multipartBody(fields(car.guid) as Record<string, string>, { content: receiptFile() });
    const boundary = one.headers['content-type'].split('boundary=')[1];
    const extra = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="other"; filename="b.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
    const payload = Buffer.concat([one.payload.subarray(0, one.payload.length - `--${boundary}--\r\n`.length), extra, receiptFile(), Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const res = await t.app.inject({ method: 'POST', url: '/api/service', payload, headers: { ...one.headers, authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(400);
    expect(await serviceCount(car.guid)).toBe(0);
    expect((await storedFiles()).filter((file) => file.partial)).toEqual([]);
  });
});

describe('a receipt store that fails', () => {
  let broken: TestApp;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'receipts-broken-'));
  beforeAll(async () => {
    // A file where the receipts folder should be: every write fails in the store, as on a full disk.
    fs.writeFileSync(path.join(root, 'receipts'), '');
    // It shares the file's database, and so the workshops made above.
    broken = await createTestApp({}, { receipts: createDiskReceiptStorage(path.join(root, 'receipts')) });
  });
  afterAll(async () => {
    await broken.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('is ours to answer (503, try again later), not the member\'s upload (400), and no service is made', async () => {
    const { tokens } = await verifiedMember(broken);
    const car = await addVehicle(broken, tokens.access_token);
    const res = await submitService(broken, tokens.access_token, submissionFields(car.guid, 'T8888'), { content: receiptFile() });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status_code: 503, result: null, error: SERVICE_UNAVAILABLE });
    const services = await broken.database.db.selectFrom('services').select('guid').where('vehicle_guid', '=', car.guid).execute();
    expect(services).toEqual([]);
  });
});
