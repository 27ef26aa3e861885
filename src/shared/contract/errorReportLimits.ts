/**
 * What an error report from a browser may hold. A file of its own because the request's schema is
 * built from it, and the schemas are typed back into the contract.
 */
export const clientErrorSources = ['console', 'window', 'unhandledrejection', 'boundary'] as const;
export type ClientErrorSource = (typeof clientErrorSources)[number];

/** The limits both sides keep: the browser trims to them, the server refuses beyond them. */
export const clientErrorLimits = {
  entriesPerReport: 20,
  messageLength: 2000,
  stackLength: 8000,
  urlLength: 500,
  /** Whole body, bytes: above it the server answers 413. */
  bodyBytes: 64 * 1024,
} as const;
