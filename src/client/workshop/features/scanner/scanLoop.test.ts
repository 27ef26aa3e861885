import { FAILED_FRAMES_LIMIT, readFrame, scanUntilFound, type CodeDetector } from './scanLoop';

/** A video element whose frames are ready, as a playing camera's are. */
function playingVideo(readyState: number = HTMLMediaElement.HAVE_ENOUGH_DATA): HTMLVideoElement {
  const video = document.createElement('video');
  Object.defineProperty(video, 'readyState', { value: readyState });
  return video;
}

/** A detector that answers each frame with the next of these (a value or an Error), then the last forever. */
function detectorOf(...frames: (readonly { rawValue: string }[] | Error)[]): CodeDetector & { calls: number } {
  const detector = {
    calls: 0,
    detect: async () => {
      const frame = frames[Math.min(detector.calls++, frames.length - 1)];
      if (frame instanceof Error) throw frame;
      return frame;
    },
  };
  return detector;
}

const immediately = () => Promise.resolve();

describe('readFrame', () => {
  it('takes the first code that is a Service ID, made canonical', () => {
    expect(readFrame([{ rawValue: 'https://example.my' }, { rawValue: 'o8t-o4b tzrw' }])).toEqual({ code: 'O8TO4BTZRW' });
  });

  it("tells a QR code that is not a Service ID from a frame that shows none", () => {
    expect(readFrame([{ rawValue: 'WIFI:S:counter;;' }])).toBe('foreign');
    expect(readFrame([])).toBeNull();
  });
});

describe('scanUntilFound', () => {
  it('reads frames until one shows a Service ID, telling when a foreign code comes and goes', async () => {
    const foreign: boolean[] = [];
    const detector = detectorOf([], [{ rawValue: 'hello' }], [{ rawValue: 'hello' }], [], [{ rawValue: '7K3M9QX2VD' }]);
    const code = await scanUntilFound({ detector, video: playingVideo(), nextFrame: immediately, signal: new AbortController().signal, onForeign: (shown) => foreign.push(shown) });
    expect(code).toBe('7K3M9QX2VD');
    expect(detector.calls).toBe(5);
    expect(foreign).toEqual([true, false]);
  });

  it('skips frames while the video has none, without counting them as failures', async () => {
    const detector = detectorOf([{ rawValue: '7K3M9QX2VD' }]);
    const video = playingVideo(HTMLMediaElement.HAVE_METADATA);
    let frames = 0;
    const abort = new AbortController();
    const nextFrame = async () => {
      if (++frames === 3) abort.abort();
    };
    await expect(scanUntilFound({ detector, video, nextFrame, signal: abort.signal, onForeign: jest.fn() })).resolves.toBeNull();
    expect(detector.calls).toBe(0);
  });

  it('forgives a failing frame, but gives up with the error after a run of them', async () => {
    const glitch = new Error('frame glitch');
    const recovered = detectorOf(...Array<Error>(FAILED_FRAMES_LIMIT - 1).fill(glitch), [{ rawValue: '7K3M9QX2VD' }]);
    await expect(scanUntilFound({ detector: recovered, video: playingVideo(), nextFrame: immediately, signal: new AbortController().signal, onForeign: jest.fn() })).resolves.toBe('7K3M9QX2VD');

    const broken = detectorOf(new Error('wasm refused'));
    await expect(scanUntilFound({ detector: broken, video: playingVideo(), nextFrame: immediately, signal: new AbortController().signal, onForeign: jest.fn() })).rejects.toThrow('wasm refused');
    expect(broken.calls).toBe(FAILED_FRAMES_LIMIT);
  });

  it('stops without a code once aborted, even with a frame being read', async () => {
    const abort = new AbortController();
    const detector: CodeDetector = {
      detect: async () => {
        abort.abort();
        return [{ rawValue: '7K3M9QX2VD' }];
      },
    };
    await expect(scanUntilFound({ detector, video: playingVideo(), nextFrame: immediately, signal: abort.signal, onForeign: jest.fn() })).resolves.toBeNull();
  });
});
