import { Readable } from 'node:stream';
import { newStorageKey, type Storage } from './storage';

/*
 * Uploaded files (profile images, task attachments, exercise resources) are told by their first
 * bytes, never by their name or declared type, and streamed into storage under a fresh random key
 * with a size limit. A module names the signatures it accepts and maps `UploadRefused` to its own
 * field message.
 */

/** The leading bytes of a file format; a `null` byte may be anything (a length, say). */
export interface FileSignature {
  contentType: string;
  extension: string;
  bytes: readonly (number | null)[];
}

/** What a file is by its content. */
export interface FileType<ContentType extends string = string> {
  contentType: ContentType;
  extension: string;
}

const ascii = (text: string) => [...Buffer.from(text, 'latin1')];

export const PDF_SIGNATURES = [
  { contentType: 'application/pdf', extension: 'pdf', bytes: ascii('%PDF-') },
] as const satisfies readonly FileSignature[];

export const IMAGE_SIGNATURES = [
  { contentType: 'image/png', extension: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { contentType: 'image/jpeg', extension: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { contentType: 'image/gif', extension: 'gif', bytes: ascii('GIF87a') },
  { contentType: 'image/gif', extension: 'gif', bytes: ascii('GIF89a') },
  // RIFF, the chunk's length, then the format.
  {
    contentType: 'image/webp',
    extension: 'webp',
    bytes: [...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')],
  },
] as const satisfies readonly FileSignature[];

/** An ISO base media file: a box of any length whose type is `ftyp`. */
const FTYP_BOX = [null, null, null, null, ...ascii('ftyp')];

/** MP4 major brands (bytes 8..11, after `ftyp`): ISO base media and MPEG-4 video, not QuickTime or HEIC. */
const MP4_BRANDS = ['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'dash', 'mmp4'];

export const MP4_SIGNATURES = MP4_BRANDS.map((brand) => ({
  contentType: 'video/mp4' as const,
  extension: 'mp4',
  bytes: [...FTYP_BOX, ...ascii(brand)],
})) satisfies readonly FileSignature[];

/** WebM (and Matroska, which shares it): the EBML header's magic number. */
export const WEBM_SIGNATURES = [
  { contentType: 'video/webm', extension: 'webm', bytes: [0x1a, 0x45, 0xdf, 0xa3] },
] as const satisfies readonly FileSignature[];

/** What a video lesson may be: MP4 or WebM, the two every browser plays. */
export const VIDEO_SIGNATURES = [...MP4_SIGNATURES, ...WEBM_SIGNATURES] satisfies readonly FileSignature[];

/**
 * What an audio lesson may be: MP3 (an ID3 tag, or a bare MPEG-1 Layer III frame sync), M4A (an
 * ISO media file of brand `M4A `), Ogg, or WAV (a RIFF file whose format, bytes 8..11, is WAVE).
 */
export const AUDIO_SIGNATURES = [
  { contentType: 'audio/mpeg', extension: 'mp3', bytes: ascii('ID3') },
  { contentType: 'audio/mpeg', extension: 'mp3', bytes: [0xff, 0xfb] },
  { contentType: 'audio/mpeg', extension: 'mp3', bytes: [0xff, 0xf3] },
  { contentType: 'audio/mpeg', extension: 'mp3', bytes: [0xff, 0xf2] },
  { contentType: 'audio/mp4', extension: 'm4a', bytes: [...FTYP_BOX, ...ascii('M4A ')] },
  { contentType: 'audio/ogg', extension: 'ogg', bytes: ascii('OggS') },
  {
    contentType: 'audio/wav',
    extension: 'wav',
    bytes: [...ascii('RIFF'), null, null, null, null, ...ascii('WAVE')],
  },
] as const satisfies readonly FileSignature[];

/** The first of `accepted` that the file's first bytes match, or null. */
export function detectFileType<S extends FileSignature>(
  head: Buffer,
  accepted: readonly S[],
): FileType<S['contentType']> | null {
  const match = accepted.find(
    (signature) =>
      head.length >= signature.bytes.length &&
      signature.bytes.every((byte, index) => byte === null || head[index] === byte),
  );
  return match ? { contentType: match.contentType, extension: match.extension } : null;
}

/** The bytes of a multipart file; the parser marks it `truncated` when it cut the file at its limit. */
export type UploadStream = Readable & { truncated?: boolean };

/** Why an upload was refused: it had no bytes, was of no accepted type, or was over the limit. */
export type UploadRefusal = 'empty' | 'type' | 'too-large';

/** An upload `storeUpload` would not keep; the caller turns `reason` into its field's message. */
export class UploadRefused extends Error {
  constructor(readonly reason: UploadRefusal) {
    super(`upload refused: ${reason}`);
    this.name = 'UploadRefused';
  }
}

/**
 * Reads at least `headBytes` of a stream (less only if it ends first), then gives back a stream of
 * the whole content again that fails with UploadRefused('too-large') past `maxBytes`. `discard`
 * gives up on the source when the body will not be read.
 */
export async function sniff(source: Readable, headBytes: number, maxBytes: number) {
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const parts: Buffer[] = [];
  let length = 0;
  while (length < headBytes) {
    const next = await chunks.next();
    if (next.done) break;
    parts.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(parts);
  async function* whole() {
    try {
      let total = head.length;
      if (total > maxBytes) throw new UploadRefused('too-large');
      yield head;
      for (;;) {
        const next = await chunks.next();
        if (next.done) return;
        total += next.value.length;
        if (total > maxBytes) throw new UploadRefused('too-large');
        yield next.value;
      }
    } finally {
      await chunks.return?.();
    }
  }
  return { head, body: Readable.from(whole()), discard: async () => void (await chunks.return?.()) };
}

/** A file `storeUpload` kept. */
export interface UploadedFile extends FileType {
  key: string;
  size: number;
}

/**
 * Stores an uploaded file under a fresh key in `folder` if its first bytes match one of `accepted`
 * and it is at most `maxBytes`; otherwise throws UploadRefused and leaves nothing behind.
 */
export async function storeUpload<S extends FileSignature>(
  storage: Storage,
  stream: UploadStream,
  options: { folder: string; accepted: readonly S[]; maxBytes: number },
): Promise<UploadedFile & FileType<S['contentType']>> {
  // At least one byte, to tell an empty file from one a signature of no bytes (anything) accepts.
  const headBytes = Math.max(1, ...options.accepted.map((signature) => signature.bytes.length));
  const { head, body, discard } = await sniff(stream, headBytes, options.maxBytes);
  const type = head.length === 0 ? null : detectFileType(head, options.accepted);
  if (!type) {
    await discard();
    throw new UploadRefused(head.length === 0 ? 'empty' : 'type');
  }
  const key = newStorageKey(options.folder, type.extension);
  try {
    const { size } = await storage.put(key, body, type.contentType);
    // The multipart parser stops at its own limit and marks the stream, rather than failing it.
    if (stream.truncated) throw new UploadRefused('too-large');
    return { key, ...type, size };
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}

/**
 * The name an uploaded file is listed under: its last path segment without control characters,
 * trimmed and at most 200 characters, or `fallback` when nothing is left.
 */
export function cleanFileName(uploaded: string | undefined, fallback: string): string {
  const lastSegment = (uploaded ?? '').split(/[\\/]/).pop()!;
  const isControl = (c: string) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f;
  const base = [...lastSegment]
    .filter((c) => !isControl(c))
    .join('')
    .trim();
  return base.slice(0, 200) || fallback;
}

/** The words for an upload that is not an image (Django's, as the web expects them). */
export const INVALID_IMAGE =
  'Upload a valid image. The file you uploaded was either not an image or a corrupted image.';
/** The words for a form without its file. */
export const NO_IMAGE = 'No file was submitted.';

export type ImageType = FileType<(typeof IMAGE_SIGNATURES)[number]['contentType']>;

/** What image a file is by its first bytes (PNG, JPEG, GIF or WebP), whatever its name or declared type. */
export function detectImageType(head: Buffer): ImageType | null {
  return detectFileType(head, IMAGE_SIGNATURES);
}

/** One uploaded file of a multipart request. */
export interface FileUpload {
  /** The form field it came in. */
  field: string;
  stream: UploadStream;
}
