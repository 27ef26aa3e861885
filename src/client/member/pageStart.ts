import { MEMBER_ACCESS_TOKEN_COOKIE } from '../../shared/contract/accounts';
import { currentBuildId } from '../frame/buildId';
import { showLastScreen } from '../frame/lastScreen';
import { loadAppScripts } from '../frame/scriptsAfterPaint';
import { LANGUAGE_STORAGE_KEY } from '../frame/storage';

/**
 * The member site's first script, about a kilobyte gzipped, run before the app's:
 * - a signed-in member reopening a page that keeps their last screen sees it at once
 *   (frame/lastScreen.ts);
 * - a page whose first screen is then drawn (that copy, or a guest's screen in the HTML) hands it
 *   the app's scripts (scripts/prerender.ts), asked for once the screen is shown
 *   (frame/scriptsAfterPaint.ts), or at once when nothing was drawn after all.
 */
const appScripts = document.currentScript?.dataset.appScripts;
// Only the pages that keep a last screen (and the guests' pages, whose screen is in the HTML) hand
// their scripts to this one; any other page has no copy to look for, and starts without opening
// the storage, whose first read (every key, the copies too) was a long task of its own.
const lastScreenShown = appScripts
  ? showLastScreen({ build: currentBuildId(), accessTokenCookie: MEMBER_ACCESS_TOKEN_COOKIE, languageKey: LANGUAGE_STORAGE_KEY })
  : false;
if (appScripts) {
  const drawn = lastScreenShown || Boolean(document.getElementById('root')?.hasChildNodes());
  loadAppScripts(appScripts.split(' '), drawn);
}
