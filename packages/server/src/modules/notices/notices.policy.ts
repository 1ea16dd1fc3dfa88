import type { Actor } from '../../lib/auth';

/** What deciding who sees a notice needs: whom it was raised for and who coaches the client now. */
export interface NoticeFacts {
  coachId: number;
  /** The client's coach today (null when they have none any more). */
  clientCoachId: number | null;
}

/**
 * A notice is its coach's alone, and only while they still coach the client: a colleague, the
 * company's owner or a former coach gets 404.
 */
export const seesNotice = (actor: Actor, notice: NoticeFacts) =>
  actor.isCoach && notice.coachId === actor.userId && notice.clientCoachId === actor.userId;
