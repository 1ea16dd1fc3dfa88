/*
 * The demo's pulse surveys and five weeks of daily reflections, so every chart, word cloud and
 * reflection list has something to show. Planned in plain code, seeded by the client's e-mail so
 * it is reproducible, and following the product's own rules: reflections only on the client's
 * pulse days, statements drawn like `dailyQuestions`, none answered after the client's last login,
 * none generated once two weeks went unanswered, and struggling notices raised by
 * `strugglingEpisode`. Idempotent on its own: surveys gain content only while they have none, and
 * a client gets a history only while they have no reflection at all.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import {
  clientProfiles,
  clientSurveys,
  pulseDimensions,
  pulseQuestions,
  pulseSurveys,
  users,
} from '../db/schema';
import {
  BRIGHTPATH_PULSE,
  BRIGHTPATH_PULSE_NAME,
  DAILY_CHECK_IN,
  DAILY_CHECK_IN_NAME,
  type DemoDimension,
} from './demo-pulse-content';
import { findOwnAndManaged } from './demo-catalog';
import { seedClientReflections } from './demo-reflections';
import { DEMO_LOCKS, findDemoCoach, inLockedTransaction } from './demo-steps';

/** Adds the surveys' content and the clients' reflections that are missing. */
export async function seedDemoPulse(db: Db, now = new Date()): Promise<boolean> {
  return inLockedTransaction(db, DEMO_LOCKS.pulse, async (tx) => {
    const coach = await findDemoCoach(tx);
    if (!coach) return false;
    let added = await seedSurveys(tx, coach);
    for (const client of await loadCoachClients(tx, coach.id)) {
      if (!client.surveyId || !client.allowSelfReflect) continue;
      const [existing] = await tx
        .select({ id: clientSurveys.id })
        .from(clientSurveys)
        .where(eq(clientSurveys.userId, client.id))
        .limit(1);
      if (existing) continue;
      await seedClientReflections(tx, { ...client, surveyId: client.surveyId }, coach.id, now);
      added = true;
    }
    return added;
  });
}

/** Fills the coach's own survey and the company-managed one, when they are empty. */
async function seedSurveys(tx: Tx, coach: { id: number; companyId: number | null }): Promise<boolean> {
  const { own, managed } = await findOwnAndManaged(
    tx,
    pulseSurveys,
    { own: DAILY_CHECK_IN_NAME, managed: BRIGHTPATH_PULSE_NAME },
    coach,
  );
  let added = false;
  if (own) added = (await seedSurveyContent(tx, own, DAILY_CHECK_IN, 5)) || added;
  if (managed) added = (await seedSurveyContent(tx, managed, BRIGHTPATH_PULSE, 4)) || added;
  return added;
}

/** The coach's clients, with what their reflections depend on. */
async function loadCoachClients(tx: Tx, coachId: number) {
  return tx
    .select({
      id: users.id,
      email: users.email,
      timezone: users.timezone,
      pulseDays: users.generatePulseOn,
      pulseAt: users.generatePulseAt,
      lastLogin: users.lastLogin,
      surveyId: clientProfiles.assignedPulseSurvey,
      deactivated: clientProfiles.deactivated,
      allowSelfReflect: clientProfiles.allowSelfReflect,
    })
    .from(users)
    .innerJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .where(eq(clientProfiles.coachId, coachId))
    .orderBy(asc(users.id));
}

/** Writes a survey's dimensions and statements when it has none yet. */
async function seedSurveyContent(tx: Tx, surveyId: number, content: DemoDimension[], dailyNum: number) {
  const [any] = await tx
    .select({ id: pulseQuestions.id })
    .from(pulseQuestions)
    .where(eq(pulseQuestions.surveyId, surveyId))
    .limit(1);
  if (any) return false;
  await tx.update(pulseSurveys).set({ dailyNumQuestions: dailyNum }).where(eq(pulseSurveys.id, surveyId));
  for (const dimension of content) {
    const [row] = await tx
      .insert(pulseDimensions)
      .values({ surveyId, name: dimension.name, graphColor: dimension.color })
      .returning({ id: pulseDimensions.id });
    await tx.insert(pulseQuestions).values(
      dimension.statements.map((statement) => ({
        surveyId,
        question: statement.text,
        always: statement.always ?? false,
        construct: dimension.construct,
        dimensionId: row!.id,
      })),
    );
  }
  return true;
}
