import type { FastifyRequest } from 'fastify';

/**
 * Whether a state-changing request came from our own pages. Browsers name the page's origin in
 * `Origin` on every POST and, lately, say in `Sec-Fetch-Site` whether it is another site's; a request
 * with neither comes from a client that is not a browser (it holds its tokens itself, so no other
 * site can make it send one). Our origin is PUBLIC_URL's, or the one the request was addressed to
 * (a development server in front of this one).
 */
export function isSameOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return origin === new URL(publicUrl).origin || origin === `${request.protocol}://${request.host}`;
}
