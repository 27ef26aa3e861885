import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from '../../../config';
import { envelope } from '../http/envelope';

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
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads a receipt upload in its handler: its body gets the upload deadline. */
    upload?: boolean;
  }
}

export function deadlinesFromConfig(config: Pick<Config, 'requestTimeoutSeconds' | 'uploadTimeoutSeconds'>): Deadlines {
  return {
    // Headers are a kilobyte or two: even a weak phone connection sends them in a second or so.
    headersMs: 20_000,
    bodyMs: config.requestTimeoutSeconds * 1000,
    uploadMs: config.uploadTimeoutSeconds * 1000,
    idleMs: 60_000,
    // Longer than the 60 s idle timeout of common load balancers, so they never reuse a socket the server is closing.
    keepAliveMs: 72_000,
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

  app.addHook('onRequest', (request, reply, done) => {
    const upload = request.routeOptions.config?.upload === true;
    const ms = upload ? deadlines.uploadMs : deadlines.bodyMs;
    const timer = setTimeout(() => {
      timers.delete(request);
      request.log.info({ deadlineMs: ms, upload }, 'request cut: its body took too long');
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
      else reply.code(408).header('Connection', 'close').send(envelope(408, null, TOO_SLOW));
    }, ms);
    timer.unref();
    timers.set(request, timer);
    reply.raw.once('close', () => clear(request));
    done();
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
