import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGE_COOKIE, isLanguage, languageOfAcceptLanguage, type Language } from '../shared/language';
import { MEMBER_ACCESS_TOKEN_COOKIE } from '../shared/contract/accounts';

const pageName = (pagePath: string) => (pagePath === '/' ? 'index' : pagePath.replace(/^\//, '').replace(/\//g, '_'));

/** Where the build keeps a guest page's first screen in a language (scripts/prerender.ts): pages/en/login.html. */
export function prerenderedPageFile(pagePath: string, language: Language): string {
  return `pages/${language}/${pageName(pagePath)}.html`;
}

/**
 * Where the build keeps a member page's empty page that asks for the page's chunks at once
 * (scripts/prerender.ts): pages/member/loyalty.html. The same in both languages: the app draws it.
 */
export function memberPageFile(pagePath: string): string {
  return `pages/member/${pageName(pagePath)}.html`;
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
 * The build's page for this request, if it has one (relative to the web root): a guest's first
 * screen in their language. A signed-in member gets the app's empty page instead, which the app fills
 * from the stored state, so no guest screen ever flashes before theirs; for a member's page, the one
 * that asks for the page's own chunks beside the app's scripts.
 */
export function prerenderedPageFor(webRoot: string, request: PageRequest): string | null {
  const pagePath = request.urlPath.replace(/(.)\/+$/, '$1');
  if (!/^\/[a-z0-9/-]*$/.test(pagePath)) return null;
  const file = request.cookies[MEMBER_ACCESS_TOKEN_COOKIE]
    ? memberPageFile(pagePath)
    : prerenderedPageFile(pagePath, pageLanguage(request.cookies[LANGUAGE_COOKIE], request.acceptLanguage));
  return fs.existsSync(path.join(webRoot, file)) ? file : null;
}
