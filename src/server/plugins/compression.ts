import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than the headers cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers (the workshop list, the loyalty data) and any web app file without a
 * pre-compressed copy, for members on a slow mobile line. Brotli first at the plugin's quality 4
 * (quality 11 would cost the server more time than it saves the phone), gzip for the rest.
 * The built files' `.gz` copies are served as they are (`@fastify/static`'s `preCompressed`): an
 * answer that already has a Content-Encoding is left alone. Request bodies are not decompressed:
 * no client of ours sends them compressed, and a small compressed upload could expand past the
 * body limits the rest of the server counts on.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
  });
}
