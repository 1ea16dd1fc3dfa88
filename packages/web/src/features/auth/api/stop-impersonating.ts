import { readSession, writeSession } from '../../../lib/session';
import { reloadPage } from '../../../lib/reload-page';
import { logOut } from './log-out';

/**
 * Ends an impersonation: revokes the impersonated token, puts the admin's own session back and
 * reloads. Returns false when no admin session is stored; the caller then logs out instead.
 */
export async function stopImpersonating(): Promise<boolean> {
  const impersonator = readSession()?.impersonator;
  if (!impersonator) return false;
  await logOut();
  writeSession(impersonator);
  reloadPage();
  return true;
}
