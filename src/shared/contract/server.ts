/** The server's own: its health checks and its API documentation (an OpenAPI 3.1 document and the page reading it). */
export const serverPaths = {
  /** Liveness: the process answers; no I/O. */
  health: '/api/health',
  /** Readiness: the database (and the receipts bucket, when configured) answer within a short deadline; Redis is reported only. */
  ready: '/api/ready',
  openapi: '/api/openapi.json',
  docs: '/api/docs',
} as const;

/**
 * The paths load balancers and orchestrators probe by habit. The API answers them itself, so the
 * web app's index.html (200 for any unknown page) never passes for a healthy server.
 */
export const probePaths = {
  /** As /api/health. */
  healthz: '/healthz',
  /** As /api/health. */
  livez: '/livez',
  /** As /api/ready. */
  readyz: '/readyz',
  /** Prometheus metrics with METRICS_TOKEN (a bearer token); otherwise 404 in the envelope. */
  metrics: '/metrics',
} as const;

/** The state of one thing readiness checks. */
export type ReadinessCheck = 'ok' | 'failed' | 'timed out';
