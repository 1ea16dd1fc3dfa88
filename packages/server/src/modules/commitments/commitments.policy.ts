import type { Actor } from '../../lib/auth';

/** What deciding access to a commitment needs: whose it is and who coaches them. */
export interface CommitmentFacts {
  clientId: number;
  /** The client's coach now (null when they have none). */
  coachId: number | null;
}

/**
 * Who may see and act on a commitment: on the coach side only the client's current coach (they
 * write, change and delete it); on the client side only the client (they mark it done).
 */
export function mayManageCommitment(actor: Actor, side: 'coach' | 'client', commitment: CommitmentFacts) {
  if (side === 'client') return commitment.clientId === actor.userId;
  return actor.isCoach && commitment.coachId === actor.userId;
}
