import { useEffect, useLayoutEffect } from 'react';
import { useStore } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { currentBuildId } from '../../frame/buildId';
import { afterFirstPaint } from '../../frame/firstPaint';
import { keepLastScreen, replaceLastScreen } from '../../frame/lastScreen';
import { paths } from './paths';

/**
 * The pages whose last screen is kept (frame/lastScreen.ts): the ones a member reopens to look at,
 * their cars and cycles and their inbox. Not the forms: a picture of a form shows its fields empty.
 */
export const lastScreenPages: readonly string[] = [paths.loyalty, paths.inbox];

/** A screen is kept once the store has been still this long: its data has arrived and been drawn. */
export const LAST_SCREEN_SETTLE_MS = 1000;

/**
 * Replaces the last screen shown at start-up with the app's first (it is in the same commit, so the
 * browser never draws the two together), then keeps the page's screen once it has settled and when
 * the app is left.
 */
export function LastScreenKeeper() {
  const { pathname } = useLocation();
  const store = useStore();
  useLayoutEffect(() => {
    replaceLastScreen();
  }, []);
  useEffect(() => {
    if (!lastScreenPages.includes(pathname)) return undefined;
    const build = currentBuildId();
    // Not before the first screen is painted: the refresh of the page's data starts then
    // (firstPaint.ts), and until it has come the screen is only what was stored.
    let painted = false;
    let stopped = false;
    const keep = () => {
      if (painted) keepLastScreen(pathname, build);
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      clearTimeout(timer);
      timer = setTimeout(keep, LAST_SCREEN_SETTLE_MS);
    };
    void afterFirstPaint().then(() => {
      if (stopped) return;
      painted = true;
      settle();
    });
    const unsubscribe = store.subscribe(settle);
    // A phone switching to another app, or the tab closing: the screen as the member left it.
    const onHidden = () => {
      if (document.visibilityState === 'hidden') keep();
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [pathname, store]);
  return null;
}
