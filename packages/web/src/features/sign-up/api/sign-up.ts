import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ClientSignUp, TokenResponse, User } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { writeSession } from '../../../lib/session';
import { userQueryOptions } from '../../users';

/**
 * POST client/offering/ — creates the client and logs them in: the session is stored and the
 * user loaded, as at login. Resolves to null when the account exists but the user could not be
 * loaded; the guards sort that out on the next page.
 */
export async function signUp(queryClient: QueryClient, payload: ClientSignUp): Promise<User | null> {
  const { token, id } = await apiRequest<TokenResponse>('client/offering/', {
    method: 'POST',
    body: payload,
    auth: false,
  });
  writeSession({ token, id });
  return queryClient.fetchQuery({ ...userQueryOptions(id), staleTime: 0 }).catch(() => null);
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (payload: ClientSignUp) => signUp(queryClient, payload) });
}
