import { MESSAGING_MESSAGES } from '../messages';
import { PREVIEW_MAX_CHARS, PREVIEW_WORDS } from '../constants';

/**
 * A message as the room list previews it (spec section 9): over 80 characters it is cut to its
 * first 20 words (with an ellipsis when that dropped something); the caller's own messages start
 * with '(You)'.
 */
export function messagePreview(text: string, own: boolean): string {
  const flat = text.trim().replace(/\s+/g, ' ');
  let preview = flat;
  if (flat.length > PREVIEW_MAX_CHARS) {
    const words = flat.split(' ');
    preview = words.slice(0, PREVIEW_WORDS).join(' ');
    if (words.length > PREVIEW_WORDS) preview += '…';
  }
  return own ? `${MESSAGING_MESSAGES.youPrefix} ${preview}` : preview;
}
