import type { FastifyRequest } from 'fastify';
import type { AppError } from '../../lib/errors';
import { fieldErrors } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import {
  cleanFileName,
  storeUpload,
  UploadRefused,
  type FileSignature,
  type UploadStream,
} from '../../lib/uploads';

/*
 * Reading the multipart form of a lesson or a lesson resource: text fields first, then at most one
 * file in the field `file`, streamed into storage as it arrives (never held in memory; a lesson
 * file may be a gigabyte). What the file may be depends on the fields (a lesson's type) and on who
 * asks, so when the file part begins the caller is handed the fields and decides (`plan`): it
 * validates them and checks access before a byte is stored, and a refused form is not uploaded
 * in full first. Whoever reads the form removes its file again when the request then fails.
 */

/** What the caller accepts for the form's file. */
export interface UploadPlan {
  folder: string;
  accepted: readonly FileSignature[];
  maxBytes: number;
  /** The error of a file over `maxBytes`. */
  tooLarge: () => AppError;
  /** The message on `file` for a file of no accepted type, and for an empty one. */
  wrongType: string;
  empty: string;
}

/** The file a form stored. */
export interface FormUpload {
  key: string;
  size: number;
  contentType: string;
  /** The name it was uploaded under, cleaned. */
  uploadedName: string;
}

/** The form: its text fields as sent, and the stored file if one came. */
export interface UploadForm {
  fields: Record<string, unknown>;
  upload: FormUpload | null;
}

/**
 * Decides, from the text fields and the uploaded file name, what the file may be, or throws; null
 * means the form's file is not wanted and is skipped (a resource that is only a link, say).
 */
export type PlanUpload = (
  fields: Record<string, unknown>,
  uploadedName: string,
) => Promise<UploadPlan | null>;

const FILE_LAST = 'Send the file after the other fields.';
const ONE_FILE = 'Send one file, in the field "file".';

async function storeFormFile(
  storage: Storage,
  stream: UploadStream,
  uploadedName: string,
  plan: UploadPlan,
): Promise<FormUpload> {
  try {
    const stored = await storeUpload(storage, stream, {
      folder: plan.folder,
      accepted: plan.accepted,
      maxBytes: plan.maxBytes,
    });
    return { key: stored.key, size: stored.size, contentType: stored.contentType, uploadedName };
  } catch (error) {
    if (!(error instanceof UploadRefused)) throw error;
    if (error.reason === 'too-large') throw plan.tooLarge();
    throw fieldErrors({ file: [error.reason === 'empty' ? plan.empty : plan.wrongType] });
  }
}

/**
 * Reads a lesson or resource form from a multipart request, or the fields of a JSON one (which
 * has no file). A file part without a name (an empty file input) counts as no file. `maxBytes`
 * is the most any plan may accept: the parser stops a file one byte past it.
 */
export async function readUploadForm(
  request: FastifyRequest,
  storage: Storage,
  maxBytes: number,
  plan: PlanUpload,
): Promise<UploadForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: body && typeof body === 'object' ? { ...body } : {}, upload: null };
  }
  const fields: Record<string, unknown> = {};
  let upload: FormUpload | null = null;
  let fileSeen = false;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes + 1 } })) {
      if (part.type === 'field') {
        // The file was checked against the fields before it: a later field could change the verdict.
        if (fileSeen) throw fieldErrors({ file: [FILE_LAST] });
        fields[part.fieldname] = String(part.value);
      } else if (part.fieldname !== 'file' || fileSeen) {
        part.file.resume();
        throw fieldErrors({ file: [ONE_FILE] });
      } else if (!part.filename) {
        part.file.resume();
      } else {
        fileSeen = true;
        const uploadedName = cleanFileName(part.filename, 'file');
        const accepted = await plan(fields, uploadedName).catch((error: unknown) => {
          part.file.resume();
          throw error;
        });
        if (accepted) upload = await storeFormFile(storage, part.file, uploadedName, accepted);
        else part.file.resume();
      }
    }
  } catch (error) {
    if (upload) await storage.remove(upload.key);
    throw error;
  }
  return { fields, upload };
}
