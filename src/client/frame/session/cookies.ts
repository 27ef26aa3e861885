import type { BrowserTokens } from '../../../shared/contract/accounts';

export const ACCESS_TOKEN_COOKIE = 'access_token';
/**
 * The refresh token lives in an HttpOnly cookie that only the server reads and writes. Builds
 * before that kept it in a script cookie of this name at Path=/: logout removes that one.
 */
const LEGACY_REFRESH_TOKEN_COOKIE = 'refresh_token';
/** Spec section 9: the token cookie lives 180 days (the server's refresh cookie too). */
export const TOKEN_COOKIE_DAYS = 180;

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const raw = rest.join('=');
      let value = raw;
      try {
        value = decodeURIComponent(raw);
      } catch {
        // A cookie written by something else may not be URI-encoded; use it as it is.
      }
      return value === '' ? null : value;
    }
  }
  return null;
}

function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

export function readAccessToken(): string | null {
  return readCookie(ACCESS_TOKEN_COOKIE);
}

/** Spec section 4: a visitor is a member while the access_token cookie exists. */
export function hasAccessToken(): boolean {
  return readAccessToken() !== null;
}

export function storeTokens(tokens: BrowserTokens): void {
  writeCookie(ACCESS_TOKEN_COOKIE, tokens.access_token, TOKEN_COOKIE_DAYS * 24 * 60 * 60);
}

/** The server clears the refresh cookie when it logs the member out. */
export function clearTokens(): void {
  writeCookie(ACCESS_TOKEN_COOKIE, '', 0);
  writeCookie(LEGACY_REFRESH_TOKEN_COOKIE, '', 0);
}
