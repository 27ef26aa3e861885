/** The server's own: its health check and its API documentation (an OpenAPI 3.1 document and the page reading it). */
export const serverPaths = {
  health: '/api/health',
  openapi: '/api/openapi.json',
  docs: '/api/docs',
} as const;
