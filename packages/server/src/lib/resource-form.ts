import type { FastifyRequest } from 'fastify';
import { HABIT_MESSAGES } from '@tandem/shared';
import { fieldErrors, nonFieldError } from './errors';
import type { Storage } from './storage';
import {
  cleanFileName,
  detectFileType,
  MP4_SIGNATURES,
  PDF_SIGNATURES,
  storeUpload,
  UploadRefused,
  type FileType,
  type UploadStream,
} from './uploads';

/*
 * Reading the multipart form of an exercise resource: its text fields and at most one file
 * (field `file`). The spec's FAQ says only PDF and MP4 files are hosted, so a file is accepted
 * by its first bytes (`%PDF-`, or an ISO media `ftyp` box), whatever its name or declared type,
 * and up to MAX_EXERCISE_FILE_BYTES. It is stored as soon as it arrives (the text fields may
 * come after it); whoever reads the form removes it again when the request fails.
 */

/** The largest resource file (spec FAQ: PDFs and MP4 videos). */
export const MAX_EXERCISE_FILE_BYTES = 25 * 1024 * 1024;
export const FILE_TYPE_REFUSED = 'Only PDF and MP4 files can be uploaded.';
export const FILE_TOO_LARGE = `The file is too large: it may be at most ${MAX_EXERCISE_FILE_BYTES / (1024 * 1024)} MB.`;

/** A resource file kept in storage. */
export interface StoredUpload {
  key: string;
  fileName: string;
}

/** The form: its text fields as sent, and the stored file if one came. */
export interface ResourceForm {
  fields: Record<string, unknown>;
  upload: StoredUpload | null;
}

/** What a resource holds: a link, a stored file, or both. */
export interface ResourceContent {
  url: string | null;
  fileKey: string | null;
  fileName: string | null;
}

const NOTHING: ResourceContent = { url: null, fileKey: null, fileName: null };

/**
 * What a resource holds after a write (`current` is what it held before, on PATCH): a url sent
 * replaces the link ('' clears it), a file sent replaces the file. `type: 'url'` keeps only the
 * link and `type: 'file'` only the file, which must then exist (noFileUploaded); a resource with
 * neither is refused (noResources).
 */
export function resolveResourceContent(input: {
  type?: 'file' | 'url';
  url?: string;
  upload: StoredUpload | null;
  current?: ResourceContent;
}): ResourceContent {
  const current = input.current ?? NOTHING;
  let url = input.url === undefined ? current.url : input.url || null;
  let file = input.upload
    ? { fileKey: input.upload.key, fileName: input.upload.fileName }
    : { fileKey: current.fileKey, fileName: current.fileName };
  if (input.type === 'url') file = { fileKey: null, fileName: null };
  if (input.type === 'file') {
    url = null;
    if (!file.fileKey) throw fieldErrors({ file: [HABIT_MESSAGES.noFileUploaded] });
  }
  if (!url && !file.fileKey) throw nonFieldError(HABIT_MESSAGES.noResources);
  return { url, ...file };
}

/** What a resource file may be (spec FAQ: only PDF and MP4 files are hosted). */
const RESOURCE_SIGNATURES = [...PDF_SIGNATURES, ...MP4_SIGNATURES];

/** What a resource file is by its first bytes: a PDF or an MP4 video, or neither. */
export function detectResourceFileType(head: Buffer): FileType | null {
  return detectFileType(head, RESOURCE_SIGNATURES);
}

/** Stores one uploaded file after checking its type; refuses (400 on `file`) anything else. */
async function storeFile(
  storage: Storage,
  stream: UploadStream,
  fileName: string,
  maxBytes: number,
): Promise<StoredUpload> {
  const { key } = await storeUpload(storage, stream, {
    folder: 'exercise-resources',
    accepted: RESOURCE_SIGNATURES,
    maxBytes,
  }).catch((error: unknown) => {
    if (!(error instanceof UploadRefused)) throw error;
    throw fieldErrors({ file: [error.reason === 'too-large' ? FILE_TOO_LARGE : FILE_TYPE_REFUSED] });
  });
  return { key, fileName: cleanFileName(fileName, 'file') };
}

/**
 * Reads a resource form from a multipart request (or the fields of a JSON one, which has no
 * file). A file part without a name (an empty file input) counts as no file; a file under
 * another field is refused.
 */
export async function readResourceForm(
  request: FastifyRequest,
  storage: Storage,
  maxBytes = MAX_EXERCISE_FILE_BYTES,
): Promise<ResourceForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: body && typeof body === 'object' ? { ...body } : {}, upload: null };
  }
  const fields: Record<string, unknown> = {};
  let upload: StoredUpload | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
      } else if (part.fieldname !== 'file' || upload) {
        part.file.resume();
        throw fieldErrors({ file: [FILE_TYPE_REFUSED] });
      } else if (!part.filename) {
        part.file.resume();
      } else {
        upload = await storeFile(storage, part.file, part.filename, maxBytes);
      }
    }
  } catch (error) {
    if (upload) await storage.remove(upload.key);
    throw error;
  }
  return { fields, upload };
}
