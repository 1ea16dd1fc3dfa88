import { CLIENT_MESSAGES, fillMessage, type ClientCohortInput, type CohortInfo } from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import type { Actor } from '../../lib/auth';
import { nonFieldError, notFound } from '../../lib/errors';
import type { PageWindow } from '../../lib/pagination';
import { mayJoinCohort, ownsCohort } from './cohorts.policy';
import * as repo from './cohorts.repo';
import { presentCohort, presentCohortMember } from './cohorts.presenter';
import { requireCoach } from '../../lib/policy';
import * as pulse from '../pulse-analytics';
import { presentCohortReflection } from '../pulse-analytics';

/** The actor's own cohort; anyone else's answers 404. */
async function ownCohort(ctx: AppContext, actor: Actor, id: number) {
  requireCoach(actor);
  const cohort = await repo.findCohort(ctx.db, id);
  if (!cohort || !ownsCohort(actor, cohort)) throw notFound();
  return cohort;
}

export async function listCohorts(ctx: AppContext, actor: Actor, window: PageWindow) {
  requireCoach(actor);
  const { rows, count } = await repo.listCohortsOfCoach(ctx.db, actor.userId, window);
  return { count, results: rows.map(presentCohort) };
}

export async function createCohort(ctx: AppContext, actor: Actor, input: { name: string }) {
  requireCoach(actor);
  const id = await repo.createCohort(ctx.db, actor.userId, input.name);
  return getCohort(ctx, actor, id);
}

export async function getCohort(ctx: AppContext, actor: Actor, id: number) {
  return presentCohort(await ownCohort(ctx, actor, id));
}

export async function updateCohort(ctx: AppContext, actor: Actor, id: number, input: { name?: string }) {
  await ownCohort(ctx, actor, id);
  if (input.name !== undefined) await repo.renameCohort(ctx.db, id, input.name);
  return getCohort(ctx, actor, id);
}

/** Deletes the cohort and its memberships; the clients themselves are untouched. */
export async function deleteCohort(ctx: AppContext, actor: Actor, id: number) {
  await ownCohort(ctx, actor, id);
  await repo.deleteCohort(ctx.db, id);
}

/**
 * The cohort info page over the members' last `since` local days: a well-being series per
 * dimension name (members may be on different surveys), the words of their non-private
 * reflections, and the latest non-private reflections. Private text never reaches the coach.
 */
export async function cohortInfo(
  ctx: AppContext,
  actor: Actor,
  id: number,
  since: number,
): Promise<CohortInfo> {
  const cohort = await ownCohort(ctx, actor, id);
  const members = repo.memberIdsSql(cohort.id);
  return {
    series: await pulse.cohortSeries(ctx.db, members, since),
    word_counts: await pulse.coachWordCounts(ctx.db, members, since),
    reflections: (await pulse.latestSharedReflections(ctx.db, members, since)).map(presentCohortReflection),
  };
}

/** The memberships of the coach's cohorts, or of one of them; another coach's cohort is 404. */
export async function listMembers(
  ctx: AppContext,
  actor: Actor,
  cohortId: number | undefined,
  window: PageWindow,
) {
  requireCoach(actor);
  if (cohortId !== undefined) await ownCohort(ctx, actor, cohortId);
  const { rows, count } = await repo.listMembers(ctx.db, actor.userId, cohortId, window);
  return { count, results: rows.map(presentCohortMember) };
}

/**
 * Adds one of the coach's clients to one of their cohorts. Someone else's client or cohort
 * answers 404; an existing member answers 400 with the spec's message naming the client.
 */
export async function addMember(ctx: AppContext, actor: Actor, input: ClientCohortInput) {
  const cohort = await ownCohort(ctx, actor, input.cohort);
  const client = await repo.findClient(ctx.db, input.client);
  if (!client || !mayJoinCohort(cohort, client)) throw notFound();
  const id = await repo.addMember(ctx.db, cohort.id, client.id);
  if (id === undefined) {
    const name = `${client.firstName} ${client.lastName}`.trim() || client.email;
    throw nonFieldError(fillMessage(CLIENT_MESSAGES.alreadyInCohort, { name }));
  }
  return presentCohortMember({ id, cohortId: cohort.id, client });
}

/** Takes a client out of one of the coach's cohorts; not a member answers 404. */
export async function removeMember(ctx: AppContext, actor: Actor, input: ClientCohortInput) {
  await ownCohort(ctx, actor, input.cohort);
  if (!(await repo.removeMember(ctx.db, input.cohort, input.client))) throw notFound();
}
