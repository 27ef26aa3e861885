import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions, preHandlerHookHandler } from 'fastify';
import type { Config } from '../../../config';
import { envelope, sendError } from '../http/envelope';
import { serverTextsEn } from '../../shared/serverTexts';

/**
 * How long a client may take, so slow or stalled clients cannot hold sockets (and, for uploads,
 * partial files) for ever. Each is in milliseconds.
 */
export interface Deadlines {
  /** From a request's first byte to the end of its headers. */
  headersMs: number;
  /** From the end of the headers to the end of an ordinary body (forms and JSON). */
  bodyMs: number;
  /** From the end of the headers to the answer, on routes that take a receipt upload. */
  uploadMs: number;
  /** A connection in the middle of a request with nothing moving either way is closed. */
  idleMs: number;
  /** Between requests on a kept-alive connection. */
  keepAliveMs: number;
  /** An upload whose bytes over the last `uploadRateWindowMs` average under this many a second is cut; 0: never. */
  uploadMinBytesPerSecond: number;
  /** The window of that average: an upload is first judged once it has been open this long. */
  uploadRateWindowMs: number;
  /** Uploads one member may have in flight at once. */
  uploadsPerMember: number;
  /** Uploads one client address may have in flight at once. */
  uploadsPerAddress: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads a receipt upload in its handler: its body gets the upload deadline. */
    upload?: boolean;
  }
}

export function deadlinesFromConfig(
  config: Pick<Config, 'requestTimeoutSeconds' | 'uploadTimeoutSeconds' | 'uploadMinBytesPerSecond' | 'uploadRateWindowSeconds' | 'uploadsPerMember' | 'uploadsPerAddress'>,
): Deadlines {
  return {
    // Headers are a kilobyte or two: even a weak phone connection sends them in a second or so.
    headersMs: 20_000,
    bodyMs: config.requestTimeoutSeconds * 1000,
    uploadMs: config.uploadTimeoutSeconds * 1000,
    idleMs: 60_000,
    // Longer than the 60 s idle timeout of common load balancers, so they never reuse a socket the server is closing.
    keepAliveMs: 72_000,
    uploadMinBytesPerSecond: config.uploadMinBytesPerSecond,
    uploadRateWindowMs: config.uploadRateWindowSeconds * 1000,
    uploadsPerMember: config.uploadsPerMember,
    uploadsPerAddress: config.uploadsPerAddress,
  };
}

/** The Node.js server's own limits: the headers deadline, and a last-resort cap on any request. */
export function serverTimeoutOptions(deadlines: Deadlines, securityHeaders: Record<string, string> = {}): Pick<FastifyServerOptions, 'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout' | 'clientErrorHandler'> & {
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number };
} {
  // A backstop from the request's first byte: the per-request timers below fire before it.
  const lastResort = deadlines.headersMs + Math.max(deadlines.bodyMs, deadlines.uploadMs) + 10_000;
  return {
    connectionTimeout: deadlines.idleMs,
    keepAliveTimeout: deadlines.keepAliveMs,
    requestTimeout: lastResort,
    http: {
      headersTimeout: deadlines.headersMs,
      requestTimeout: lastResort,
      // Node checks the headers deadline on this sweep (30 s by default, longer than the deadline itself).
      connectionsCheckingInterval: Math.max(50, Math.min(5_000, Math.floor(deadlines.headersMs / 4))),
    },
    clientErrorHandler: (error, socket) => answerClientError(error, socket, securityHeaders),
  };
}

/** An answer in the envelope written straight to the socket, for when no request object can carry it. */
function rawAnswer(statusCode: number, reason: string, error: string, headers: Record<string, string>): string {
  const body = JSON.stringify({ status_code: statusCode, result: null, error });
  return (
    `HTTP/1.1 ${statusCode} ${reason}\r\n` +
    Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('') +
    'Content-Type: application/json; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    'Connection: close\r\n\r\n' +
    body
  );
}

const TOO_SLOW = 'The request took too long to arrive. Please try again on a better connection.';
export const UPLOAD_TOO_SLOW = serverTextsEn.http.uploadTooSlow;
export const TOO_MANY_UPLOADS = serverTextsEn.http.tooManyUploads;

/** How long a connection being closed may take to flush its last answer before it is destroyed. */
const LINGER_MS = 1_000;

/** Writes the answer, then destroys the socket once it is flushed, or after LINGER_MS if the client does not read. */
function closeWith(socket: Socket, answer: string): void {
  if (socket.destroyed) return;
  const destroy = () => socket.destroy();
  setTimeout(destroy, LINGER_MS).unref();
  if (socket.writable) socket.end(answer, destroy);
  else destroy();
}

/**
 * Node's errors on a connection before Fastify has a request (the headers deadline, a malformed or
 * oversized head), answered in the envelope instead of Fastify's own body.
 */
function answerClientError(error: Error & { code?: string }, socket: Socket, headers: Record<string, string>): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') closeWith(socket, rawAnswer(408, 'Request Timeout', TOO_SLOW, headers));
  else if (error.code === 'HPE_HEADER_OVERFLOW') closeWith(socket, rawAnswer(431, 'Request Header Fields Too Large', 'The request headers are too large', headers));
  else closeWith(socket, rawAnswer(400, 'Bad Request', 'The request could not be read', headers));
}

/**
 * A deadline per request from the end of its headers: until its body is parsed on ordinary routes,
 * until its answer on upload routes (their handler reads the body). When it passes the client gets a
 * 408 in the envelope and the connection is closed; closing the request also fails the upload being
 * stored, which removes its partial file.
 */
export function registerDeadlines(app: FastifyInstance, deadlines: Deadlines): void {
  const timers = new WeakMap<object, NodeJS.Timeout>();
  const clear = (request: object) => {
    clearTimeout(timers.get(request));
    timers.delete(request);
  };
  const uploads = new UploadsInFlight();

  app.addHook('onRequest', (request, reply, done) => {
    const upload = request.routeOptions.config?.upload === true;
    const ms = upload ? deadlines.uploadMs : deadlines.bodyMs;
    const timer = setTimeout(() => {
      timers.delete(request);
      request.log.info({ deadlineMs: ms, upload }, 'request cut: its body took too long');
      cut(request, reply, TOO_SLOW);
    }, ms);
    timer.unref();
    timers.set(request, timer);
    reply.raw.once('close', () => clear(request));
    if (upload) {
      // Before the member is known (and any query is made): one address holding many uploads open is refused at once.
      if (!uploads.take('address', request.ip, deadlines.uploadsPerAddress, reply)) {
        request.log.info('upload refused: too many in flight from this address');
        return void refuseUpload(reply);
      }
      watchUploadRate(request, reply, deadlines);
    }
    done();
  });

  // Each upload route's own preHandler (authentication) runs first, so the member is known.
  app.addHook('onRoute', (route) => {
    if (route.config?.upload !== true) return;
    const limitPerMember: preHandlerHookHandler = (request, reply, done) => {
      const member = request.member;
      if (member && !uploads.take('member', String(member.id), deadlines.uploadsPerMember, reply)) {
        request.log.info('upload refused: too many in flight for this member');
        return void refuseUpload(reply);
      }
      done();
    };
    route.preHandler = [...(Array.isArray(route.preHandler) ? route.preHandler : route.preHandler ? [route.preHandler] : []), limitPerMember];
  });

  app.addHook('preValidation', (request, _reply, done) => {
    if (request.routeOptions.config?.upload !== true) clear(request);
    done();
  });

  // An answer sent before its body arrived (a refusal, a GET with a body) does not wait for the body.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.raw.complete === false) reply.header('Connection', 'close');
    done(null, payload);
  });
}

/**
 * Ends a request whose body is not arriving: the answer (the envelope's 408) with Connection: close,
 * then the socket, also when the client does not read it. Closing the request fails the upload being
 * stored, which removes its partial file.
 */
function cut(request: FastifyRequest, reply: FastifyReply, text: string): void {
  const raw = request.raw;
  const socket = raw.socket;
  // Node stops tracking a request once its answer is sent: destroying it is what ends its body stream.
  const end = () => {
    raw.destroy();
    // Optional: app.inject's stand-in socket has no destroy.
    socket.destroy?.();
  };
  setTimeout(end, LINGER_MS).unref();
  socket.once('close', end);
  if (reply.sent || reply.raw.headersSent) end();
  else if (text === TOO_SLOW) reply.code(408).header('Connection', 'close').send(envelope(408, null, TOO_SLOW));
  else sendError(reply.header('Connection', 'close'), 408, text);
}

/** A 429 in the envelope that closes the connection: the body it did not read is not waited for. */
function refuseUpload(reply: FastifyReply): void {
  sendError(reply.code(429).header('Connection', 'close'), 429, TOO_MANY_UPLOADS, { retry_after: 10 });
}

/** Uploads in flight by address and by member; each is let go when its answer is done or its connection closes. */
class UploadsInFlight {
  private readonly counts = { address: new Map<string, number>(), member: new Map<string, number>() };

  take(kind: 'address' | 'member', key: string, max: number, reply: FastifyReply): boolean {
    const counts = this.counts[kind];
    const held = counts.get(key) ?? 0;
    if (held >= max) return false;
    counts.set(key, held + 1);
    reply.raw.once('close', () => {
      const left = (counts.get(key) ?? 1) - 1;
      if (left > 0) counts.set(key, left);
      else counts.delete(key);
    });
    return true;
  }
}

/**
 * Cuts an upload whose rate stays under the minimum: every sixth of the window the socket's bytes
 * read are sampled, and once the upload has been open a whole window, fewer bytes over the last
 * window than `uploadMinBytesPerSecond` a second end it with a 408. The whole-upload deadline
 * still bounds a slow but steady upload; this frees a socket that trickles in about a minute
 * rather than seven. Stops once the body is complete (the server's own work is then not the
 * client's fault). app.inject's stand-in socket counts no bytes and is not watched.
 */
function watchUploadRate(request: FastifyRequest, reply: FastifyReply, deadlines: Deadlines): void {
  const { uploadMinBytesPerSecond: minRate, uploadRateWindowMs: windowMs } = deadlines;
  const socket = request.raw.socket;
  if (minRate <= 0 || typeof socket?.bytesRead !== 'number') return;
  const needed = (minRate * windowMs) / 1000;
  const samples: { at: number; bytes: number }[] = [{ at: Date.now(), bytes: socket.bytesRead }];
  const watch = setInterval(
    () => {
      if (request.raw.complete || reply.sent) return stop();
      const now = Date.now();
      samples.push({ at: now, bytes: socket.bytesRead });
      // The newest sample at least a window old is the base; older ones are no longer needed.
      while (samples.length > 1 && samples[1].at <= now - windowMs) samples.shift();
      const base = samples[0];
      if (now - base.at < windowMs) return;
      const arrived = socket.bytesRead - base.bytes;
      if (arrived >= needed) return;
      stop();
      request.log.info({ arrivedBytes: arrived, windowMs, minBytesPerSecond: minRate }, 'upload cut: arriving under the minimum rate');
      cut(request, reply, UPLOAD_TOO_SLOW);
    },
    Math.max(10, Math.floor(windowMs / 6)),
  );
  watch.unref();
  const stop = () => clearInterval(watch);
  reply.raw.once('close', stop);
}
