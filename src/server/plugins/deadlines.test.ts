import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../../config';
import { createTestApp, type TestApp } from '../testing/testApp';
import { createWorkshop } from '../testing/workshops';
import { verifiedMember } from '../testing/accounts';
import { addVehicle, receiptFile } from '../testing/loyalty';
import { deadlinesFromConfig, serverTimeoutOptions } from './deadlines';

// Short deadlines so the suite waits seconds, not minutes; every check below allows far more than these.
const HEADERS_MS = 1_000;
const BODY_MS = 1_000;
const UPLOAD_MS = 5_000;
/** How long a test waits for the server to close a connection before calling it left open. */
const GIVE_UP_MS = 25_000;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({}, { deadlines: { headersMs: HEADERS_MS, bodyMs: BODY_MS, uploadMs: UPLOAD_MS } });
  await createWorkshop(t, { workshopId: 'T8888', listed: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

interface Exchange {
  /** Everything the server sent. */
  received: string;
  /** The server closed the connection (rather than the test giving up on it). */
  closedByServer: boolean;
  /** From the first byte sent to the close. */
  elapsedMs: number;
  /** Bytes the client managed to send. */
  sentBytes: number;
}

/**
 * Opens a raw connection, sends `head` at once, then one `drip` every `everyMs` for as long as the
 * connection stays open: a client on a connection so slow that its request would take minutes.
 */
function trickle(head: string | Buffer, drip: string | Buffer, everyMs: number, onOpen?: (socket: net.Socket) => void): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let sentBytes = 0;
    let started = 0;
    let ticker: NodeJS.Timeout | undefined;
    const send = (data: string | Buffer) => {
      if (socket.writable) socket.write(data, () => (sentBytes += Buffer.byteLength(data)));
    };
    const finish = (closedByServer: boolean) => {
      clearInterval(ticker);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ received: Buffer.concat(chunks).toString('latin1'), closedByServer, elapsedMs: Date.now() - started, sentBytes });
    };
    const giveUp = setTimeout(() => finish(false), GIVE_UP_MS);
    socket.on('data', (chunk) => chunks.push(chunk));
    // A reset after the answer is still the server closing the connection.
    socket.on('error', () => undefined);
    socket.on('close', () => finish(true));
    socket.on('connect', () => {
      started = Date.now();
      send(head);
      ticker = setInterval(() => send(drip), everyMs);
      onOpen?.(socket);
    });
  });
}

/** The status and envelope of the answer at the start of `received`. */
function answerIn(received: string): { status: number; headers: string; body: unknown } {
  const [head, body] = received.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  return { status, headers: head.toLowerCase(), body: body ? JSON.parse(body.slice(0, body.lastIndexOf('}') + 1) || 'null') : null };
}

function filesIn(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function eventually(check: () => boolean, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}

const tooSlow = { status_code: 408, result: null, error: 'The request took too long to arrive. Please try again on a better connection.' };

describe('slow clients', () => {
  it('sets the server limits from the configuration: headers, a last-resort cap, idle and kept-alive connections', () => {
    const defaults = serverTimeoutOptions(deadlinesFromConfig(loadConfig({})));
    expect(defaults.http.headersTimeout).toBe(20_000);
    expect(defaults.connectionTimeout).toBe(60_000);
    expect(defaults.keepAliveTimeout).toBe(72_000);
    // Above the longest deadline (the 7-minute upload), so the plugin's own 408 comes first.
    expect(defaults.requestTimeout).toBeGreaterThan(420_000);
    expect(defaults.http.requestTimeout).toBe(defaults.requestTimeout);
    expect(t.app.server.headersTimeout).toBe(HEADERS_MS);
    expect(t.app.server.requestTimeout).toBeGreaterThan(UPLOAD_MS);
    expect(t.app.server.timeout).toBe(60_000);
    expect(t.app.server.keepAliveTimeout).toBe(72_000);
  });

  it('cuts a body trickled to an open route at its deadline, with a 408 in the envelope', async () => {
    const body = 'mobile_number=60123456789&password=Secret%23123&captcha=' + 'x'.repeat(1000);
    const head = `POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`;
    // One byte every 100 ms: the whole body would take two minutes.
    const exchange = await trickle(head + body.slice(0, 20), 'x', 100);
    expect(exchange.closedByServer).toBe(true);
    expect(exchange.sentBytes).toBeLessThan(head.length + body.length);
    expect(exchange.elapsedMs).toBeGreaterThanOrEqual(BODY_MS - 50);
    // Well before the upload deadline (and Node's last-resort cap after it): this was the body deadline.
    expect(exchange.elapsedMs).toBeLessThan(UPLOAD_MS);
    const answer = answerIn(exchange.received);
    expect(answer.status).toBe(408);
    expect(answer.headers).toContain('connection: close');
    expect(answer.headers).toContain('x-content-type-options: nosniff');
    expect(answer.headers).toContain("script-src 'self'");
    expect(answer.body).toEqual(tooSlow);
  }, 40_000);

  it('cuts headers trickled one line at a time at the headers deadline, with a 408 in the envelope', async () => {
    const exchange = await trickle('GET /api/health HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: y\r\n', 100);
    expect(exchange.closedByServer).toBe(true);
    expect(exchange.elapsedMs).toBeGreaterThanOrEqual(HEADERS_MS - 50);
    const answer = answerIn(exchange.received);
    expect(answer.status).toBe(408);
    // Written by Node's side, before any route: it still carries the security headers.
    expect(answer.headers).toContain('x-content-type-options: nosniff');
    expect(answer.headers).toContain("frame-ancestors 'none'");
    expect(answer.body).toEqual(tooSlow);
  }, 40_000);

  it('cuts a receipt upload trickled past the upload deadline, and removes the partial file', async () => {
    const { tokens } = await verifiedMember(t);
    const car = await addVehicle(t, tokens.access_token);
    const boundary = '----slowphone';
    const fields = { vehicle_guid: car.guid, workshop_id: 'T8888', current_mileage: '5000', oil: 'QUARTZ70005W30', total_bottle: '1' };
    const start =
      Object.entries(fields)
        .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
        .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="receipt_img"; filename="receipt.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const announced = 5 * 1024 * 1024;
    const head =
      `POST /api/service HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${tokens.access_token}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${announced}\r\n\r\n`;
    let partialSeen = false;
    const watchPartial = setInterval(() => (partialSeen ||= filesIn(t.receiptsDir).some((file) => file.endsWith('.partial'))), 50);
    // 1 kB every 100 ms (80 kbit/s): 5 MB would take more than an hour.
    const exchange = await trickle(Buffer.concat([Buffer.from(head + start), receiptFile('jpeg'), Buffer.alloc(4096, 1)]), Buffer.alloc(1024, 2), 100);
    clearInterval(watchPartial);

    expect(exchange.closedByServer).toBe(true);
    // The upload had its own, longer deadline: an ordinary body's would have cut it after a second.
    expect(exchange.elapsedMs).toBeGreaterThanOrEqual(UPLOAD_MS - 50);
    expect(exchange.sentBytes).toBeLessThan(announced);
    // On disk, or on its way to a bucket (testApp.ts spools those uploads through the same folder).
    expect(partialSeen).toBe(true);
    expect(answerIn(exchange.received)).toMatchObject({ status: 408, body: tooSlow });
    expect(await eventually(() => filesIn(t.receiptsDir).length === 0, 10_000)).toBe(true);
    expect(await t.storedReceipts()).toEqual([]);
    const services = await t.database.db.selectFrom('services').select('guid').where('vehicle_guid', '=', car.guid).execute();
    expect(services).toEqual([]);
  }, 60_000);

  it('closes the connection after an answer given before the body arrived, instead of waiting for it', async () => {
    const head = `POST /api/service HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 1000000\r\n\r\n--x\r\n`;
    const exchange = await trickle(head, 'y', 100);
    expect(exchange.closedByServer).toBe(true);
    const answer = answerIn(exchange.received);
    expect(answer.status).toBe(401);
    expect(answer.headers).toContain('connection: close');
    expect(answer.body).toMatchObject({ status_code: 401, result: null });
  }, 40_000);

  it('answers a request that arrives in time as before, and keeps its connection for the next one', async () => {
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk) => received.push(chunk));
    await new Promise((resolve) => socket.once('connect', resolve));
    const body = '{"anything":true}';
    const request = `POST /api/no-such-path HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
    socket.write(request);
    expect(await eventually(() => Buffer.concat(received).toString().includes('}'), 10_000)).toBe(true);
    socket.write(request);
    expect(await eventually(() => Buffer.concat(received).toString().split('HTTP/1.1 404').length === 3, 10_000)).toBe(true);
    expect(socket.destroyed).toBe(false);
    socket.destroy();
  }, 30_000);
});
