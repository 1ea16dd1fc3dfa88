import type { z } from 'zod';
import type {
  Assessment,
  AssessmentBreakDown,
  AttributeSummary,
  ClientAssessment,
  createAssessmentSchema,
  TakenAssessment,
} from '@tandem/shared';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { fieldErrors, forbidden, invalidPk, notFound } from '../../lib/errors';
import { requireCoach } from '../../lib/policy';
import * as assignmentsRepo from './assignments.repo';
import * as runningRepo from './running-assessments.repo';
import type { PageWindow } from '../../lib/pagination';
import { clientSeesTaken, coachSeesTaken } from './assessments.policy';
import {
  presentAssessment,
  presentAttributeSummary,
  presentBreakDown,
  presentClientAssessment,
  presentTaken,
} from './assessments.presenter';
import * as repo from './assessments.repo';

/** GET coaches/assessments/ — the library and the coach's own, with attributes and questions. */
export async function listAssessments(
  ctx: AppContext,
  actor: Actor,
  window: PageWindow,
): Promise<{ count: number; results: Assessment[] }> {
  requireCoach(actor);
  const { rows, count } = await repo.listVisibleAssessments(ctx.db, actor, window);
  const attributes = await repo.attributesOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  return {
    count,
    results: rows.map((row) => presentAssessment(row, attributes.get(row.id) ?? [], actor.userId)),
  };
}

/**
 * POST coaches/assessments/: a custom assessment from attributes the coach may use (the
 * library's and their own). `public` shares it with the coaches of the coach's company; it is
 * never offered to another company.
 */
export async function createCustomAssessment(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof createAssessmentSchema>,
): Promise<Assessment> {
  requireCoach(actor);
  const usable = await repo.usableAttributeIds(ctx.db, actor.userId, input.attributes);
  const unknown = input.attributes.filter((id) => !usable.has(id));
  if (unknown.length > 0) throw fieldErrors({ attributes: unknown.map(invalidPk) });
  const row = await ctx.db.transaction((tx) =>
    repo.insertAssessment(
      tx,
      {
        name: input.name,
        description: input.description,
        instructions: input.instructions,
        public: input.public,
        ownerId: actor.userId,
        companyId: actor.companyId,
      },
      input.attributes,
    ),
  );
  const attributes = await repo.attributesOf(ctx.db, [row.id]);
  return presentAssessment(row, attributes.get(row.id) ?? [], actor.userId);
}

/**
 * DELETE coaches/assessments/{id}/: only the coach's own custom assessment (the library's and a
 * colleague's are 403). Its running links stop answering and open assignments are withdrawn;
 * results already taken stay readable.
 */
export async function deleteCustomAssessment(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  requireCoach(actor);
  const found = await repo.findVisibleAssessment(ctx.db, actor, id);
  if (!found) throw notFound();
  if (found.ownerId !== actor.userId) throw forbidden();
  await ctx.db.transaction(async (tx) => {
    await repo.markAssessmentDeleted(tx, id);
    await runningRepo.retireRunningOf(tx, id);
    await assignmentsRepo.dropOpenAssignmentsOf(tx, id);
  });
}

/** GET coaches/assessment-attributes/ — what a custom assessment may be built from. */
export async function listAttributes(
  ctx: AppContext,
  actor: Actor,
  window: PageWindow,
): Promise<{ count: number; results: AttributeSummary[] }> {
  requireCoach(actor);
  const { rows, count } = await repo.listVisibleAttributes(ctx.db, actor.userId, window);
  return { count, results: rows.map(presentAttributeSummary) };
}

/** GET coaches/taken-assessments/ — the results the coach sees, newest first. */
export async function listTakenForCoach(
  ctx: AppContext,
  actor: Actor,
  search: string | undefined,
  window: PageWindow,
): Promise<{ count: number; results: TakenAssessment[] }> {
  requireCoach(actor);
  const { rows, count } = await repo.listTakenForCoach(ctx.db, actor.userId, search, window);
  return { count, results: rows.map(presentTaken) };
}

/** A completed result the coach may see; 404 otherwise (never a hint that it exists). */
async function loadTakenForCoach(ctx: AppContext, actor: Actor, id: number) {
  requireCoach(actor);
  const found = await repo.findTaken(ctx.db, { id });
  if (!found?.taken.completedAt) throw notFound();
  // Whether it was shared with the coach is only asked when it is not theirs anyway.
  const shared = found.taken.coachId !== actor.userId && (await repo.isSharedWith(ctx.db, id, actor.userId));
  if (!coachSeesTaken(actor, found.taken, shared)) {
    throw notFound();
  }
  return found;
}

/** A completed result the client took themselves, by its uuid. */
async function loadTakenForClient(ctx: AppContext, actor: Actor, uuid: string) {
  const found = await repo.findTaken(ctx.db, { uuid });
  if (!found?.taken.completedAt || !clientSeesTaken(actor, found.taken)) throw notFound();
  return found;
}

export type Found = NonNullable<Awaited<ReturnType<typeof repo.findTaken>>>;

export const nameOf = (found: Found) =>
  `${found.userFirstName ?? found.taken.firstName} ${found.userLastName ?? found.taken.lastName}`.trim();

export async function breakDownOf(ctx: AppContext, found: Found): Promise<AssessmentBreakDown> {
  const { attributes, answers } = await repo.scoringInputsOf(ctx.db, found.assessment.id, found.taken.id);
  return presentBreakDown(found.taken, nameOf(found), found.assessment, attributes, answers);
}

/** GET coaches/taken-assessments/{id}/ */
export async function getTakenForCoach(ctx: AppContext, actor: Actor, id: number): Promise<TakenAssessment> {
  const found = await loadTakenForCoach(ctx, actor, id);
  return presentTaken({
    id: found.taken.id,
    first_name: found.userFirstName ?? found.taken.firstName,
    last_name: found.userLastName ?? found.taken.lastName,
    email: found.userEmail ?? found.taken.email,
    created_at: found.taken.createdAt.toISOString(),
    assessment: found.assessment.name,
    lead: found.taken.lead,
  });
}

/** GET coaches/taken-assessments/{id}/break_down/ */
export async function breakDownForCoach(ctx: AppContext, actor: Actor, id: number) {
  return breakDownOf(ctx, await loadTakenForCoach(ctx, actor, id));
}

/** GET clients/assessments/ — the client's own results, newest first. */
export async function listClientAssessments(
  ctx: AppContext,
  actor: Actor,
  window: PageWindow,
): Promise<{ count: number; results: ClientAssessment[] }> {
  const { rows, count } = await repo.listTakenByClient(ctx.db, actor.userId, window);
  return { count, results: rows.map((row) => presentClientAssessment(row.taken, row.assessment)) };
}

/** GET clients/assessments/{uuid}/ */
export async function getClientAssessment(ctx: AppContext, actor: Actor, uuid: string) {
  const found = await loadTakenForClient(ctx, actor, uuid);
  return presentClientAssessment(found.taken, { id: found.assessment.id, name: found.assessment.name });
}

/** GET clients/assessments/{uuid}/break_down/ */
export async function breakDownForClient(ctx: AppContext, actor: Actor, uuid: string) {
  return breakDownOf(ctx, await loadTakenForClient(ctx, actor, uuid));
}
