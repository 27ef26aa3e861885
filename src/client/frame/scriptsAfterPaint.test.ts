import { loadAppScripts } from './scriptsAfterPaint';

describe('loadAppScripts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    document.head.replaceChildren();
  });

  const inserted = () => Array.from(document.head.querySelectorAll('script')).map((script) => [script.getAttribute('src'), script.async]);

  it('inserts the app’s scripts in their order, to run in it, one a task', async () => {
    loadAppScripts(['/js/vendor.js', '/js/frame.js', '/js/member.js'], false);
    // The first at once; each of the others in a task of its own, so no one task inserts them all.
    expect(inserted()).toEqual([['/js/vendor.js', false]]);
    await jest.advanceTimersByTimeAsync(0);
    expect(inserted()).toEqual([
      ['/js/vendor.js', false],
      ['/js/frame.js', false],
    ]);
    await jest.runAllTimersAsync();
    expect(inserted()).toEqual([
      ['/js/vendor.js', false],
      ['/js/frame.js', false],
      ['/js/member.js', false],
    ]);
  });

  it('inserts nothing when there is nothing to ask for', async () => {
    loadAppScripts([], false);
    await jest.runAllTimersAsync();
    expect(inserted()).toEqual([]);
  });
});
