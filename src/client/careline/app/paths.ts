/** The careline app's pages, inside its router (the browser sees them under /careline). */
export const paths = {
  landing: '/',
  search: '/members',
  memberCasePattern: '/members/:mobile',
  memberCase: (mobile: string) => `/members/${encodeURIComponent(mobile)}`,
  pending: '/pending',
  reports: '/reports',
} as const;
