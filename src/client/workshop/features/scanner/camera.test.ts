import { cameraFailure, openRearCamera, stopCamera } from './camera';

describe('cameraFailure', () => {
  it.each([
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['PermissionDeniedError', 'denied'],
    ['NotFoundError', 'missing'],
    ['OverconstrainedError', 'missing'],
    ['DevicesNotFoundError', 'missing'],
    ['NotReadableError', 'failed'],
    ['AbortError', 'failed'],
  ])('reads %s as %s', (name, reason) => {
    expect(cameraFailure(new DOMException('refused', name))).toBe(reason);
  });

  it('reads anything else thrown as a failing camera', () => {
    expect(cameraFailure(new TypeError('boom'))).toBe('failed');
    expect(cameraFailure(undefined)).toBe('failed');
  });
});

describe('openRearCamera', () => {
  it('asks for the rear camera without sound', async () => {
    const getUserMedia = jest.fn().mockResolvedValue('stream');
    await openRearCamera({ getUserMedia } as unknown as MediaDevices);
    expect(getUserMedia).toHaveBeenCalledWith({ audio: false, video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } } });
  });

  it('says a browser that offers no camera API has no camera', async () => {
    const refusal = await openRearCamera(undefined).catch((error: unknown) => error);
    expect(cameraFailure(refusal)).toBe('missing');
  });

  it('stops every track of the stream', () => {
    const tracks = [{ stop: jest.fn() }, { stop: jest.fn() }];
    stopCamera({ getTracks: () => tracks } as unknown as MediaStream);
    expect(tracks.map((track) => track.stop.mock.calls.length)).toEqual([1, 1]);
  });
});
