import type { AuthTokens } from '../../../shared/contract/accounts';

export const ACCESS_TOKEN_COOKIE = 'access_token';
export const REFRESH_TOKEN_COOKIE = 'refresh_token';
/** Spec section 9: both token cookies live 180 days. */
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

export function readRefreshToken(): string | null {
  return readCookie(REFRESH_TOKEN_COOKIE);
}

/** Spec section 4: a visitor is a member while the access_token cookie exists. */
export function hasAccessToken(): boolean {
  return readAccessToken() !== null;
}

export function storeTokens(tokens: AuthTokens): void {
  const maxAge = TOKEN_COOKIE_DAYS * 24 * 60 * 60;
  writeCookie(ACCESS_TOKEN_COOKIE, tokens.access_token, maxAge);
  writeCookie(REFRESH_TOKEN_COOKIE, tokens.refresh_token, maxAge);
}

export function clearTokens(): void {
  writeCookie(ACCESS_TOKEN_COOKIE, '', 0);
  writeCookie(REFRESH_TOKEN_COOKIE, '', 0);
}
