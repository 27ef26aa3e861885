import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../testing/testApp';
import { createWorkshop } from '../testing/workshops';
import { verifiedMember } from '../testing/accounts';
import { addVehicle, receiptFile } from '../testing/loyalty';
import { TOO_MANY_UPLOADS, UPLOAD_TOO_SLOW } from './deadlines';

/** How long a test waits for the server before calling a connection left open; never a measured figure. */
const GIVE_UP_MS = 25_000;
const BOUNDARY = '----phone';

interface Upload {
  socket: net.Socket;
  /** Settles with everything the server sent once it closes the connection (or the test gives up). */
  done: Promise<{ received: string; closedByServer: boolean }>;
}

/** The multipart head of a service submission, its receipt file's first bytes, and the request head announcing `announced` bytes. */
function uploadBytes(token: string, vehicleGuid: string, announced?: number): { head: string; start: Buffer; whole: Buffer } {
  const fields = { vehicle_guid: vehicleGuid, workshop_id: 'T8888', current_mileage: '5000', oil: 'QUARTZ70005W30', total_bottle: '1' };
  const start = Buffer.concat([
    Buffer.from(
      Object.entries(fields)
        .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
        .join('') + `--${BOUNDARY}\r\nContent-Disposition: form-data; name="receipt_img"; filename="receipt.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    receiptFile('jpeg'),
  ]);
  const whole = Buffer.concat([start, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
  const head =
    `POST /api/service HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n` +
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${announced ?? whole.length}\r\n\r\n`;
  return { head, start, whole };
}

/** Opens a connection and sends `bytes`, then nothing more: a phone that stopped sending mid-upload. */
function send(port: number, bytes: Buffer): Upload {
  const socket = net.connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  const done = new Promise<{ received: string; closedByServer: boolean }>((resolve) => {
    const finish = (closedByServer: boolean) => {
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ received: Buffer.concat(chunks).toString('latin1'), closedByServer });
    };
    const giveUp = setTimeout(() => finish(false), GIVE_UP_MS);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => finish(true));
  });
  socket.on('connect', () => socket.write(bytes));
  return { socket, done };
}

function answerIn(received: string): { status: number; headers: string; body: unknown } {
  const [head, body] = received.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  return { status, headers: head.toLowerCase(), body: body ? JSON.parse(body.slice(0, body.lastIndexOf('}') + 1) || 'null') : null };
}

function partialFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Waits for a state, never for a time: the bound is only how long the test gives up after. */
async function eventually(check: () => boolean | Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + GIVE_UP_MS;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return check();
}

async function listening(t: TestApp): Promise<number> {
  await createWorkshop(t, { workshopId: 'T8888', listed: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}

async function memberWithCar(t: TestApp): Promise<{ token: string; guid: string }> {
  const { tokens } = await verifiedMember(t);
  const car = await addVehicle(t, tokens.access_token);
  return { token: tokens.access_token, guid: car.guid };
}

describe('an upload under the minimum rate', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    // A tiny window so the test waits a moment; the whole-upload deadline far away, so only the rate can cut.
    t = await createTestApp({}, { deadlines: { uploadMs: 600_000, uploadMinBytesPerSecond: 1024, uploadRateWindowMs: 300 } });
    port = await listening(t);
  });
  afterAll(() => t.close());

  it('is cut with 408 in the envelope and its partial file removed, long before the upload deadline', async () => {
    const { token, guid } = await memberWithCar(t);
    const { head, start } = uploadBytes(token, guid, 5 * 1024 * 1024);
    // Then 0 bytes: under any minimum rate for longer than the window.
    const upload = send(port, Buffer.concat([Buffer.from(head), start]));
    const { received, closedByServer } = await upload.done;
    expect(closedByServer).toBe(true);
    const answer = answerIn(received);
    expect(answer.status).toBe(408);
    expect(answer.headers).toContain('connection: close');
    // The rate's own text: the 10-minute upload deadline's would be another.
    expect(answer.body).toEqual({ status_code: 408, result: null, error: UPLOAD_TOO_SLOW });
    expect(await eventually(() => partialFiles(t.receiptsDir).length === 0)).toBe(true);
    expect(await t.database.db.selectFrom('services').select('guid').where('vehicle_guid', '=', guid).execute()).toEqual([]);
  }, 40_000);

  it('leaves an upload that arrives whole alone: it is submitted', async () => {
    const { token, guid } = await memberWithCar(t);
    const { head, whole } = uploadBytes(token, guid);
    const upload = send(port, Buffer.concat([Buffer.from(head), whole]));
    await eventually(() => upload.socket.bytesRead > 0 && upload.socket.bytesRead > 100);
    upload.socket.end();
    const { received } = await upload.done;
    const answer = answerIn(received);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status_code: 200, error: null, result: { transaction_code: expect.any(String) } });
  }, 40_000);
});

describe('uploads in flight at once', () => {
  let t: TestApp;
  let port: number;
  const held: Upload[] = [];
  beforeAll(async () => {
    // The rate check off: these uploads stall on purpose.
    t = await createTestApp({ UPLOADS_PER_MEMBER: '2', UPLOADS_PER_ADDRESS: '3' }, { deadlines: { uploadMs: 600_000, uploadMinBytesPerSecond: 0 } });
    port = await listening(t);
  });
  afterAll(async () => {
    for (const upload of held) upload.socket.destroy();
    await t.close();
  });

  const stall = (member: { token: string; guid: string }) => {
    const { head, start } = uploadBytes(member.token, member.guid, 5 * 1024 * 1024);
    const upload = send(port, Buffer.concat([Buffer.from(head), start]));
    held.push(upload);
    return upload;
  };

  it('refuses a member a third with 429 in the envelope, another address\'s member goes on, and each is freed when its upload ends', async () => {
    const first = await memberWithCar(t);
    const second = await memberWithCar(t);
    const a1 = stall(first);
    const a2 = stall(first);
    // Both are past authentication and storing their receipt.
    expect(await eventually(() => partialFiles(t.receiptsDir).length === 2)).toBe(true);

    const refused = await send(port, Buffer.concat([Buffer.from(uploadBytes(first.token, first.guid).head), uploadBytes(first.token, first.guid).whole])).done;
    const answer = answerIn(refused.received);
    expect(refused.closedByServer).toBe(true);
    expect(answer.status).toBe(429);
    expect(answer.headers).toContain('connection: close');
    expect(answer.body).toEqual({ status_code: 429, result: { retry_after: expect.any(Number) }, error: TOO_MANY_UPLOADS });
    expect(await t.database.db.selectFrom('services').select('guid').where('vehicle_guid', '=', first.guid).execute()).toEqual([]);

    // Another member from the same address: the third of the address's three.
    const b1 = stall(second);
    expect(await eventually(() => partialFiles(t.receiptsDir).length === 3)).toBe(true);
    // A fourth from the address is refused before anyone is looked up.
    const overAddress = answerIn((await send(port, Buffer.from(uploadBytes(second.token, second.guid).head)).done).received);
    expect(overAddress).toMatchObject({ status: 429, body: { status_code: 429, error: TOO_MANY_UPLOADS } });

    // The stalled uploads end (the phone gave up): their places are free again.
    for (const upload of [a1, a2, b1]) upload.socket.destroy();
    expect(await eventually(() => partialFiles(t.receiptsDir).length === 0)).toBe(true);
    for (const member of [first, first, second]) {
      const { head, whole } = uploadBytes(member.token, member.guid);
      const upload = send(port, Buffer.concat([Buffer.from(head), whole]));
      const status = await new Promise<number>((resolve) => {
        const chunks: Buffer[] = [];
        upload.socket.on('data', (chunk) => {
          chunks.push(chunk);
          const text = Buffer.concat(chunks).toString('latin1');
          if (text.includes('\r\n\r\n') && text.endsWith('}')) resolve(answerIn(text).status);
        });
      });
      upload.socket.destroy();
      // One service a day for a car is the programme's own rule (400s), not a refused upload.
      expect(status).not.toBe(429);
    }
  }, 60_000);

  it('counts an upload made through app.inject as ended when its answer is sent', async () => {
    const member = await memberWithCar(t);
    for (let i = 0; i < 3; i++) {
      const { whole } = uploadBytes(member.token, member.guid);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/service',
        payload: whole,
        headers: { authorization: `Bearer ${member.token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      });
      expect(res.statusCode).not.toBe(429);
    }
  });
});
