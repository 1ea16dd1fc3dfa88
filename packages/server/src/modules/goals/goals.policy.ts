import type { Actor } from '../../lib/auth';
import { coachesClient } from '../../lib/access';

/** Which endpoints are asking: the client's own (`clients/…`) or their coach's (`coaches/…`). */
export type GoalSide = 'client' | 'coach';

/** What deciding access to a goal needs: whose goal it is and who coaches them. */
export interface GoalOwnerFacts {
  userId: number;
  /** The coach of the goal's user, when that user is a client. */
  coachId: number | null;
}

/**
 * Who may read and change a goal and its milestones: on the client side only the goal's own user;
 * on the coach side only that user's coach. Everyone else gets 404.
 */
export function mayManageGoal(actor: Actor, side: GoalSide, goal: GoalOwnerFacts): boolean {
  return side === 'client' ? goal.userId === actor.userId : coachesClient(actor, goal);
}
