import type { Actor } from '../../lib/auth';

/*
 * Who sees what of assessments (issue 17):
 * - the library's public assessments every coach sees; a custom one its coach and, when public,
 *   the coaches of the same company (a query condition: assessments.repo visibleToCoach);
 * - a taken assessment: the client who took it; the coach it belongs to (the client's coach, or
 *   the coach whose link a visitor followed); a coach a visitor shared it with. Anyone else,
 *   a colleague or another company's coach included, gets 404 as if it did not exist.
 */

export const coachSeesTaken = (actor: Actor, taken: { coachId: number | null }, sharedWithActor: boolean) =>
  actor.isCoach && (taken.coachId === actor.userId || sharedWithActor);

export const clientSeesTaken = (actor: Actor, taken: { userId: number | null }) =>
  taken.userId !== null && taken.userId === actor.userId;
