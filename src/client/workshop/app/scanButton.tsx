import type { LoadScanner } from '../features/counter/scanner';

/**
 * The camera's scanner, a lazy chunk of its own (features/scanner): fetched on the first tap of
 * SCAN, so the counter's first page never carries the camera or the QR reader. It lives in the app
 * layer, which composes features; the counter feature never imports the scanner feature itself.
 */
// @ts-ignore features/scanner is built beside the counter and joins it on merge; until then nothing imports this module.
export const loadScanner: LoadScanner = () => import(/* webpackChunkName: "workshop-scanner" */ '../features/scanner').then((scanner) => scanner.loadScanner());
