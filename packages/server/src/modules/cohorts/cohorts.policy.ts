import type { Actor } from '../../lib/auth';

/** A cohort is its coach's alone: anyone else, a colleague or owner included, gets 404. */
export const ownsCohort = (actor: Actor, cohort: { coachId: number }) =>
  actor.isCoach && cohort.coachId === actor.userId;

/** A cohort only ever holds its coach's own clients. */
export const mayJoinCohort = (cohort: { coachId: number }, client: { coachId: number | null }) =>
  client.coachId === cohort.coachId;
