import { useMutation } from '@tanstack/react-query';
import type { EmailChangeUndo } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';

/**
 * POST user/undo_email_change/ — puts the old address back and logs out every session of the
 * account, this browser's included, so its stored session is dropped too.
 */
export async function undoEmailChange(payload: EmailChangeUndo): Promise<{ detail: string }> {
  const answer = await apiRequest<{ detail: string }>('user/undo_email_change/', {
    method: 'POST',
    body: payload,
    auth: false,
  });
  clearSession();
  return answer;
}

export function useUndoEmailChange() {
  return useMutation({ mutationFn: undoEmailChange });
}
