import { act, render, screen, waitFor } from '@testing-library/react';
import { initI18n } from '../../../frame/i18n';
import { workshopTexts } from '../../app/texts';
import { Scanner } from './Scanner';
import type { CodeDetector } from './scanLoop';

/** A camera's stream whose one track records being stopped and can end as an unplugged camera's does. */
function fakeStream() {
  const track = Object.assign(new EventTarget(), { stop: jest.fn() });
  const stream = { getTracks: () => [track], getVideoTracks: () => [track] } as unknown as MediaStream;
  return { stream, track };
}

function cameraGives(result: MediaStream | Error) {
  const getUserMedia = jest.fn(() => (result instanceof Error ? Promise.reject(result) : Promise.resolve(result)));
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  return getUserMedia;
}

const detectorOf = (detect: CodeDetector['detect']) => () => Promise.resolve<CodeDetector>({ detect });

beforeAll(() => {
  initI18n('en', workshopTexts);
  // jsdom plays no media: a playing camera's video has frames at once.
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  Object.defineProperty(HTMLMediaElement.prototype, 'readyState', { configurable: true, get: () => HTMLMediaElement.HAVE_ENOUGH_DATA });
  Object.defineProperty(HTMLMediaElement.prototype, 'srcObject', { configurable: true, writable: true, value: null });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('Scanner', () => {
  it('reports the Service ID a frame shows and turns the camera off', async () => {
    const { stream, track } = fakeStream();
    const getUserMedia = cameraGives(stream);
    const onCode = jest.fn();
    let frames = 0;
    const makeDetector = detectorOf(async () => (++frames < 3 ? [] : [{ rawValue: 'o8to-4btzrw' }]));
    render(<Scanner onCode={onCode} onUnavailable={jest.fn()} onClose={jest.fn()} makeDetector={makeDetector} />);
    expect(screen.getByRole('heading', { name: "Scan the member's QR code" })).toBeInTheDocument();
    await waitFor(() => expect(onCode).toHaveBeenCalledWith('O8TO4BTZRW'));
    expect(onCode).toHaveBeenCalledTimes(1);
    expect(track.stop).toHaveBeenCalled();
    expect(getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ audio: false, video: expect.objectContaining({ facingMode: { ideal: 'environment' } }) }));
  });

  it('says so while the frames show a QR code that is not a Service ID', async () => {
    cameraGives(fakeStream().stream);
    render(<Scanner onCode={jest.fn()} onUnavailable={jest.fn()} onClose={jest.fn()} makeDetector={detectorOf(async () => [{ rawValue: 'https://example.my' }])} />);
    expect(await screen.findByText("That QR code is not a Service ID. Scan the code on the member's step 4 screen.")).toBeInTheDocument();
  });

  it.each([
    ['NotAllowedError', 'denied'],
    ['NotFoundError', 'missing'],
    ['NotReadableError', 'failed'],
  ])('reports a camera refused with %s as %s', async (name, reason) => {
    cameraGives(new DOMException('no', name));
    const onUnavailable = jest.fn();
    render(<Scanner onCode={jest.fn()} onUnavailable={onUnavailable} onClose={jest.fn()} makeDetector={detectorOf(async () => [])} />);
    await waitFor(() => expect(onUnavailable).toHaveBeenCalledWith(reason));
  });

  it('reports a reader that cannot load as a failing camera, and turns the camera off', async () => {
    const { stream, track } = fakeStream();
    cameraGives(stream);
    const onUnavailable = jest.fn();
    render(<Scanner onCode={jest.fn()} onUnavailable={onUnavailable} onClose={jest.fn()} makeDetector={() => Promise.reject(new Error('wasm refused'))} />);
    await waitFor(() => expect(onUnavailable).toHaveBeenCalledWith('failed'));
    expect(track.stop).toHaveBeenCalled();
  });

  it('reports a camera that stops mid-scan as failing', async () => {
    const { stream, track } = fakeStream();
    cameraGives(stream);
    const onUnavailable = jest.fn();
    render(<Scanner onCode={jest.fn()} onUnavailable={onUnavailable} onClose={jest.fn()} makeDetector={detectorOf(async () => [])} />);
    await screen.findByText("Hold the QR code of the member's step 4 screen inside the frame.");
    act(() => {
      track.dispatchEvent(new Event('ended'));
    });
    expect(onUnavailable).toHaveBeenCalledWith('failed');
  });

  it('turns the camera off when closed or left, and reports nothing after', async () => {
    const { stream, track } = fakeStream();
    cameraGives(stream);
    const onClose = jest.fn();
    const onCode = jest.fn();
    const { unmount } = render(<Scanner onCode={onCode} onUnavailable={jest.fn()} onClose={onClose} makeDetector={detectorOf(async () => [])} />);
    await screen.findByText("Hold the QR code of the member's step 4 screen inside the frame.");
    screen.getByRole('button', { name: 'Close the camera' }).click();
    expect(onClose).toHaveBeenCalled();
    unmount();
    expect(track.stop).toHaveBeenCalled();
    expect(onCode).not.toHaveBeenCalled();
  });
});
