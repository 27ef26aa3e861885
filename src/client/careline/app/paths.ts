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
  staff: '/staff',
  workshops: '/workshops',
  myAccount: '/account',
} as const;
