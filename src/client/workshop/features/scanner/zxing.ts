import { BarcodeDetector, prepareZXingModule, purgeZXingModule } from 'barcode-detector/ponyfill';
import zxingReaderWasm from 'zxing-wasm/reader/zxing_reader.wasm';
import type { CodeDetector } from './scanLoop';

/**
 * The polyfill's WebAssembly from this build (webpack copies the .wasm into the counter app's
 * folder, and the app's service worker keeps it for offline use) instead of the CDN the package
 * would fetch it from, which the Content-Security-Policy refuses. One object for every opening, so
 * the compiled module is reused.
 */
const overrides = {
  locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? new URL(zxingReaderWasm, globalThis.location.href).href : prefix + file),
};

/**
 * The ZXing reader, compiled now rather than on the first frame: a .wasm that cannot be fetched or
 * is refused fails here, where the scanner says it cannot scan, and is fetched again next time.
 */
export async function zxingDetector(): Promise<CodeDetector> {
  try {
    await prepareZXingModule({ overrides, fireImmediately: true });
  } catch (error) {
    purgeZXingModule();
    throw error;
  }
  return new BarcodeDetector({ formats: ['qr_code'] });
}
