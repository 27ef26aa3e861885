/** The workshop app's pages, inside its router (the browser sees them under /workshop). */
export const paths = {
  landing: '/',
} as const;
