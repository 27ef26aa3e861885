import type { CodeDetector } from './scanLoop';

interface NativeDetectorClass {
  new (options: { formats: string[] }): CodeDetector;
  getSupportedFormats(): Promise<string[]>;
}

/**
 * A QR code reader: the browser's own BarcodeDetector where it reads QR codes (Android Chrome,
 * Safari on macOS), else the ZXing WebAssembly polyfill (iOS Safari, Firefox, desktop Chromium on
 * Linux and Windows), fetched only then, with its .wasm from our own origin.
 */
export async function createDetector(): Promise<CodeDetector> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (Native) {
    const formats = await Native.getSupportedFormats().catch(() => [] as string[]);
    if (formats.includes('qr_code')) return new Native({ formats: ['qr_code'] });
  }
  const { zxingDetector } = await import(/* webpackChunkName: "scanner-zxing" */ './zxing');
  return zxingDetector();
}
