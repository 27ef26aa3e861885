import crypto from 'node:crypto';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';

/** A browser's push subscription, with the private half the browser keeps to decrypt what it receives. */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The browser's side: its ECDH key pair and auth secret. */
  ecdh: crypto.ECDH;
  authSecret: Buffer;
}

export interface ReceivedPush {
  path: string;
  /** The decrypted payload, parsed. */
  message: unknown;
  /** The VAPID `k=` of the Authorization header: the server's public key. */
  vapidKey: string;
  ttl: string | undefined;
}

/**
 * A push service on this machine, as Chrome's or Firefox's would be to the server: HTTPS (its own
 * certificate, trusted through `agent`), one endpoint per subscription. It decrypts each push with
 * the subscription's private key (RFC 8291, aes128gcm) so a test reads what the phone would show.
 * `answer(path, status)` makes an endpoint answer as a push service does about a gone subscription (404, 410) or an outage (500).
 */
export async function startPushService(): Promise<{
  origin: string;
  agent: https.Agent;
  received: ReceivedPush[];
  subscription(name: string): TestSubscription;
  answer(path: string, status: number): void;
  close(): Promise<void>;
}> {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }] }],
  });
  const subscriptions = new Map<string, TestSubscription>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const server = https.createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      const status = answers.get(path) ?? 201;
      const subscription = subscriptions.get(path);
      if (status === 201 && subscription) {
        const authorization = String(req.headers.authorization ?? '');
        received.push({
          path,
          message: JSON.parse(decryptAes128gcm(Buffer.concat(chunks), subscription).toString('utf8')),
          vapidKey: /k=([\w-]+)/.exec(authorization)?.[1] ?? '',
          ttl: req.headers.ttl as string | undefined,
        });
      }
      res.writeHead(subscription ? status : 404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://localhost:${(server.address() as AddressInfo).port}`;
  const agent = new https.Agent({ ca: pems.cert, lookup: (_host, options, callback) => (options.all ? callback(null, [{ address: '127.0.0.1', family: 4 }]) : callback(null, '127.0.0.1', 4)) });
  return {
    origin,
    agent,
    received,
    subscription(name) {
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = crypto.randomBytes(16);
      const path = `/push/${name}`;
      const subscription = { endpoint: `${origin}${path}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') }, ecdh, authSecret };
      subscriptions.set(path, subscription);
      return subscription;
    },
    answer(path, status) {
      answers.set(path, status);
    },
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) => Buffer.from(crypto.hkdfSync('sha256', ikm, salt, info, length));

/** RFC 8291 and 8188: one aes128gcm record, as a browser decrypts it. */
export function decryptAes128gcm(body: Buffer, subscription: Pick<TestSubscription, 'ecdh' | 'authSecret'>): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = subscription.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscription.ecdh.getPublicKey(), serverPublicKey]);
  const ikm = hkdf(subscription.authSecret, shared, keyInfo, 32);
  const key = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = crypto.createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('push record without its delimiter');
  return padded.subarray(0, end);
}
