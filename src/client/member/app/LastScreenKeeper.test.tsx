import { act } from '@testing-library/react';
import { firstScreenRendered, holdUntilFirstPaint } from '../../frame/firstPaint';
import { LAST_SCREEN_ID } from '../../frame/lastScreen';
import { LAST_SCREEN_SETTLE_MS, LastScreenKeeper } from './LastScreenKeeper';
import { renderWithApp } from './testUtils';

const kept = (path: string) => localStorage.getItem(`quartz.lastScreen:${path}`);

/** The app at `path`, rendered into the page's root as the browser's start-up does. */
function renderAt(path: string, picture = false) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = picture ? '<div id="last-screen">Hi, Aisyah</div><div id="root" hidden></div>' : '<div id="root"></div>';
  const container = document.getElementById('root')!;
  return renderWithApp(
    <>
      <h1>My Vehicles</h1>
      <LastScreenKeeper />
    </>,
    { route: path, container },
  );
}

describe("keeping the member's last screen", () => {
  beforeEach(() => {
    localStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('keeps the dashboard once the store has been still for a while, and not before', async () => {
    const { store } = renderAt('/loyalty');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(LAST_SCREEN_SETTLE_MS - 200);
    });
    // Data arriving: the screen is kept once it has been drawn and the store is still again.
    act(() => {
      store.dispatch({ type: 'test/dataArrived' });
    });
    act(() => jest.advanceTimersByTime(LAST_SCREEN_SETTLE_MS - 100));
    expect(kept('/loyalty')).toBeNull();
    act(() => jest.advanceTimersByTime(100));
    expect(JSON.parse(kept('/loyalty')!).html).toContain('<h1>My Vehicles</h1>');
  });

  it('keeps the screen as the member leaves the app (the tab hidden), before it has settled', async () => {
    renderAt('/inbox');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
    } finally {
      delete (document as { visibilityState?: string }).visibilityState;
    }
    expect(kept('/inbox')).not.toBeNull();
  });

  it('keeps nothing before the first screen is painted: until the refresh it starts, the screen is only what was stored', async () => {
    holdUntilFirstPaint();
    try {
      renderAt('/loyalty');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(LAST_SCREEN_SETTLE_MS * 3);
      });
      expect(kept('/loyalty')).toBeNull();
    } finally {
      firstScreenRendered();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(2000 + LAST_SCREEN_SETTLE_MS);
      });
    }
    // Painted, and still a second later: kept.
    expect(kept('/loyalty')).not.toBeNull();
  });

  it('keeps no screen of a page outside the list (a form would come back empty)', async () => {
    renderAt('/edit-profile');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(LAST_SCREEN_SETTLE_MS * 3);
    });
    expect(localStorage.length).toBe(0);
  });

  it('takes the place of a last screen shown at start-up on its first render', () => {
    renderAt('/loyalty', true);
    expect(document.getElementById(LAST_SCREEN_ID)).toBeNull();
    expect(document.getElementById('root')!.hidden).toBe(false);
  });
});
