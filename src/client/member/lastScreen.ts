import { MEMBER_ACCESS_TOKEN_COOKIE } from '../../shared/contract/accounts';
import { currentBuildId } from '../frame/buildId';
import { showLastScreen } from '../frame/lastScreen';
import { LANGUAGE_STORAGE_KEY } from '../frame/storage';

/**
 * The member page's first script, a few hundred bytes run before the app's: a signed-in member
 * reopening a page sees their last screen of it at once (frame/lastScreen.ts).
 */
showLastScreen({ build: currentBuildId(), accessTokenCookie: MEMBER_ACCESS_TOKEN_COOKIE, languageKey: LANGUAGE_STORAGE_KEY });
