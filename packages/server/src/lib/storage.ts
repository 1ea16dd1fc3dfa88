import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
// The `hide` schema option (leave /media out of the API docs) is declared by the docs plugin.
import type {} from '@fastify/swagger';

/*
 * Uploaded files (profile images now; lesson files and logos later) live behind this interface.
 * The disk store below is the default; an S3-compatible store implements the same three calls
 * (PutObject with ContentType, GetObject, DeleteObject). Keys are always made by `newStorageKey`,
 * never taken from a request, and the web reaches a file at `/media/<key>`.
 */

/** A stored file, opened for reading. */
export interface StoredFile {
  /** The file's bytes, or only those of the range asked for. */
  stream: Readable;
  contentType: string;
  /** The whole file's size, even when only a range is read. */
  size: number;
}

/** Bytes `start` to `end` of a file, both included (as in an HTTP `Range` header). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface Storage {
  /** Writes the stream under `key`; the file appears whole or not at all. Resolves to its size. */
  put(key: string, body: Readable, contentType: string): Promise<{ size: number }>;
  /**
   * The file under `key`, or null when there is none (or the key is not one we make). With a
   * `range`, the stream holds only those bytes (the caller keeps it within the file's size).
   */
  open(key: string, range?: ByteRange): Promise<StoredFile | null>;
  /** Deletes the file under `key`; a missing file is not an error. */
  remove(key: string): Promise<void>;
}

/** Folders, then a random name with an extension: `avatars/3vJ9...Qw.png`. */
const KEY_PATTERN = /^(?:[a-z0-9-]+\/)+[A-Za-z0-9_-]+\.[a-z0-9]+$/;

/** Whether a string has the shape of a key this server makes: no `..`, no absolute paths. */
export function isStorageKey(key: string): boolean {
  return key.length <= 200 && KEY_PATTERN.test(key);
}

/** A fresh random key in a folder: 128 random bits, so keys can neither collide nor be guessed. */
export function newStorageKey(folder: string, extension: string): string {
  const key = `${folder}/${randomBytes(16).toString('base64url')}.${extension}`;
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
  return key;
}

/**
 * Removes the files of rows that are gone (after their transaction committed). A file that will
 * not go is only wasted space, so the failure is logged rather than raised.
 */
export async function removeFiles(storage: Storage, keys: (string | null)[]): Promise<void> {
  const results = await Promise.allSettled(keys.flatMap((key) => (key ? [storage.remove(key)] : [])));
  for (const result of results)
    if (result.status === 'rejected') console.error('[storage] could not remove a file:', result.reason);
}

const MEDIA_PREFIX = '/media/';

/**
 * Files under this top folder are never public: /media/ does not serve them (course files are
 * reached only by signed, expiring links; a link shows the key, which must not outlive it).
 */
export const PRIVATE_FOLDER = 'private';

/** Whether a key is in the private folder. */
export const isPrivateKey = (key: string) => key.startsWith(`${PRIVATE_FOLDER}/`);

/** The public URL of a stored file. */
export const mediaUrl = (key: string) => `${MEDIA_PREFIX}${key}`;

/** The key behind a URL made by `mediaUrl`, or null for anything else (an external URL, say). */
export function keyOfMediaUrl(url: string | null): string | null {
  if (!url?.startsWith(MEDIA_PREFIX)) return null;
  const key = url.slice(MEDIA_PREFIX.length);
  return isStorageKey(key) ? key : null;
}

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

/**
 * Files under `root` (DATA_DIR/uploads), the content type in a `.type` file beside each one.
 * A write goes to a temporary name and is renamed into place, so a reader never sees half a file.
 */
export function createDiskStorage(root: string): Storage {
  const resolved = path.resolve(root);
  const fileOf = (key: string) => {
    if (!isStorageKey(key)) return null;
    const file = path.resolve(resolved, key);
    // The pattern already rules out `..`; this keeps the promise even if the pattern changes.
    return file.startsWith(resolved + path.sep) ? file : null;
  };

  return {
    async put(key, body, contentType) {
      const file = fileOf(key);
      if (!file) throw new Error(`not a storage key: ${key}`);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.partial`;
      const out = createWriteStream(temporary, { flags: 'wx' });
      try {
        await pipeline(body, out);
        await writeFile(`${temporary}.type`, contentType);
        // The type first: a file whose data is in place always has its type.
        await rename(`${temporary}.type`, `${file}.type`);
        await rename(temporary, file);
      } catch (error) {
        // A failed pipeline destroys the file stream without waiting for it to open and close:
        // removing the file before then could run first and leave the file behind.
        if (!out.closed) await once(out, 'close').catch(() => undefined);
        await rm(temporary, { force: true });
        await rm(`${temporary}.type`, { force: true });
        throw error;
      }
      return { size: (await stat(file)).size };
    },

    async open(key, range) {
      const file = fileOf(key);
      if (!file) return null;
      try {
        const [info, contentType] = await Promise.all([stat(file), readFile(`${file}.type`, 'utf8')]);
        if (!info.isFile()) return null;
        const stream = range
          ? createReadStream(file, { start: range.start, end: range.end })
          : createReadStream(file);
        return { stream, contentType, size: info.size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async remove(key) {
      const file = fileOf(key);
      if (!file) return;
      await rm(file, { force: true });
      await rm(`${file}.type`, { force: true });
    },
  };
}

/**
 * GET /media/<key>: stored files, public, except those in the private folder. Keys are random and a stored file never changes (a new
 * upload gets a new key), so browsers may keep them for a year.
 */
export function serveMedia(app: FastifyInstance, storage: Storage): void {
  app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const file = isPrivateKey(key) ? null : await storage.open(key);
    if (!file) return reply.code(404).send({ detail: 'Not found.' });
    return reply
      .header('content-type', file.contentType)
      .header('content-length', String(file.size))
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(file.stream);
  });
}
