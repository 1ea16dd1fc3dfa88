import type { z } from 'zod';
import {
  ASSESSMENT_MESSAGES,
  answersCoverQuestions,
  type AssessmentAssignment,
  type assignAssessmentSchema,
  type ClientAssessment,
  type takeAssignmentSchema,
} from '@tandem/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { clientAssessmentsLink, renderAssessmentAssignedEmail } from '../../emails/assessment-assigned';
import type { Actor } from '../../lib/auth';
import { loadCompanyBrand, type CompanyBrand } from '../../lib/company-brand';
import type { AppContext } from '../../lib/context';
import { fieldErrors, invalidPk, notFound } from '../../lib/errors';
import type { PageWindow } from '../../lib/pagination';
import { requireCoach } from '../../lib/policy';
import { presentClientAssessment, presentTakeable } from './assessments.presenter';
import * as repo from './assessments.repo';
import * as assignmentsRepo from './assignments.repo';

/*
 * Sending assessments to clients (/coach/assessment-distribute) and the client taking them.
 * Rules:
 * - a coach sends any assessment they see, to their own active clients and to their cohorts
 *   (expanded to the cohort's active members when sent: someone joining later is not asked);
 * - a client has at most one open request per assessment: sending again asks no one twice, and
 *   the answer says how many were newly asked and how many already had it open;
 * - a client answers every question in one submission; the result belongs to the coach who sent it.
 */

/** POST coaches/assessment-assignments/ */
export async function assignAssessment(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof assignAssessmentSchema>,
): Promise<{ assigned: number; already_open: number }> {
  requireCoach(actor);
  const assessment = await repo.findVisibleAssessment(ctx.db, actor, input.assessment);
  if (!assessment) throw fieldErrors({ assessment: [invalidPk(input.assessment)] });
  const [clients, cohorts] = await Promise.all([
    assignmentsRepo.activeClientsOf(ctx.db, actor.userId, input.clients),
    assignmentsRepo.cohortsOf(ctx.db, actor.userId, input.cohorts),
  ]);
  const errors: Record<string, string[]> = {};
  const unknownClients = input.clients.filter((id) => !clients.has(id));
  const unknownCohorts = input.cohorts.filter((id) => !cohorts.has(id));
  if (unknownClients.length) errors.clients = unknownClients.map(invalidPk);
  if (unknownCohorts.length) errors.cohorts = unknownCohorts.map(invalidPk);
  if (Object.keys(errors).length) throw fieldErrors(errors);
  const members = await assignmentsRepo.activeMembersOf(ctx.db, actor.userId, [...cohorts]);
  const everyone = [...new Set([...clients, ...members])];
  const assigned = await ctx.db.transaction(async (tx) => {
    const opened = await assignmentsRepo.openAssignments(tx, assessment.id, actor.userId, everyone);
    await mailAssignees(ctx, tx, actor, assessment.name, opened);
    return opened.length;
  });
  if (assigned > 0) void ctx.mailer.deliver();
  return { assigned, already_open: everyone.length - assigned };
}

/**
 * Tells each client given a new assignment, in the assignment's transaction (the outbox delivers
 * after commit), in their company's brand with a link to their assessments. A client who already
 * had it open is not mailed again.
 */
async function mailAssignees(
  ctx: AppContext,
  tx: DbOrTx,
  actor: Actor,
  assessmentName: string,
  clientIds: number[],
) {
  const clients = await assignmentsRepo.assigneeContacts(tx, clientIds);
  if (clients.length === 0) return;
  const [coach] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, actor.userId));
  const coachName = `${coach?.firstName ?? ''} ${coach?.lastName ?? ''}`.trim();
  const brands = new Map<number | null, CompanyBrand>();
  for (const client of clients) {
    if (!brands.has(client.companyId))
      brands.set(client.companyId, await loadCompanyBrand(tx, client.companyId, ctx.config));
    const branding = brands.get(client.companyId)!;
    const mail = renderAssessmentAssignedEmail({
      branding,
      firstName: client.firstName,
      coachName,
      assessmentName,
      link: clientAssessmentsLink(branding.siteUrl),
    });
    await ctx.mailer.queue(tx, {
      to: [client.email],
      ...mail,
      meta: { kind: 'assessment_assigned', userId: client.id },
    });
  }
}

/** GET clients/assessment-assignments/ — what the client's coach asked them to take. */
export async function listOpenAssignments(
  ctx: AppContext,
  actor: Actor,
  window: PageWindow,
): Promise<{ count: number; results: AssessmentAssignment[] }> {
  const { rows, count } = await assignmentsRepo.listOpenForClient(
    ctx.db,
    actor.userId,
    window.limit,
    window.offset,
  );
  const attributes = await repo.attributesOf(
    ctx.db,
    rows.map((row) => row.assessment.id),
  );
  return {
    count,
    results: rows.map(({ assignment, assessment }) => ({
      id: assignment.id,
      assessment: presentTakeable(assessment, attributes.get(assessment.id) ?? []),
      created_at: assignment.createdAt.toISOString(),
    })),
  };
}

/** POST clients/assessments/ — the client's answers to an open assignment. */
export async function takeAssignment(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof takeAssignmentSchema>,
): Promise<ClientAssessment> {
  return ctx.db.transaction(async (tx) => {
    const found = await assignmentsRepo.findOpenForClient(tx, actor.userId, input.assignment);
    if (!found) throw notFound();
    const questionIds = await repo.questionIdsOf(tx, found.assessment.id);
    if (!answersCoverQuestions(questionIds, input.answers))
      throw fieldErrors({ answers: [ASSESSMENT_MESSAGES.answersIncomplete] });
    const taken = await repo.insertCompletedTaken(
      tx,
      { assessmentId: found.assessment.id, userId: actor.userId, coachId: found.assignment.coachId },
      input.answers,
    );
    await assignmentsRepo.closeAssignment(tx, found.assignment.id, taken.id);
    return presentClientAssessment(taken, { id: found.assessment.id, name: found.assessment.name });
  });
}
