import { useMutation } from '@tanstack/react-query';
import type { SetPassword } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';

/** POST user/{id}/set_password/ — the user's other sessions are revoked, this one stays. */
export function setPassword(id: number, payload: SetPassword) {
  return apiRequest<{ detail: string }>(`user/${id}/set_password/`, { method: 'POST', body: payload });
}

export function useSetPassword(id: number) {
  return useMutation({ mutationFn: (payload: SetPassword) => setPassword(id, payload) });
}
