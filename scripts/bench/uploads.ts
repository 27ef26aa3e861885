/**
 * `npm run bench:uploads`: trickling uploads cannot hold the server's sockets.
 *
 * Starts the real server (src/server/main.ts) on a fresh embedded database with the default upload
 * settings (at least 1 KB/s over 60 s, 2 uploads a member, 6 an address), makes 10 members with a
 * car, each behind an address of its own (X-Forwarded-For, which the server believes from loopback),
 * and opens 1,000 upload sockets, 100 for each member: each sends its headers (announcing 5 MiB), the
 * form fields and a receipt's first bytes, then one byte every 2 s. Meanwhile another member calls
 * `GET /api/loyalty` (three queries) under autocannon -c 4. Prints how each socket ended and when,
 * and the call's p50/p99. Goals: every socket freed within 90 s; the call's p99 under 200 ms.
 * Options: --sockets <n> (1000). Figures move with the machine's load, which is printed too.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import autocannon from 'autocannon';
import { loyaltyPaths } from '../../src/shared/contract/loyalty';
import { addVehicle, registerMember } from '../../src/server/testing/httpMembers';
import { receiptFile } from '../../src/server/testing/loyalty';
import { startServerProcess, type ServerProcess } from '../../src/server/testing/serverProcess';

const at = process.argv.indexOf('--sockets');
const SOCKETS = at > 0 ? Number(process.argv[at + 1]) : 1000;
const MEMBERS = 10;
const DRIP_EVERY_MS = 2_000;
const GOAL_FREED_S = 90;
const GOAL_P99_MS = 200;
const WORKSHOP = 'KL1001';
const BOUNDARY = '----trickle';

interface Ended {
  status: number | 'none';
  afterMs: number;
}

function trickle(port: number, token: string, vehicleGuid: string, address: string): Promise<Ended> {
  const fields = { vehicle_guid: vehicleGuid, workshop_id: WORKSHOP, current_mileage: '5000', oil: 'QUARTZ70005W30', total_bottle: '1' };
  const start = Buffer.concat([
    Buffer.from(
      Object.entries(fields)
        .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
        .join('') + `--${BOUNDARY}\r\nContent-Disposition: form-data; name="receipt_img"; filename="receipt.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    receiptFile('jpeg'),
  ]);
  const head =
    `POST ${loyaltyPaths.service} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\nX-Forwarded-For: ${address}\r\n` +
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${5 * 1024 * 1024}\r\n\r\n`;
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let drip: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => socket.destroy(), 10 * 60_000);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(drip);
      clearTimeout(giveUp);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(Buffer.concat(chunks).toString('latin1'))?.[1]);
      resolve({ status: Number.isFinite(status) ? status : 'none', afterMs: Date.now() - started });
    });
    socket.on('connect', () => {
      socket.write(Buffer.concat([Buffer.from(head), start]));
      drip = setInterval(() => socket.writable && socket.write('x'), DRIP_EVERY_MS);
    });
  });
}

async function main(): Promise<void> {
  console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  const dataDir = fs.mkdtempSync(`${os.tmpdir()}/loyalty-bench-uploads-`);
  let server: ServerProcess | undefined;
  try {
    server = await startServerProcess({ LOG_LEVEL: 'warn', EXPIRY_JOB_MINUTES: '0', RETENTION_JOB_MINUTES: '0', DATA_DIR: dataDir, DATABASE_URL: '' });
    const { baseUrl } = server;
    const port = Number(new URL(baseUrl).port);
    const members: { token: string; guid: string }[] = [];
    for (let i = 0; i < MEMBERS; i++) {
      const { tokens } = await registerMember(baseUrl);
      members.push({ token: tokens.access_token, guid: await addVehicle(baseUrl, tokens.access_token) });
    }
    const reader = (await registerMember(baseUrl)).tokens.access_token;

    let done = false;
    const call = new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        { url: `${baseUrl}${loyaltyPaths.loyalty}`, connections: 4, duration: GOAL_FREED_S + 30, headers: { authorization: `Bearer ${reader}` } },
        (err, result) => (err ? reject(err) : resolve(result)),
      );
      const watch = setInterval(() => done && (clearInterval(watch), instance.stop()), 200);
    });
    const started = Date.now();
    const sockets = Array.from({ length: SOCKETS }, (_, i) => {
      const member = members[i % MEMBERS];
      return trickle(port, member.token, member.guid, `198.51.100.${(i % MEMBERS) + 1}`);
    });
    const ended = await Promise.all(sockets);
    const freedAfterS = (Date.now() - started) / 1000;
    done = true;
    const result = await call;

    const byStatus = new Map<string, number[]>();
    for (const end of ended) byStatus.set(String(end.status), [...(byStatus.get(String(end.status)) ?? []), end.afterMs]);
    console.log(`${SOCKETS} upload sockets (${MEMBERS} members, one address each), one byte every ${DRIP_EVERY_MS / 1000} s after the form fields and a receipt's first bytes:`);
    for (const [status, times] of [...byStatus].sort()) {
      times.sort((a, b) => a - b);
      console.log(`  ${status}: ${times.length} sockets, closed after ${(times[0] / 1000).toFixed(1)} to ${(times.at(-1)! / 1000).toFixed(1)} s`);
    }
    console.log(`  every socket freed after ${freedAfterS.toFixed(1)} s`);
    console.log(
      `GET /api/loyalty meanwhile, autocannon -c 4: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms, ` +
        `${Math.round(result.requests.average)} req/s, ${result.errors + result.non2xx} errors`,
    );
    console.log(`goal: every socket freed within ${GOAL_FREED_S} s: ${freedAfterS <= GOAL_FREED_S ? 'met' : 'not met'}`);
    console.log(`goal: the database-backed call's p99 under ${GOAL_P99_MS} ms: ${result.latency.p99 < GOAL_P99_MS ? 'met' : 'not met'}`);
    console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  } finally {
    if (server && server.process.exitCode === null) {
      server.process.kill('SIGTERM');
      await server.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
