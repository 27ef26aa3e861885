/** The workshop app's pages, inside its router (the browser sees them under /workshop). */
export const paths = {
  /** Signing in; what a signed-out visitor of /workshop sees first. */
  landing: '/',
  /** A new account's first password, or a forgotten one, set with the texted code. */
  setPassword: '/password',
  counter: '/counter',
  service: '/service/:code',
  today: '/today',
  search: '/search',
  staff: '/staff',
  workshopKey: '/key',
} as const;

export const servicePath = (code: string) => `/service/${encodeURIComponent(code)}`;
