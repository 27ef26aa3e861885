import { MEMBER_ACCESS_TOKEN_COOKIE, accountPaths } from '../../../shared/contract/accounts';

/** Who signs in to an app: a member, a workshop's counter staff, or the careline. */
export type AudienceName = 'member' | 'workshop' | 'careline';

/**
 * What a session needs to know about its audience: the cookie its access token lives in (and the
 * path that cookie is scoped to, so one browser can hold a member's and a workshop's sessions
 * side by side), where the token is refreshed and revoked, and where a signed-out visitor goes.
 */
export interface Audience {
  name: AudienceName;
  accessTokenCookie: string;
  cookiePath: string;
  /** Script cookies older builds wrote, removed on logout. */
  legacyCookies: readonly string[];
  refreshPath: string;
  logoutPath: string;
  /** The sign-in page, inside the app's router. */
  signInPath: string;
}

export const audiences: Record<AudienceName, Audience> = {
  member: {
    name: 'member',
    accessTokenCookie: MEMBER_ACCESS_TOKEN_COOKIE,
    cookiePath: '/',
    // Builds before the HttpOnly refresh cookie kept the refresh token in a script cookie at Path=/.
    legacyCookies: ['refresh_token'],
    refreshPath: accountPaths.refreshToken,
    logoutPath: accountPaths.logout,
    signInPath: '/login',
  },
  workshop: {
    name: 'workshop',
    accessTokenCookie: 'workshop_access_token',
    cookiePath: '/workshop',
    legacyCookies: [],
    refreshPath: '/api/workshop/auth/token',
    logoutPath: '/api/workshop/auth/logout',
    signInPath: '/',
  },
  careline: {
    name: 'careline',
    accessTokenCookie: 'careline_access_token',
    cookiePath: '/careline',
    legacyCookies: [],
    refreshPath: '/api/careline/auth/token',
    logoutPath: '/api/careline/auth/logout',
    signInPath: '/sign-in',
  },
};
