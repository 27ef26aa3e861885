/** The careline app's pages, inside its router (the browser sees them under /careline). */
export const paths = {
  landing: '/',
} as const;
