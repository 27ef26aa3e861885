import './texts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../frame/ui/Button';
import { Spinner } from '../../../frame/ui/Spinner';
import { cameraFailure, openRearCamera, stopCamera, type CameraUnavailable } from './camera';
import { createDetector } from './detector';
import { scanUntilFound, type CodeDetector } from './scanLoop';
import './Scanner.css';

export interface ScannerProps {
  /** A Service ID read from a QR code, canonical (upper case, no spaces or dashes); the camera is off by then. */
  onCode(code: string): void;
  /** The camera cannot scan: refused, absent, or failing (the reader included); it is off by then. */
  onUnavailable(reason: CameraUnavailable): void;
  onClose(): void;
}

const nextAnimationFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * The rear camera in the page, reading QR codes until one is a Service ID. The camera is on only
 * while the scanner is mounted: a code read, a failure, closing or leaving the page turns it off.
 */
export function Scanner({ onCode, onUnavailable, onClose, makeDetector = createDetector }: ScannerProps & { makeDetector?: () => Promise<CodeDetector> }) {
  const { t } = useTranslation('workshop');
  const videoRef = useRef<HTMLVideoElement>(null);
  const [scanning, setScanning] = useState(false);
  const [foreign, setForeign] = useState(false);
  // The latest callbacks, so a parent's new functions neither restart the camera nor go unheard.
  const handlers = useRef({ onCode, onUnavailable });
  handlers.current = { onCode, onUnavailable };

  useEffect(() => {
    const abort = new AbortController();
    let stream: MediaStream | null = null;
    const finish = (report: () => void) => {
      if (abort.signal.aborted) return;
      abort.abort();
      if (stream) stopCamera(stream);
      report();
    };
    const unavailable = (reason: CameraUnavailable) => finish(() => handlers.current.onUnavailable(reason));

    void (async () => {
      try {
        stream = await openRearCamera();
      } catch (error) {
        unavailable(cameraFailure(error));
        return;
      }
      if (abort.signal.aborted) {
        stopCamera(stream);
        return;
      }
      // A camera unplugged or taken by another app mid-scan.
      for (const track of stream.getVideoTracks()) track.addEventListener('ended', () => unavailable('failed'));
      const video = videoRef.current;
      if (!video) return;
      video.srcObject = stream;
      try {
        const [detector] = await Promise.all([makeDetector(), video.play()]);
        if (abort.signal.aborted) return;
        setScanning(true);
        const code = await scanUntilFound({ detector, video, nextFrame: nextAnimationFrame, signal: abort.signal, onForeign: setForeign });
        if (code) finish(() => handlers.current.onCode(code));
      } catch {
        unavailable('failed');
      }
    })();

    return () => {
      abort.abort();
      if (stream) stopCamera(stream);
    };
  }, [makeDetector]);

  const status = foreign ? t('scanner.foreign') : scanning ? t('scanner.aim') : t('scanner.starting');
  return (
    <section className="scanner" aria-labelledby="scanner-heading">
      <h2 id="scanner-heading" className="scanner__heading">
        {t('scanner.heading')}
      </h2>
      <div className="scanner__view">
        <video ref={videoRef} className="scanner__video" muted playsInline aria-label={t('scanner.video')} />
        <div className="scanner__frame" aria-hidden="true" />
      </div>
      <p className={`scanner__status${foreign ? ' scanner__status--foreign' : ''}`} role="status" aria-live="polite">
        {!scanning && !foreign && <Spinner size="sm" />} {status}
      </p>
      <Button variant="secondary" block onClick={onClose}>
        {t('scanner.close')}
      </Button>
    </section>
  );
}
