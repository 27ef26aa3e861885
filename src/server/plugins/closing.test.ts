import net from 'node:net';
import Fastify from 'fastify';
import { SERVICE_UNAVAILABLE } from '../http/envelope';
import { refuseRequestsWhileClosing } from './closing';

/**
 * A node closing (SIGTERM): the request in flight ends normally; another request on the same
 * kept-alive connection is told, in the envelope, to go elsewhere, and the connection is closed.
 */
it('lets the request in flight finish and answers the next one 503 with Connection: close', async () => {
  const app = Fastify({ return503OnClosing: false });
  refuseRequestsWhileClosing(app);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let slowStarted!: () => void;
  const started = new Promise<void>((resolve) => (slowStarted = resolve));
  app.get('/slow', async () => {
    slowStarted();
    await released;
    return { done: true };
  });
  app.get('/quick', async () => ({ done: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as net.AddressInfo;

  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString('utf8')));
  const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.write('GET /slow HTTP/1.1\r\nHost: node\r\n\r\n');
  await started;

  const closed = app.close();
  await new Promise((r) => setImmediate(r));
  // Pipelined behind the one in flight, so it is read only once the node is closing.
  socket.write('GET /quick HTTP/1.1\r\nHost: node\r\n\r\n');
  release();
  await ended;
  await closed;

  const [first, second] = received.split(/(?=HTTP\/1\.1 )/);
  expect(first).toMatch(/^HTTP\/1\.1 200 /);
  expect(first).toContain('{"done":true}');
  expect(second).toMatch(/^HTTP\/1\.1 503 /);
  expect(second.toLowerCase()).toContain('connection: close');
  expect(JSON.parse(second.slice(second.indexOf('\r\n\r\n') + 4))).toEqual({ status_code: 503, result: null, error: SERVICE_UNAVAILABLE });
});
