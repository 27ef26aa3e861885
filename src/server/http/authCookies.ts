import type { FastifyReply, FastifyRequest } from 'fastify';
import { accountPaths, TOKEN_DELIVERY_HEADER, type AuthTokens, type BrowserTokens } from '../../shared/contract/accounts';

/**
 * Secrets the browser must carry but no script in the page may read: the refresh token and the
 * registration attempt's token live in HttpOnly cookies, sent only to the one path that needs them.
 */
export const REFRESH_COOKIE = 'refresh_token';
export const REGISTRATION_COOKIE = 'registration_attempt';


export interface CookieSpec {
  name: string;
  path: string;
  maxAgeSeconds: number;
}

const refreshCookie = (maxAgeSeconds: number): CookieSpec => ({ name: REFRESH_COOKIE, path: accountPaths.refreshToken, maxAgeSeconds });
// The cookie's path is a prefix: it reaches both the verification and its resend.
const registrationCookie = (maxAgeSeconds: number): CookieSpec => ({ name: REGISTRATION_COOKIE, path: accountPaths.verification, maxAgeSeconds });

function isHttps(request: FastifyRequest, publicUrl: string): boolean {
  return request.protocol === 'https' || publicUrl.startsWith('https:');
}

export function setCookie(request: FastifyRequest, reply: FastifyReply, publicUrl: string, spec: CookieSpec, value: string): void {
  reply.setCookie(spec.name, value, {
    httpOnly: true,
    secure: isHttps(request, publicUrl),
    sameSite: 'strict',
    path: spec.path,
    maxAge: spec.maxAgeSeconds,
  });
}

export function readCookie(request: FastifyRequest, name: string): string {
  const value = request.cookies?.[name];
  return typeof value === 'string' ? value : '';
}

/**
 * Sets the refresh token's cookie and answers the tokens for the body: without the refresh token
 * when the web app asked for cookie delivery or the refresh token came in by cookie.
 */
export function deliverTokens(
  request: FastifyRequest,
  reply: FastifyReply,
  publicUrl: string,
  tokens: AuthTokens,
  options: { refreshTtlMs: number; cameByCookie?: boolean },
): AuthTokens | BrowserTokens {
  setCookie(request, reply, publicUrl, refreshCookie(Math.floor(options.refreshTtlMs / 1000)), tokens.refresh_token);
  const cookieOnly = options.cameByCookie || request.headers[TOKEN_DELIVERY_HEADER.toLowerCase()] === 'cookie';
  return cookieOnly ? { access_token: tokens.access_token } : tokens;
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply, publicUrl: string): void {
  setCookie(request, reply, publicUrl, refreshCookie(0), '');
}

export function refreshTokenCookie(request: FastifyRequest): string {
  return readCookie(request, REFRESH_COOKIE);
}

export function setRegistrationCookie(request: FastifyRequest, reply: FastifyReply, publicUrl: string, token: string, ttlMs: number): void {
  setCookie(request, reply, publicUrl, registrationCookie(Math.floor(ttlMs / 1000)), token);
}

export function clearRegistrationCookie(request: FastifyRequest, reply: FastifyReply, publicUrl: string): void {
  setCookie(request, reply, publicUrl, registrationCookie(0), '');
}

/** The registration attempt's token: from the body (API clients) or the browser's cookie. */
export function registrationToken(request: FastifyRequest, bodyToken: string | undefined): string {
  return (bodyToken ?? '').trim() || readCookie(request, REGISTRATION_COOKIE);
}
