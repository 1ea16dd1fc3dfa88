import type { Actor } from '../../lib/auth';
import { isSelf, type UserFacts } from '../../lib/policy';

/**
 * Only the user themself changes their password (knowing the old one); staff and coaches reset
 * nobody's password here — the e-mailed reset link is the way back into a forgotten account.
 * Not from a session an admin or owner opened as the user (issue 39: that would keep the account).
 */
export function canSetPassword(actor: Actor, target: UserFacts): boolean {
  return isSelf(actor, target) && actor.impersonatorId === null;
}
