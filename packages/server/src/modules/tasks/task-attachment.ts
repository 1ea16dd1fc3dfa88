import { Readable } from 'node:stream';
import { MAX_TASK_ATTACHMENT_BYTES } from '@tandem/shared';
import { fieldErrors } from '../../lib/errors';
import { newStorageKey, type Storage } from '../../lib/storage';
import { detectImageType } from '../account-settings/profile-image';

/*
 * The file a client may attach when recording an exercise (POST clients/exercise-history/): a
 * PDF, an image or an MP4 video, told by its first bytes (never by its name or declared type), at
 * most MAX_TASK_ATTACHMENT_BYTES, stored under a fresh random key in `task-attachments/`.
 */

const MAX_MEGABYTES = MAX_TASK_ATTACHMENT_BYTES / (1024 * 1024);
export const INVALID_ATTACHMENT = 'Upload a PDF, an image (PNG, JPEG, GIF or WebP) or an MP4 video.';
export const ATTACHMENT_TOO_LARGE = `The file is too large: it may be at most ${MAX_MEGABYTES} MB.`;

export interface AttachmentType {
  contentType: string;
  extension: string;
}

/** MP4 major brands (bytes 8..11 after `ftyp`): ISO base media and MPEG-4 video, not QuickTime or HEIC. */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'dash',
  'mmp4',
]);
/** Bytes needed to tell the formats apart (an MP4's brand ends at byte 12). */
const SNIFF_BYTES = 12;

/** What kind of attachment a file is by its first bytes: PDF, PNG, JPEG, GIF, WebP or MP4; else null. */
export function detectAttachmentType(head: Buffer): AttachmentType | null {
  if (head.subarray(0, 5).toString('latin1') === '%PDF-')
    return { contentType: 'application/pdf', extension: 'pdf' };
  const image = detectImageType(head);
  if (image) return image;
  if (head.length >= 12 && head.subarray(4, 8).toString('latin1') === 'ftyp') {
    if (MP4_BRANDS.has(head.subarray(8, 12).toString('latin1')))
      return { contentType: 'video/mp4', extension: 'mp4' };
  }
  return null;
}

/** The name the file is listed under: its last path segment, without control characters, at most 200 characters. */
export function attachmentName(uploaded: string | undefined, extension: string): string {
  const lastSegment = (uploaded ?? '').split(/[\\/]/).pop()!;
  const isControl = (c: string) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f;
  const base = [...lastSegment]
    .filter((c) => !isControl(c))
    .join('')
    .trim();
  return base.slice(0, 200) || `attachment.${extension}`;
}

class TooLarge extends Error {}

/**
 * Reads the first bytes of a stream, then gives back a stream of the whole content again that
 * fails with `TooLarge` past `maxBytes` (as profile-image.ts does for avatars).
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

/** A stored attachment: its storage key and the name it is listed under. */
export interface StoredAttachment {
  key: string;
  name: string;
}

/** One part of a multipart request, as @fastify/multipart's `request.parts()` yields it. */
export type FormPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; filename: string; file: Readable & { truncated?: boolean } };

/** The exercise-history form: its text fields and the stored file, if one came. */
export interface AttachmentForm {
  fields: Record<string, string>;
  file: StoredAttachment | null;
}

/**
 * Stores one uploaded file, checked by its content and size. Resolves to null for an empty file
 * part (a form sent without choosing a file).
 */
async function storeAttachment(
  storage: Storage,
  part: Extract<FormPart, { type: 'file' }>,
): Promise<StoredAttachment | null> {
  const { head, body, discard } = await sniff(part.file, MAX_TASK_ATTACHMENT_BYTES);
  if (head.length === 0) {
    await discard();
    return null;
  }
  const type = detectAttachmentType(head);
  if (!type) {
    await discard();
    throw fieldErrors({ file: [INVALID_ATTACHMENT] });
  }
  const key = newStorageKey('task-attachments', type.extension);
  try {
    await storage.put(key, body, type.contentType);
    // The multipart parser stops at its own limit and marks the stream, rather than failing it.
    if (part.file.truncated) throw new TooLarge();
  } catch (error) {
    await storage.remove(key);
    if (error instanceof TooLarge) throw fieldErrors({ file: [ATTACHMENT_TOO_LARGE] });
    throw error;
  }
  return { key, name: attachmentName(part.filename, type.extension) };
}

/**
 * Reads a multipart form whose optional file comes in field `file` (files in other fields are
 * skipped). The file is stored as it streams in; if the form then fails, it is removed again.
 */
export async function readAttachmentForm(
  parts: AsyncIterable<FormPart>,
  storage: Storage,
): Promise<AttachmentForm> {
  const form: AttachmentForm = { fields: {}, file: null };
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
      } else if (part.fieldname === 'file' && !form.file) {
        form.file = await storeAttachment(storage, part);
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if (form.file) await storage.remove(form.file.key);
    throw error;
  }
  return form;
}
