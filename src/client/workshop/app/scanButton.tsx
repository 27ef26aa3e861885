import type { LoadScanner } from '../features/counter/scanner';
import { loadScanner as loadCameraScanner } from '../features/scanner';

/**
 * The camera's scanner, a lazy chunk of its own (features/scanner): fetched on the first tap of
 * SCAN, so the counter's first page never carries the camera or the QR reader. It lives in the app
 * layer, which composes features; the counter feature never imports the scanner feature itself.
 */
export const loadScanner: LoadScanner = loadCameraScanner;
