import type { ComponentType } from 'react';

/** Why the camera cannot scan: refused by the person, absent, or broken. */
export type ScannerUnavailable = 'denied' | 'missing' | 'failed';

/** The scanner's props (features/scanner): it reports a code read, a camera it cannot use, or its closing. */
export interface ScannerProps {
  onCode(code: string): void;
  onUnavailable(reason: ScannerUnavailable): void;
  onClose(): void;
}

/** Brings the scanner's lazy chunk (the camera and the QR reader) and answers its component. */
export type LoadScanner = () => Promise<{ Scanner: ComponentType<ScannerProps> }>;
