import { readSession, writeSession } from '../../../lib/session';
import { reloadPage } from '../../../lib/reload-page';
import { logOut } from './log-out';

/**
 * Ends an impersonation: revokes the impersonated token, puts the admin's own session back and
 * reloads on the page they started from (their site settings, say; their home when it is not
 * known), not on the impersonated user's screen. Returns false when no admin session is stored;
 * the caller then logs out instead.
 */
export async function stopImpersonating(): Promise<boolean> {
  const impersonator = readSession()?.impersonator;
  if (!impersonator) return false;
  await logOut();
  writeSession({ token: impersonator.token, id: impersonator.id });
  window.history.replaceState(null, '', impersonator.returnTo ?? '/');
  reloadPage();
  return true;
}
