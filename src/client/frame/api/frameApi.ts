import type { Envelope } from '../../../shared/contract/envelope';
import { accountPaths, type BrowserTokens, type CaptchaChallengeResult, type LanguageRequest } from '../../../shared/contract/accounts';
import { buildMetaPaths, type BuildMeta } from '../../../shared/contract/buildMeta';
import { errorReportPaths, type ClientErrorReceipt, type ClientErrorReport } from '../../../shared/contract/errorReports';
import type { Audience } from '../session/audience';
import { fileFetcher, type FetchFile } from './download';
import { request, type HttpMethod, type RequestOptions } from './http';

/**
 * The calls the frame itself makes, whatever the app: the session's refresh and logout for the
 * app's audience, the build check, the error reports and the captcha. Each app's api has these and
 * its own; sagas find it in their context (`getApi`). Authenticated calls take the token LAST.
 */
export interface FrameApi {
  /** The refresh token goes in the server's HttpOnly cookie, not from the app. */
  refreshToken(): Promise<Envelope<BrowserTokens>>;
  logout(token: string): Promise<Envelope<unknown>>;
  /** Absent for an audience whose server keeps no language of its own for them. */
  changeLanguage?(body: LanguageRequest, token: string): Promise<Envelope<unknown>>;
  /** The ALTCHA challenge JSON as the widget expects it; null when it could not be fetched. */
  getCaptchaChallenge(): Promise<CaptchaChallengeResult | null>;
  /** /meta.json of the build the server now serves; null when it could not be read. */
  getBuildMeta(): Promise<BuildMeta | null>;
  /** The log transport's report, sent as JSON; no login needed. */
  reportClientErrors(report: ClientErrorReport): Promise<Envelope<ClientErrorReceipt>>;
}

/** A request to the API host; '' is the web app's own origin, where our server answers. */
export type Send = <T>(method: HttpMethod, path: string, rest?: Omit<RequestOptions, 'baseUrl'>) => Promise<Envelope<T>>;

export function sender(baseUrl = ''): Send {
  return (method, path, rest = {}) => request(method, path, { ...rest, baseUrl });
}

/** How calls reach the API host: in the envelope (`send`) or as a file (`fetchFile`). */
export interface Transport {
  send: Send;
  fetchFile: FetchFile;
}

export function transport(baseUrl = ''): Transport {
  return { send: sender(baseUrl), fetchFile: fileFetcher(baseUrl) };
}

/** The frame's calls for an audience, sent through `send`. */
export function frameCalls(audience: Audience, send: Send): FrameApi {
  return {
    refreshToken: () => send<BrowserTokens>('POST', audience.refreshPath, { body: {} }),
    // A same-origin POST: the server ends a session only so, never on a link another site could show.
    logout: (token) => send<unknown>('POST', audience.logoutPath, { token, body: {} }),
    getCaptchaChallenge: async () => {
      // The server may answer the bare challenge or wrap it in the envelope; the widget wants it bare.
      const res = await send<CaptchaChallengeResult>('GET', accountPaths.captchaChallenge);
      return res.status_code === 200 ? res.result : null;
    },
    getBuildMeta: async () => {
      const res = await send<BuildMeta>('GET', buildMetaPaths.buildMeta);
      return res.status_code === 200 && typeof res.result?.buildId === 'string' ? res.result : null;
    },
    reportClientErrors: (report) => send<ClientErrorReceipt>('POST', errorReportPaths.clientErrors, { body: { ...report }, form: false }),
  };
}
