import { redirect, type LoaderFunction } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { clearSession } from '../lib/session';
import { logOut } from '../features/auth';

/** /logout: revokes the token (errors ignored), forgets the session and every cached answer, then /login. */
export function logOutLoader(queryClient: QueryClient): LoaderFunction {
  return async () => {
    await logOut();
    clearSession();
    queryClient.clear();
    throw redirect('/login');
  };
}
