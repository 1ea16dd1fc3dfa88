import type { Actor } from '../../lib/auth';
import { isCoach, isCoachOf, isSelf, type UserFacts } from '../../lib/policy';

/**
 * Who may change a user's habit program: the client's coach, and the user themself only when
 * they hold a coach licence (the settings selector is disabled for everyone else).
 */
export function canChangeHabitProgram(actor: Actor, target: UserFacts): boolean {
  return isCoachOf(actor, target) || (isSelf(actor, target) && isCoach(actor));
}
