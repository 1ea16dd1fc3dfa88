import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/**
 * Compresses answers for clients that accept it (issue 21: nothing was compressed, the OpenAPI
 * document alone was 269 KB). API answers are compressed as they go, brotli at quality 4 and
 * gzip at level 6: past those, the CPU cost per request grows much faster than the bytes saved.
 * The web app's files are compressed once at build time, at the highest levels, and served as
 * they are (fastify-static's `preCompressed`); an answer that already carries a
 * Content-Encoding is left alone. Under 1 KB nothing is compressed. Must be registered before
 * the routes and the static files, so its hook wraps them.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Requests are not compressed by our clients; a compressed upload is refused, not inflated.
    globalDecompression: false,
  });
}
