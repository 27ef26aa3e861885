describe('waiting for the first paint', () => {
  // Each test gets the module fresh: what it holds is per page load.
  let firstPaint: typeof import('./firstPaint');
  beforeEach(() => {
    jest.resetModules();
    jest.useFakeTimers();
    firstPaint = require('./firstPaint');
  });
  afterEach(() => jest.useRealTimers());

  const settled = async (promise: Promise<unknown>) => {
    let done = false;
    void promise.then(() => (done = true));
    await jest.advanceTimersByTimeAsync(0);
    return done;
  };

  it('does not wait where nothing holds it (tests, the support replay)', async () => {
    expect(await settled(firstPaint.afterFirstPaint())).toBe(true);
  });

  it('once held, waits until the first screen is rendered and a frame has been drawn after it', async () => {
    firstPaint.holdUntilFirstPaint();
    const painted = firstPaint.afterFirstPaint();
    await jest.advanceTimersByTimeAsync(100);
    expect(await settled(painted)).toBe(false);

    firstPaint.firstScreenRendered();
    expect(await settled(painted)).toBe(false);
    // jsdom draws its frames on a 16 ms timer: two of them, then a task.
    await jest.advanceTimersByTimeAsync(50);
    expect(await settled(painted)).toBe(true);
  });

  it('waits for the images on the first screen before counting it painted', async () => {
    const banner = document.createElement('img');
    let decoded!: () => void;
    Object.defineProperty(banner, 'complete', { value: false });
    banner.decode = () => new Promise<void>((resolve) => (decoded = resolve));
    document.body.append(banner);
    try {
      firstPaint.holdUntilFirstPaint();
      firstPaint.firstScreenRendered();
      await jest.advanceTimersByTimeAsync(200);
      expect(await settled(firstPaint.afterFirstPaint())).toBe(false);
      decoded();
      await jest.advanceTimersByTimeAsync(50);
      expect(await settled(firstPaint.afterFirstPaint())).toBe(true);
    } finally {
      banner.remove();
    }
  });

  it('stops waiting after a limit: a tab opened in the background draws no frames', async () => {
    const frames = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    try {
      firstPaint.holdUntilFirstPaint();
      firstPaint.firstScreenRendered();
      await jest.advanceTimersByTimeAsync(1000);
      expect(await settled(firstPaint.afterFirstPaint())).toBe(false);
      await jest.advanceTimersByTimeAsync(600);
      expect(await settled(firstPaint.afterFirstPaint())).toBe(true);
    } finally {
      frames.mockRestore();
    }
  });
});
