/**
 * A signed-in member's last screen of a page, kept on the device and shown the moment the page is
 * opened again, while the app's scripts arrive and start: a phone on a slow line shows the member's
 * cars and cycles (or inbox) as they last saw them, rather than nothing, for the second or two the
 * app takes. It is a picture, not the page: inert and hidden from assistive technology, and replaced
 * by the app's own first screen, drawn from the same stored state, in the commit that renders it
 * (member/app/LastScreenKeeper.tsx, which also keeps the screens).
 *
 * Part of the member site's first script (member/pageStart.ts), about a kilobyte gzipped: it
 * imports only small modules.
 */
import { firstScreenShown } from './scriptsAfterPaint';
import { readCookie } from './session/cookies';

/** Where a page's last screen is kept, beside the app's stored state (a logout clears both). */
export const LAST_SCREEN_KEY_PREFIX = 'quartz.lastScreen:';

/** The element that holds the picture, before the app's root. */
export const LAST_SCREEN_ID = 'last-screen';

/** A screen larger than this is not kept: it would cost more to read back than it saves. */
export const LAST_SCREEN_MAX_CHARACTERS = 200_000;

export interface LastScreen {
  /** The build that drew it: its markup and class names fit that build's stylesheets only. */
  build: string;
  /** The page's language (the html element's lang) when it was drawn. */
  language: string;
  /** The stylesheets it was drawn with: a page's own stylesheet comes with its chunk. */
  stylesheets: string[];
  html: string;
}

function storageKey(path: string): string {
  return LAST_SCREEN_KEY_PREFIX + path;
}

/**
 * Whether this last screen may be shown now: drawn by this build, for a member still signed in on
 * this device, in the language they now use (a language chosen on the device wins over the page's).
 */
export function fitsThisPage(screen: LastScreen, build: string, chosenLanguage: string | null): boolean {
  return screen.build === build && typeof screen.html === 'string' && (chosenLanguage === null || chosenLanguage === screen.language);
}

/**
 * Shows the page's last screen, if one fits, before the app's root, which stays hidden until the
 * app has drawn its own. Answers whether it did. Anything unexpected (no storage, a record from
 * elsewhere) shows nothing: the app then starts as it would have.
 */
export function showLastScreen(options: { build: string; accessTokenCookie: string; languageKey: string }): boolean {
  try {
    const root = document.getElementById('root');
    if (!root || root.hasChildNodes()) return false;
    // The copy first: reading the cookies asks the browser's network process, 10 to 20 ms of a
    // busy page's start, which a page with no copy (most of them) need not wait for. The app reads
    // the same storage as it starts anyway.
    const stored = localStorage.getItem(storageKey(location.pathname));
    if (!stored || readCookie(options.accessTokenCookie) === null) return false;
    const screen = JSON.parse(stored) as LastScreen;
    if (!fitsThisPage(screen, options.build, localStorage.getItem(options.languageKey))) return false;
    for (const href of screen.stylesheets ?? []) {
      if (document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) continue;
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      document.head.appendChild(link);
    }
    const picture = document.createElement('div');
    picture.id = LAST_SCREEN_ID;
    picture.setAttribute('inert', '');
    picture.setAttribute('aria-hidden', 'true');
    picture.innerHTML = screen.html;
    root.hidden = true;
    root.before(picture);
    document.documentElement.lang = screen.language;
    return true;
  } catch {
    return false;
  }
}

/**
 * Resolves once a last screen shown at start-up has been put on screen (at once when none is): the
 * app's start-up, a long task on a phone, then runs after the member already sees their page.
 */
export function lastScreenPresented(): Promise<void> {
  if (typeof document === 'undefined' || !document.getElementById(LAST_SCREEN_ID)) return Promise.resolve();
  return firstScreenShown();
}

/** The app has drawn its first screen: the picture goes and the app shows, in the same frame. */
export function replaceLastScreen(): void {
  const picture = document.getElementById(LAST_SCREEN_ID);
  if (!picture) return;
  picture.remove();
  const root = document.getElementById('root');
  if (root) root.hidden = false;
}

/** Whether a rule (or a rule inside a media query) of a stylesheet styles an element of `root`. */
function styles(rules: CSSRuleList, root: HTMLElement): boolean {
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSStyleRule) {
      try {
        if (root.querySelector(rule.selectorText)) return true;
      } catch {
        // A selector this browser cannot query (a pseudo-element): it says nothing either way.
      }
    } else if ('cssRules' in rule && styles((rule as CSSGroupingRule).cssRules, root)) {
      return true;
    }
  }
  return false;
}

/**
 * The stylesheets the screen is drawn with: not every one the app has loaded (a member who came
 * through the forms has theirs too), which the picture would ask for again for nothing.
 */
function stylesheetsDrawing(root: HTMLElement): string[] {
  const hrefs: string[] = [];
  // Chunks that import the same styles get files of their own with the same content, and so the same hash.
  const contents = new Set<string>();
  for (const link of Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))) {
    const href = link.getAttribute('href');
    if (!href) continue;
    const content = /\.([0-9a-f]{8,})\.css$/.exec(href)?.[1];
    if (content && contents.has(content)) continue;
    if (content) contents.add(content);
    try {
      if (link.sheet && !styles(link.sheet.cssRules, root)) continue;
    } catch {
      // A stylesheet whose rules cannot be read is kept: it may be needed.
    }
    hrefs.push(href);
  }
  return hrefs;
}

/**
 * Keeps the screen the app shows now as `path`'s last screen. A screen still loading (a spinner), or
 * with a dialog open, is not kept: it is not what the member would want to see first.
 */
export function keepLastScreen(path: string, build: string): boolean {
  try {
    const root = document.getElementById('root');
    if (!root || root.hidden || location.pathname !== path) return false;
    if (root.querySelector('[aria-busy="true"], .spinner, [role="dialog"], [role="alertdialog"], dialog[open]')) return false;
    const html = root.innerHTML;
    if (!html || html.length > LAST_SCREEN_MAX_CHARACTERS) return false;
    const stylesheets = stylesheetsDrawing(root);
    const screen: LastScreen = { build, language: document.documentElement.lang, stylesheets, html };
    localStorage.setItem(storageKey(path), JSON.stringify(screen));
    return true;
  } catch {
    // A full or unavailable storage keeps nothing; the page then starts as it would have.
    return false;
  }
}
