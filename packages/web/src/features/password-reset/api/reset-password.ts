import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PasswordReset, TokenResponse, User } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { clearSession, writeSession } from '../../../lib/session';
import { userQueryOptions } from '../../users';

/**
 * POST user/reset_password/ — sets the new password and logs in: the session is stored as the
 * login stores it and the user loaded. If the user cannot be loaded the session is dropped again.
 */
export async function resetPassword(queryClient: QueryClient, payload: PasswordReset): Promise<User> {
  const { token, id } = await apiRequest<TokenResponse>('user/reset_password/', {
    method: 'POST',
    body: payload,
    auth: false,
  });
  writeSession({ token, id });
  try {
    return await queryClient.fetchQuery({ ...userQueryOptions(id), staleTime: 0 });
  } catch (error) {
    clearSession();
    throw error;
  }
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (payload: PasswordReset) => resetPassword(queryClient, payload) });
}
