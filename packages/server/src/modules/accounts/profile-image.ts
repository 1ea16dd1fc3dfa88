import { MAX_PROFILE_IMAGE_BYTES } from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { fieldErrors } from '../../lib/errors';
import { keyOfMediaUrl, mediaUrl } from '../../lib/storage';
import {
  IMAGE_SIGNATURES,
  INVALID_IMAGE,
  NO_IMAGE,
  storeUpload,
  UploadRefused,
  type FileUpload,
} from '../../lib/uploads';
import * as repo from './accounts.repo';

const MAX_MEGABYTES = MAX_PROFILE_IMAGE_BYTES / (1024 * 1024);
export const IMAGE_TOO_LARGE = `The image is too large: it may be at most ${MAX_MEGABYTES} MB.`;

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
  const { key } = await storeUpload(ctx.storage, upload.stream, {
    folder: 'avatars',
    accepted: IMAGE_SIGNATURES,
    maxBytes: MAX_PROFILE_IMAGE_BYTES,
  }).catch((error: unknown) => {
    if (!(error instanceof UploadRefused)) throw error;
    throw fieldErrors({ image: [error.reason === 'too-large' ? IMAGE_TOO_LARGE : INVALID_IMAGE] });
  });

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
