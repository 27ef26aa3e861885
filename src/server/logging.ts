import pino, { type DestinationStream } from 'pino';
import type { FastifyServerOptions } from 'fastify';

/**
 * The logger every app is built with. No log line may carry a password, a password hash, a
 * one-time code, a token or an email address, at any level:
 * - requests are logged by method and path, the query's values left out (the unsubscribe link
 *   carries an email address), and never with their headers;
 * - database errors lose the query's parameters and the row values PostgreSQL quotes back;
 * - fields and headers that hold secrets are censored wherever a log call passes them;
 * - and as a last guard every line is scrubbed of email addresses, argon2 hashes, bearer tokens
 *   and JWTs before it is written, so a careless log call cannot leak those either.
 */
export type LoggerSetting = FastifyServerOptions['logger'];

// x-ops-token stays: a client not moved over from the shared token may still send it.
const SECRET_HEADERS = ['authorization', 'cookie', 'set-cookie', 'x-ops-token', 'x-careline-step-up', 'x-workshop-key'];
const SECRET_FIELDS = [
  'password',
  'confirm_password',
  'password_confirm',
  'old_password',
  'password_hash',
  'access_token',
  'refresh_token',
  'registration_token',
  'reset_token',
  'token',
  'token_id',
  // One-time codes travel as `tac`; a bare `code` is an error's class ('23505', 'ENOENT') and stays.
  'tac',
  'code_hash',
  'captcha',
  'email',
  // The careline's authenticator codes and secrets.
  'totp',
  'secret',
];

/** pino redaction paths: secret fields at the top of a log object or one level down, and secret headers. */
export const redactPaths = [
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
  ...SECRET_HEADERS.flatMap((header) => [`headers["${header}"]`, `*.headers["${header}"]`]),
];

/** A request as logged: never its headers or body, its query by names only, and no member's number. */
export function serializeRequest(request: { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } }) {
  return {
    method: request.method,
    url: withoutMemberNumber(withoutQueryValues(request.url)),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Operator paths name a member by mobile number (`/api/ops/members/60123456789/…`): it is left out as query values are. */
export function withoutMemberNumber(url: string): string {
  return url.replace(/^(\/api\/ops\/members\/)[^/?#]+/, '$1…');
}

export function withoutQueryValues(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const names = url
    .slice(start + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=…`);
  return `${url.slice(0, start)}?${names.join('&')}`;
}

/** What a database error carries besides its class and message: the query's values, and rows quoted back. */
const QUERY_DATA = ['params', 'parameters', 'queryOptions', 'internalQuery'];

/**
 * An error as logged: pino's standard form, without a failed query's parameters (a new password
 * hash, a member's details) and without the values PostgreSQL quotes in its detail and messages.
 */
export function serializeError(err: unknown): unknown {
  const serialized = pino.stdSerializers.err(err as Error) as unknown;
  if (!serialized || typeof serialized !== 'object') return serialized;
  return withoutQueryData(serialized as Record<string, unknown>);
}

function withoutQueryData(err: Record<string, unknown>): Record<string, unknown> {
  for (const key of QUERY_DATA) delete err[key];
  if (typeof err.detail === 'string') err.detail = redactDetail(err.detail);
  // Data exceptions (class 22) quote the offending value: 'invalid input syntax for type date: "…"'.
  if (typeof err.code === 'string' && err.code.startsWith('22')) {
    if (typeof err.message === 'string') err.message = redactQuotedValue(err.message);
    if (typeof err.stack === 'string') err.stack = redactQuotedValue(err.stack);
  }
  for (const value of Object.values(err)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) withoutQueryData(value as Record<string, unknown>);
  }
  return err;
}

/** 'Key (mobile_number)=(60123456789) already exists.' keeps the column and loses the value. */
export function redactDetail(detail: string): string {
  return detail.replace(/\)=\(.*\)/s, ')=(…)').replace(/Failing row contains \(.*\)/s, 'Failing row contains (…)');
}

function redactQuotedValue(text: string): string {
  return text.replace(/: ".*"$/gm, ': "…"');
}

const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const ARGON2_HASH = /\$argon2(?:id|i|d)\$[^"\s\\]*/g;
const BEARER = /\bBearer\s+[A-Za-z0-9._~+/=-]+/gi;
const JWT = /\beyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;

/** The last guard, on the written line itself. */
export function scrubLogLine(line: string): string {
  return line.replace(EMAIL, '[email]').replace(ARGON2_HASH, '[hash]').replace(BEARER, 'Bearer [redacted]').replace(JWT, '[token]');
}

export function scrubbingStream(target: DestinationStream): DestinationStream {
  const flushable = target as DestinationStream & { flushSync?: () => void };
  return Object.assign(
    { write: (line: string) => target.write(scrubLogLine(line)) },
    flushable.flushSync ? { flushSync: () => flushable.flushSync!() } : {},
  );
}

/** The logger setting given to Fastify: whatever level and destination the caller chose, with the rules above. */
export function safeLoggerOptions(setting: LoggerSetting): LoggerSetting {
  if (!setting) return false;
  const { file, stream, redact, serializers, ...rest } = (setting === true ? {} : setting) as Exclude<LoggerSetting, boolean | undefined> & {
    redact?: unknown;
  };
  const target: DestinationStream = (stream as DestinationStream | undefined) ?? pino.destination(file ?? 1);
  return {
    level: 'info',
    ...rest,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      ...serializers,
      req: serializeRequest,
      err: serializeError,
    },
    stream: scrubbingStream(target),
  } as LoggerSetting;
}

/** A logger outside any app (the database's, opened before the app), with the same rules as the app's. */
export function safeLogger(setting: LoggerSetting): pino.Logger {
  const options = safeLoggerOptions(setting);
  if (!options || options === true) return pino({ enabled: false });
  const { stream, ...rest } = options as pino.LoggerOptions & { stream: DestinationStream };
  return pino(rest, stream);
}
