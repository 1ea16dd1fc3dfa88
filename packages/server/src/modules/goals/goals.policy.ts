import type { Actor } from '../../lib/auth';

/** Which endpoints are asking: the client's own (`clients/…`) or their coach's (`coaches/…`). */
export type GoalSide = 'client' | 'coach';

/** What deciding access to a goal needs: whose goal it is and who coaches them. */
export interface GoalOwnerFacts {
  userId: number;
  /** The coach of the goal's user, when that user is a client. */
  coachId: number | null;
}

/** A licensed coach of this client; a colleague in the same company or its owner is not. */
export const coachesClient = (actor: Actor, client: { coachId: number | null }) =>
  actor.isCoach && client.coachId === actor.userId;

/**
 * Who may read and change a goal and its milestones: on the client side only the goal's own user;
 * on the coach side only that user's coach. Everyone else gets 404.
 */
export function mayManageGoal(actor: Actor, side: GoalSide, goal: GoalOwnerFacts): boolean {
  return side === 'client' ? goal.userId === actor.userId : coachesClient(actor, goal);
}
