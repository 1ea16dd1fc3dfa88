import { Readable } from 'node:stream';
import { MAX_PROFILE_IMAGE_BYTES } from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { fieldErrors } from '../../lib/errors';
import { keyOfMediaUrl, mediaUrl, newStorageKey } from '../../lib/storage';
import * as repo from './account-settings.repo';

export const INVALID_IMAGE =
  'Upload a valid image. The file you uploaded was either not an image or a corrupted image.';
const MAX_MEGABYTES = MAX_PROFILE_IMAGE_BYTES / (1024 * 1024);
export const IMAGE_TOO_LARGE = `The image is too large: it may be at most ${MAX_MEGABYTES} MB.`;
export const NO_IMAGE = 'No file was submitted.';

export interface ImageType {
  contentType: (typeof IMAGE_SIGNATURES)[number]['contentType'];
  extension: string;
}

/** The leading bytes of each accepted format; `null` bytes may be anything (RIFF's length). */
const IMAGE_SIGNATURES = [
  { contentType: 'image/png', extension: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { contentType: 'image/jpeg', extension: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { contentType: 'image/gif', extension: 'gif', bytes: [...Buffer.from('GIF87a')] },
  { contentType: 'image/gif', extension: 'gif', bytes: [...Buffer.from('GIF89a')] },
  {
    contentType: 'image/webp',
    extension: 'webp',
    bytes: [...Buffer.from('RIFF'), null, null, null, null, ...Buffer.from('WEBP')],
  },
] as const;

/** Bytes needed to tell the formats apart. */
const SNIFF_BYTES = Math.max(...IMAGE_SIGNATURES.map((s) => s.bytes.length));

/** What image a file is by its first bytes (PNG, JPEG, GIF or WebP), whatever its name or declared type. */
export function detectImageType(head: Buffer): ImageType | null {
  const match = IMAGE_SIGNATURES.find(
    (signature) =>
      head.length >= signature.bytes.length &&
      signature.bytes.every((byte, index) => byte === null || head[index] === byte),
  );
  return match ? { contentType: match.contentType, extension: match.extension } : null;
}

/** One uploaded file of a multipart request. */
export interface FileUpload {
  /** The form field it came in. */
  field: string;
  /** Its bytes; a multipart parser's stream says `truncated` when it cut the file at its limit. */
  stream: Readable & { truncated?: boolean };
}

class TooLarge extends Error {}

/**
 * Reads the first bytes of a stream, then gives back a stream of the whole content again that
 * fails with `TooLarge` past `maxBytes`.
 */
async function sniff(source: Readable, maxBytes: number) {
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const parts: Buffer[] = [];
  let length = 0;
  while (length < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) break;
    parts.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(parts);
  async function* whole() {
    try {
      let total = head.length;
      if (total > maxBytes) throw new TooLarge();
      yield head;
      for (;;) {
        const next = await chunks.next();
        if (next.done) return;
        total += next.value.length;
        if (total > maxBytes) throw new TooLarge();
        yield next.value;
      }
    } finally {
      await chunks.return?.();
    }
  }
  return { head, body: Readable.from(whole()), discard: async () => void (await chunks.return?.()) };
}

/**
 * Stores an uploaded profile image (checked by its content, at most MAX_PROFILE_IMAGE_BYTES)
 * under a new random key, puts its `/media/...` URL on the user and removes the file it replaces.
 * The caller has already decided the actor may change this user.
 */
export async function replaceProfileImage(
  ctx: AppContext,
  userId: number,
  upload: FileUpload | undefined,
): Promise<void> {
  if (!upload || upload.field !== 'image') {
    upload?.stream.resume();
    throw fieldErrors({ image: [NO_IMAGE] });
  }
  const { head, body, discard } = await sniff(upload.stream, MAX_PROFILE_IMAGE_BYTES);
  const type = detectImageType(head);
  if (!type) {
    await discard();
    throw fieldErrors({ image: [INVALID_IMAGE] });
  }

  const key = newStorageKey('avatars', type.extension);
  try {
    await ctx.storage.put(key, body, type.contentType);
    // The multipart parser stops at its own limit and marks the stream, rather than failing it.
    if (upload.stream.truncated) throw new TooLarge();
  } catch (error) {
    await ctx.storage.remove(key);
    if (error instanceof TooLarge) throw fieldErrors({ image: [IMAGE_TOO_LARGE] });
    throw error;
  }

  let previous: string | null;
  try {
    previous = await ctx.db.transaction((tx) => repo.swapUserImage(tx, userId, mediaUrl(key)));
  } catch (error) {
    await ctx.storage.remove(key);
    throw error;
  }
  const previousKey = keyOfMediaUrl(previous);
  // The user already shows the new image; a file that fails to go away is only wasted space.
  if (previousKey) await ctx.storage.remove(previousKey).catch(() => undefined);
}
