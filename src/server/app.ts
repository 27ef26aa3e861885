import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import type { Config } from '../../config';
import type { Db } from './db/database';
import type { Clock } from './adapters/clock';
import { registerEnvelopeHandlers, sendError, sendOk } from './http/envelope';

export interface AppDeps {
  config: Config;
  db: Db;
  clock: Clock;
  /** Folder of the built web app; served with the SPA fallback when it exists. */
  webRoot?: string | null;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { coerceTypes: true, removeAdditional: false, allErrors: false } },
  });
  registerEnvelopeHandlers(app);
  await app.register(formbody);

  app.get('/api/health', async (_request, reply) => sendOk(reply, { ok: true, time: deps.clock.now().toISOString() }));

  if (deps.webRoot && fs.existsSync(path.join(deps.webRoot, 'index.html'))) {
    await registerWebApp(app, deps.webRoot);
  }
  return app;
}

/** Serves the built web app: hashed files cached for a year, index.html never cached, SPA fallback. */
async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      const name = path.basename(filePath);
      if (name === 'index.html' || name === 'meta.json') res.header('Cache-Control', 'no-cache');
      else if (/\.[0-9a-f]{8,}\./.test(name)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  app.get('/*', async (request, reply) => {
    const urlPath = decodeURIComponent(request.url.split('?')[0]);
    if (urlPath.startsWith('/api/')) return sendError(reply, 404, `No such path: GET ${urlPath}`);
    const file = path.join(webRoot, path.normalize(urlPath));
    if (file.startsWith(webRoot) && urlPath !== '/' && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(webRoot, file));
    }
    if (path.extname(urlPath) && !urlPath.endsWith('.html')) return sendError(reply, 404, `No such file: ${urlPath}`);
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
