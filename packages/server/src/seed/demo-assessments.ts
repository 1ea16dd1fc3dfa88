/*
 * The demo's assessments: the library (demo-assessment-content.ts), the demo coach's public
 * links to two of them, results for a few demo clients and for two visitors who followed a link,
 * so the results list and the break-down charts have something to show. Idempotent on its own:
 * an assessment is added while the library has none of its name, a result while its person has
 * none of that assessment.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { FREE_ASSESSMENT_ID, seededRandom } from '@tandem/shared';
import type { Db, Tx } from '../db/client';
import {
  assessmentAssignments,
  assessmentAttributeLinks,
  assessmentAttributes,
  assessmentQuestions,
  assessments,
  clientProfiles,
  coachAssessments,
  coachProfiles,
  takenAssessmentAnswers,
  takenAssessments,
  users,
} from '../db/schema';
import {
  DEMO_ASSESSMENTS,
  DEMO_CLIENT_RESULTS,
  DEMO_CTA,
  DEMO_LEAD_RESULTS,
  DEMO_OPEN_ASSIGNMENTS,
  type DemoAssessment,
} from './demo-assessment-content';
import { hashOf } from './demo-history';
import { DEMO_LOCKS, findDemoCoach, inLockedTransaction } from './demo-steps';

const DAY_MS = 86_400_000;

/** Adds the library, the coach's links and the results that are missing. */
export async function seedDemoAssessments(db: Db, now = new Date()): Promise<boolean> {
  return inLockedTransaction(db, DEMO_LOCKS.assessments, async (tx) => {
    const coach = await findDemoCoach(tx);
    if (!coach) return false;
    let added = false;
    const ids = new Map<string, number>();
    // The free assessment comes with every installation (migration 0011); results use it too.
    const [free] = await tx
      .select({ name: assessments.name })
      .from(assessments)
      .where(eq(assessments.id, FREE_ASSESSMENT_ID));
    if (free) ids.set(free.name, FREE_ASSESSMENT_ID);
    for (const content of DEMO_ASSESSMENTS) {
      const [found] = await tx
        .select({ id: assessments.id })
        .from(assessments)
        .where(and(eq(assessments.name, content.name), isNull(assessments.ownerId)));
      ids.set(content.name, found?.id ?? (await insertAssessment(tx, content)));
      added ||= !found;
    }
    const links = await ensureCoachLinks(tx, coach.id, ids);
    // Listed in the visitors' coach search, so a lead can share results with the demo coach.
    await tx.update(coachProfiles).set({ searchable: true }).where(eq(coachProfiles.userId, coach.id));
    added = (await addClientResults(tx, ids, now)) || added;
    added = (await addOpenAssignments(tx, coach.id, ids, now)) || added;
    added = (await addLeadResults(tx, coach.id, ids, links, now)) || added;
    return added;
  });
}

async function insertAssessment(tx: Tx, content: DemoAssessment): Promise<number> {
  const [assessment] = await tx
    .insert(assessments)
    .values({
      name: content.name,
      description: content.description,
      instructions: content.instructions,
      public: true,
    })
    .returning({ id: assessments.id });
  for (const [ordering, attribute] of content.attributes.entries()) {
    const [row] = await tx
      .insert(assessmentAttributes)
      .values({
        name: attribute.name,
        description: attribute.description,
        reportLow: attribute.report.low,
        reportModerate: attribute.report.moderate,
        reportHigh: attribute.report.high,
      })
      .returning({ id: assessmentAttributes.id });
    await tx.insert(assessmentQuestions).values(
      attribute.questions.map(([question, reverse], index) => ({
        attributeId: row!.id,
        question,
        reverse,
        ordering: index,
      })),
    );
    await tx
      .insert(assessmentAttributeLinks)
      .values({ assessmentId: assessment!.id, attributeId: row!.id, ordering });
  }
  return assessment!.id;
}

/** The coach's public links to the assessments the demo's visitors took. */
async function ensureCoachLinks(tx: Tx, coachId: number, ids: Map<string, number>) {
  const links = new Map<string, number>();
  for (const name of new Set(DEMO_LEAD_RESULTS.map((lead) => lead.assessment))) {
    const assessmentId = ids.get(name)!;
    const [found] = await tx
      .select({ id: coachAssessments.id })
      .from(coachAssessments)
      .where(and(eq(coachAssessments.coachId, coachId), eq(coachAssessments.assessmentId, assessmentId)));
    const id =
      found?.id ??
      (
        await tx
          .insert(coachAssessments)
          .values({
            assessmentId,
            coachId,
            showSearch: true,
            notifyOnCompletion: true,
            ...(name === DEMO_CTA.assessment
              ? {
                  ctaEnabled: true,
                  ctaTitle: DEMO_CTA.title,
                  ctaSubtitle: DEMO_CTA.subtitle,
                  ctaLinkText: DEMO_CTA.linkText,
                  ctaLink: DEMO_CTA.link,
                }
              : {}),
          })
          .returning({ id: coachAssessments.id })
      )[0]!.id;
    links.set(name, id);
  }
  return links;
}

/**
 * Answers around a person's leaning (1-7), one step either way at random, seeded by `key`; a
 * reversed statement is answered the other way round, so the leaning shows in the score.
 */
async function answer(tx: Tx, takenId: number, assessmentId: number, leaning: number, key: string) {
  const random = seededRandom(hashOf(key));
  const questions = await tx
    .select({ id: assessmentQuestions.id, reverse: assessmentQuestions.reverse })
    .from(assessmentQuestions)
    .innerJoin(
      assessmentAttributeLinks,
      eq(assessmentAttributeLinks.attributeId, assessmentQuestions.attributeId),
    )
    .where(eq(assessmentAttributeLinks.assessmentId, assessmentId));
  await tx.insert(takenAssessmentAnswers).values(
    questions.map((question) => {
      const value = Math.min(7, Math.max(1, leaning + Math.floor(random() * 3) - 1));
      return {
        takenAssessmentId: takenId,
        questionId: question.id,
        answer: question.reverse ? 8 - value : value,
      };
    }),
  );
}

async function addClientResults(tx: Tx, ids: Map<string, number>, now: Date): Promise<boolean> {
  const emails = DEMO_CLIENT_RESULTS.map((result) => result.email);
  const clients = await tx
    .select({ id: users.id, email: users.email, coachId: clientProfiles.coachId })
    .from(users)
    .innerJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .where(inArray(users.email, emails));
  let added = false;
  for (const result of DEMO_CLIENT_RESULTS) {
    const client = clients.find((row) => row.email === result.email);
    const assessmentId = ids.get(result.assessment)!;
    if (!client) continue;
    const [found] = await tx
      .select({ id: takenAssessments.id })
      .from(takenAssessments)
      .where(and(eq(takenAssessments.userId, client.id), eq(takenAssessments.assessmentId, assessmentId)));
    if (found) continue;
    const at = new Date(now.getTime() - result.daysAgo * DAY_MS);
    const [taken] = await tx
      .insert(takenAssessments)
      .values({ assessmentId, userId: client.id, coachId: client.coachId, createdAt: at, completedAt: at })
      .returning({ id: takenAssessments.id });
    await answer(tx, taken!.id, assessmentId, result.leaning, `${result.email}:${result.assessment}`);
    added = true;
  }
  return added;
}

/** Sent and not yet taken; once sent (taken or not), never sent again by the seed. */
async function addOpenAssignments(
  tx: Tx,
  coachId: number,
  ids: Map<string, number>,
  now: Date,
): Promise<boolean> {
  let added = false;
  for (const open of DEMO_OPEN_ASSIGNMENTS) {
    const [client] = await tx.select({ id: users.id }).from(users).where(eq(users.email, open.email));
    const assessmentId = ids.get(open.assessment)!;
    if (!client) continue;
    const [found] = await tx
      .select({ id: assessmentAssignments.id })
      .from(assessmentAssignments)
      .where(
        and(
          eq(assessmentAssignments.clientId, client.id),
          eq(assessmentAssignments.assessmentId, assessmentId),
        ),
      );
    if (found) continue;
    await tx.insert(assessmentAssignments).values({
      assessmentId,
      clientId: client.id,
      coachId,
      createdAt: new Date(now.getTime() - open.daysAgo * DAY_MS),
    });
    added = true;
  }
  return added;
}

async function addLeadResults(
  tx: Tx,
  coachId: number,
  ids: Map<string, number>,
  links: Map<string, number>,
  now: Date,
): Promise<boolean> {
  let added = false;
  for (const lead of DEMO_LEAD_RESULTS) {
    const assessmentId = ids.get(lead.assessment)!;
    const [found] = await tx
      .select({ id: takenAssessments.id })
      .from(takenAssessments)
      .where(and(eq(takenAssessments.email, lead.email), eq(takenAssessments.assessmentId, assessmentId)));
    if (found) continue;
    const at = new Date(now.getTime() - lead.daysAgo * DAY_MS);
    const [taken] = await tx
      .insert(takenAssessments)
      .values({
        assessmentId,
        coachAssessmentId: links.get(lead.assessment)!,
        coachId,
        firstName: lead.firstName,
        lastName: lead.lastName,
        email: lead.email,
        lead: true,
        createdAt: at,
        completedAt: at,
      })
      .returning({ id: takenAssessments.id });
    await answer(tx, taken!.id, assessmentId, lead.leaning, `${lead.email}:${lead.assessment}`);
    added = true;
  }
  return added;
}
