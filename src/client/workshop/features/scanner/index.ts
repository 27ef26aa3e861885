import type { ComponentType } from 'react';
import type { ScannerProps } from './Scanner';

export type { ScannerProps } from './Scanner';
export type { CameraUnavailable } from './camera';

/**
 * The camera scanner, from a chunk of its own that the counter app fetches only when staff open it
 * (or just before): the camera code and the QR reader stay out of the app's first page.
 */
export function loadScanner(): Promise<{ Scanner: ComponentType<ScannerProps> }> {
  return import(/* webpackChunkName: "scanner" */ './Scanner').then(({ Scanner }) => ({ Scanner }));
}
