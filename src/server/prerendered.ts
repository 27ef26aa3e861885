import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGE_COOKIE, isLanguage, languageOfAcceptLanguage, type Language } from '../shared/language';
import { MEMBER_ACCESS_TOKEN_COOKIE } from '../shared/contract/accounts';

/** Where the build keeps a guest page's first screen in a language (scripts/prerender.ts): pages/en/login.html. */
export function prerenderedPageFile(pagePath: string, language: Language): string {
  const name = pagePath === '/' ? 'index' : pagePath.replace(/^\//, '').replace(/\//g, '_');
  return `pages/${language}/${name}.html`;
}

/** The language a page is sent in: the visitor's choice kept in its cookie, else the browser's. */
export function pageLanguage(cookieValue: string | undefined, acceptLanguage: string | undefined): Language {
  return isLanguage(cookieValue) ? cookieValue : languageOfAcceptLanguage(acceptLanguage);
}

export interface PageRequest {
  /** The member app's path, without its query. */
  urlPath: string;
  cookies: Record<string, string | undefined>;
  acceptLanguage: string | undefined;
}

/**
 * The build's first screen for this request, if it has one (relative to the web root): a guest's
 * page in their language. A signed-in member gets the app's empty page instead, which the app fills
 * from the stored state, so no guest screen ever flashes before theirs.
 */
export function prerenderedPageFor(webRoot: string, request: PageRequest): string | null {
  if (request.cookies[MEMBER_ACCESS_TOKEN_COOKIE]) return null;
  const pagePath = request.urlPath.replace(/(.)\/+$/, '$1');
  if (!/^\/[a-z0-9/-]*$/.test(pagePath)) return null;
  const file = prerenderedPageFile(pagePath, pageLanguage(request.cookies[LANGUAGE_COOKIE], request.acceptLanguage));
  return fs.existsSync(path.join(webRoot, file)) ? file : null;
}
