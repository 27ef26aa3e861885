/** Why the scanner cannot read a code: the counter then types the Service ID instead. */
export type CameraUnavailable = 'denied' | 'missing' | 'failed';

/**
 * What a getUserMedia refusal means for staff: they (or the browser's settings) said no, the device
 * has no camera it can use, or the camera is there but would not start (another app holds it, the
 * hardware failed). The older names are what some WebViews still throw.
 */
export function cameraFailure(error: unknown): CameraUnavailable {
  const name = error && typeof error === 'object' && 'name' in error ? String((error as { name: unknown }).name) : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'missing';
  return 'failed';
}

/**
 * The rear camera where there is one (a phone or tablet at the counter); `ideal` rather than
 * `exact`, so a laptop's only camera still opens. A browser without the API (an old WebView, a page
 * not served over HTTPS) has no camera to offer.
 */
export function openRearCamera(media: MediaDevices | undefined = globalThis.navigator?.mediaDevices): Promise<MediaStream> {
  if (!media?.getUserMedia) return Promise.reject(new DOMException('This browser gives pages no camera', 'NotFoundError'));
  return media.getUserMedia({ audio: false, video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } } });
}

/** Turns the camera off (its light goes out), whatever state the stream is in. */
export function stopCamera(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}
