/** The careline app's pages, inside its router (the browser sees them under /careline). */
export const paths = {
  landing: '/',
  signIn: '/sign-in',
  /** The one-time link's page (contract: carelineEnrolPage). */
  enrol: '/enrol',
  search: '/members',
  memberCasePattern: '/members/:mobile',
  memberCase: (mobile: string) => `/members/${encodeURIComponent(mobile)}`,
  pending: '/pending',
  reports: '/reports',
  flagged: '/flagged',
  auditLog: '/audit',
  festivePins: '/festive-pins',
  /** A member's diagnostic file, replayed read-only with the member app's screens. */
  replay: '/replay',
  staff: '/staff',
  workshops: '/workshops',
  myAccount: '/account',
} as const;
