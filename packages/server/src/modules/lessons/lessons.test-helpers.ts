import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { installAuthentication } from '../../lib/auth';
import { installErrorHandler } from '../../lib/errors';
import { lessonsRoutes, type LessonLimits } from './lessons.routes';

/* What the lessons tests share: multipart bodies, sample files, the storage folder, small limits. */

const pad = (head: Buffer, size = 256) => Buffer.concat([head, randomBytes(size)]);

/** Files of each kind, told apart by their first bytes only. */
export const SAMPLES = {
  mp4: pad(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom')])),
  webm: pad(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])),
  mp3: pad(Buffer.from('ID3\x04\x00')),
  m4a: pad(Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypM4A ')])),
  ogg: pad(Buffer.from('OggS\x00\x02')),
  wav: pad(Buffer.concat([Buffer.from('RIFF'), Buffer.from([36, 0, 1, 0]), Buffer.from('WAVEfmt ')])),
  pdf: pad(Buffer.from('%PDF-1.7\n')),
  zip: pad(Buffer.from([0x50, 0x4b, 0x03, 0x04])),
  png: pad(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
};

export interface MultipartBody {
  payload: Buffer;
  headers: Record<string, string>;
}

/** A multipart/form-data body: text fields, then optionally one file (or several parts in order). */
export function multipart(
  fields: Record<string, string | number | boolean>,
  file?: { content: Buffer; name?: string; field?: string },
  after: Record<string, string> = {},
): MultipartBody {
  const boundary = `----tandem${randomBytes(8).toString('hex')}`;
  const field = ([name, value]: [string, unknown]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
    );
  const parts: Buffer[] = Object.entries(fields).map(field);
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; ` +
          `filename="${file.name ?? 'upload.bin'}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(...Object.entries(after).map(field));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Every stored file under DATA_DIR/uploads/<folder> (data files only, not their `.type` companions). */
export async function storedFiles(dataDir: string, folder = 'private'): Promise<string[]> {
  const root = path.join(dataDir, 'uploads', folder);
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.type'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The storage key behind a signed course-file link. */
export const keyOfLink = (url: string) =>
  new URL(url, 'http://x').pathname.replace(/^\/api\/course-files\//, '');

/**
 * The lessons routes alone, with small file limits, on the same context as the test app: the
 * real limits (1 GB) are too large to cross in a test.
 */
export async function appWithLimits(ctx: AppContext, limits: LessonLimits) {
  const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installAuthentication(app, ctx.db);
  await app.register(fastifyMultipart, { limits: { fileSize: 1024, files: 1, fields: 10, parts: 11 } });
  await app.register(lessonsRoutes(ctx, limits), { prefix: '/api' });
  await app.ready();
  return app;
}
