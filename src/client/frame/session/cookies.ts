import type { BrowserTokens } from '../../../shared/contract/accounts';
import { pageApp } from '../pageApp';

/** Spec section 9: the token cookie lives 180 days (the server's refresh cookie too). */
export const TOKEN_COOKIE_DAYS = 180;

/** A cookie's value, or null when it is absent or empty. */
export function readCookie(name: string): string | null {
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

function writeCookie(name: string, value: string, maxAgeSeconds: number, cookiePath: string): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=${cookiePath}; SameSite=Lax${secure}`;
}

/** The access token of this page's audience (the member's `access_token` cookie in the member app). */
export function readAccessToken(): string | null {
  return readCookie(pageApp().audience.accessTokenCookie);
}

/** Spec section 4: a visitor is signed in while their audience's access token cookie exists. */
export function hasAccessToken(): boolean {
  return readAccessToken() !== null;
}

/** The refresh token never reaches a script: the server keeps it in its HttpOnly cookie. */
export function storeTokens(tokens: BrowserTokens): void {
  const { accessTokenCookie, cookiePath } = pageApp().audience;
  writeCookie(accessTokenCookie, tokens.access_token, TOKEN_COOKIE_DAYS * 24 * 60 * 60, cookiePath);
}

/** The server clears the refresh cookie when it logs the visitor out. */
export function clearTokens(): void {
  const { accessTokenCookie, cookiePath, legacyCookies } = pageApp().audience;
  writeCookie(accessTokenCookie, '', 0, cookiePath);
  for (const name of legacyCookies) writeCookie(name, '', 0, '/');
}
