import { transactionCodeFrom } from '../../../../shared/rules/service';

/** What the scanner needs of a BarcodeDetector, native or the ZXing polyfill. */
export interface CodeDetector {
  detect(source: HTMLVideoElement): Promise<readonly { rawValue: string }[]>;
}

/** What one frame showed: a Service ID, a QR code that is something else, or nothing readable. */
export type FrameReading = { code: string } | 'foreign' | null;

/** The first Service ID among the codes of a frame; 'foreign' when every code there is something else. */
export function readFrame(barcodes: readonly { rawValue: string }[]): FrameReading {
  for (const barcode of barcodes) {
    const code = transactionCodeFrom(barcode.rawValue);
    if (code) return { code };
  }
  return barcodes.length > 0 ? 'foreign' : null;
}

/**
 * A detector that fails this many frames in a row is broken (its WebAssembly would not load, the
 * video stopped giving frames), not unlucky with one frame.
 */
export const FAILED_FRAMES_LIMIT = 20;

export interface ScanOptions {
  detector: CodeDetector;
  video: HTMLVideoElement;
  /** Resolves when the next frame is worth reading (the next animation frame in the page). */
  nextFrame: () => Promise<void>;
  signal: AbortSignal;
  /** Told when the frames show a QR code that is not a Service ID, and when they stop showing one. */
  onForeign: (foreign: boolean) => void;
}

/**
 * Reads frames until one shows a Service ID and resolves with it (canonical: upper case, no spaces
 * or dashes); resolves null once aborted. Rejects with the detector's last error after
 * FAILED_FRAMES_LIMIT failures in a row. A video without a frame yet is skipped, not a failure.
 */
export async function scanUntilFound({ detector, video, nextFrame, signal, onForeign }: ScanOptions): Promise<string | null> {
  let failures = 0;
  let foreign = false;
  while (!signal.aborted) {
    await nextFrame();
    if (signal.aborted) break;
    if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) continue;
    let reading: FrameReading;
    try {
      reading = readFrame(await detector.detect(video));
      failures = 0;
    } catch (error) {
      if (++failures >= FAILED_FRAMES_LIMIT) throw error;
      continue;
    }
    if (signal.aborted) break;
    if (reading !== null && reading !== 'foreign') return reading.code;
    if ((reading === 'foreign') !== foreign) {
      foreign = reading === 'foreign';
      onForeign(foreign);
    }
  }
  return null;
}
