import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST user/request_password_change/ — answers the same whether or not the account exists. */
export function requestPasswordReset(email: string) {
  return apiRequest<{ detail: string }>('user/request_password_change/', {
    method: 'POST',
    body: { email },
    auth: false,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
