import { Readable } from 'node:stream';
import { MAX_BRANDING_IMAGE_BYTES, OWNER_MESSAGES } from '@tandem/shared';
import { fieldErrors } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { IMAGE_SIGNATURES, storeUpload, UploadRefused, type UploadStream } from '../../lib/uploads';

/*
 * A sub-domain's logo and background image (coach side 5, 7; issue 18). The spec's web sends them
 * as data URLs; a multipart file is taken as well. Either way the bytes are checked by their first
 * bytes (PNG, JPEG, GIF or WebP; the declared type is ignored), at most MAX_BRANDING_IMAGE_BYTES,
 * stored as a file under branding/ and served at its /media/ URL: never kept in the database.
 */

export const BRANDING_IMAGE_FIELDS = ['logo', 'background_image'] as const;
export type BrandingImageField = (typeof BRANDING_IMAGE_FIELDS)[number];
export const isBrandingImageField = (field: string): field is BrandingImageField =>
  (BRANDING_IMAGE_FIELDS as readonly string[]).includes(field);

const DATA_URL = /^data:[^,;]*(?:;[^,;]*)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Whether a value is a base64 data URL (a new image), as opposed to a saved URL. */
export const isDataUrl = (value: string) => DATA_URL.test(value);

/** The bytes of a base64 data URL; 400 on the field when it is not one or is too large. */
export function decodeDataUrl(field: BrandingImageField, value: string): Buffer {
  const header = DATA_URL.exec(value);
  const payload = header ? value.slice(header[0].length).replace(/\s/g, '') : '';
  if (!header || !BASE64.test(payload)) throw fieldErrors({ [field]: [OWNER_MESSAGES.invalidImage] });
  // Measured before decoding, so an oversized image costs no memory.
  if (Math.floor((payload.length * 3) / 4) - payload.match(/=*$/)![0].length > MAX_BRANDING_IMAGE_BYTES)
    throw fieldErrors({ [field]: [OWNER_MESSAGES.imageTooLarge] });
  return Buffer.from(payload, 'base64');
}

/** Stores one branding image and returns its storage key; 400 on the field when it is refused. */
export async function storeBrandingImage(
  storage: Storage,
  field: BrandingImageField,
  source: Buffer | UploadStream,
): Promise<string> {
  const stream: UploadStream = Buffer.isBuffer(source) ? Readable.from([source]) : source;
  try {
    const { key } = await storeUpload(storage, stream, {
      folder: 'branding',
      accepted: IMAGE_SIGNATURES,
      maxBytes: MAX_BRANDING_IMAGE_BYTES,
    });
    return key;
  } catch (error) {
    if (!(error instanceof UploadRefused)) throw error;
    throw fieldErrors({
      [field]: [error.reason === 'too-large' ? OWNER_MESSAGES.imageTooLarge : OWNER_MESSAGES.invalidImage],
    });
  }
}
