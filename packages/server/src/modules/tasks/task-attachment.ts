import { MAX_TASK_ATTACHMENT_BYTES } from '@tandem/shared';
import { fieldErrors } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import {
  cleanFileName,
  detectFileType,
  IMAGE_SIGNATURES,
  MP4_SIGNATURES,
  PDF_SIGNATURES,
  storeUpload,
  UploadRefused,
  type FileType,
  type UploadStream,
} from '../../lib/uploads';

/*
 * The file a client may attach when recording an exercise (POST clients/exercise-history/): a
 * PDF, an image or an MP4 video, told by its first bytes (never by its name or declared type), at
 * most MAX_TASK_ATTACHMENT_BYTES, stored under a fresh random key in `task-attachments/`.
 */

const MAX_MEGABYTES = MAX_TASK_ATTACHMENT_BYTES / (1024 * 1024);
export const INVALID_ATTACHMENT = 'Upload a PDF, an image (PNG, JPEG, GIF or WebP) or an MP4 video.';
export const ATTACHMENT_TOO_LARGE = `The file is too large: it may be at most ${MAX_MEGABYTES} MB.`;

export type AttachmentType = FileType;

const ATTACHMENT_SIGNATURES = [...PDF_SIGNATURES, ...IMAGE_SIGNATURES, ...MP4_SIGNATURES];

/** What kind of attachment a file is by its first bytes: PDF, PNG, JPEG, GIF, WebP or MP4; else null. */
export function detectAttachmentType(head: Buffer): AttachmentType | null {
  return detectFileType(head, ATTACHMENT_SIGNATURES);
}

/** The name the file is listed under: its last path segment, without control characters, at most 200 characters. */
export function attachmentName(uploaded: string | undefined, extension: string): string {
  return cleanFileName(uploaded, `attachment.${extension}`);
}

/** A stored attachment: its storage key and the name it is listed under. */
export interface StoredAttachment {
  key: string;
  name: string;
}

/** One part of a multipart request, as @fastify/multipart's `request.parts()` yields it. */
export type FormPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; filename: string; file: UploadStream };

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
  try {
    const { key, extension } = await storeUpload(storage, part.file, {
      folder: 'task-attachments',
      accepted: ATTACHMENT_SIGNATURES,
      maxBytes: MAX_TASK_ATTACHMENT_BYTES,
    });
    return { key, name: attachmentName(part.filename, extension) };
  } catch (error) {
    if (!(error instanceof UploadRefused)) throw error;
    if (error.reason === 'empty') return null;
    throw fieldErrors({ file: [error.reason === 'too-large' ? ATTACHMENT_TOO_LARGE : INVALID_ATTACHMENT] });
  }
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
