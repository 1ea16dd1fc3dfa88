import { apiRequest } from '../../../lib/api-client';

/** Revokes the current token on the server; failures are ignored because the session is dropped anyway. */
export async function logOut(): Promise<void> {
  try {
    await apiRequest('logout/', { method: 'POST' });
  } catch {
    // An expired token or an unreachable server must not keep the user logged in locally.
  }
}
