import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clientSurveyAnswers, clientSurveys, pulseQuestions, pulseSurveys } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildClient, buildCoach, buildOwner } from '../../test/factories';
import { generateReflections } from './reflection-generation';

let t: TestApp;
let coach: Awaited<ReturnType<typeof buildCoach>>;
/** The migration's default survey: 22 statements, 2 always asked, 5 a day. */
let survey: typeof pulseSurveys.$inferSelect;

/** Monday 2026-11-23 (weekday 0). */
const MONDAY = '2026-11-23';
const at = (day: string, time: string) => new Date(`${day}T${time}:00Z`);

beforeAll(async () => {
  t = await createTestApp();
  const { company } = await buildOwner(t.db);
  coach = await buildCoach(t.db, company.id);
  [survey] = (await t.db.select().from(pulseSurveys).where(eq(pulseSurveys.isDefault, true))) as [
    typeof pulseSurveys.$inferSelect,
  ];
});
afterAll(() => t.close());

/** A client reflecting on weekdays at 18:00 UTC, on the default survey unless told otherwise. */
async function reflectingClient(
  profile: Parameters<typeof buildClient>[2] = {},
  user: Parameters<typeof buildClient>[3] = {},
) {
  return (
    await buildClient(
      t.db,
      coach,
      { allowSelfReflect: true, assignedPulseSurvey: survey.id, ...profile },
      {
        generatePulseOn: [0, 1, 2, 3, 4],
        generatePulseAt: '18:00',
        lastLogin: at(MONDAY, '09:00'),
        ...user,
      },
    )
  ).user;
}

const reflectionsOf = (userId: number) =>
  t.db.select().from(clientSurveys).where(eq(clientSurveys.userId, userId)).orderBy(clientSurveys.day);
const answersOf = (reflectionId: number) =>
  t.db
    .select({ questionId: clientSurveyAnswers.questionId, always: pulseQuestions.always })
    .from(clientSurveyAnswers)
    .innerJoin(pulseQuestions, eq(pulseQuestions.id, clientSurveyAnswers.questionId))
    .where(eq(clientSurveyAnswers.clientSurveyId, reflectionId));
const generate = (userIds: number[], now: Date, seed = 'seed') =>
  generateReflections(t.db, { userIds, now, seed });

describe('generateReflections', () => {
  it("creates one reflection at the client's local time, with the always-asked statements and a draw of the rest", async () => {
    const client = await reflectingClient({}, { timezone: 'America/Chicago' });
    // 18:00 in Chicago (UTC-6) is 00:00 UTC the next day.
    expect(await generate([client.id], at('2026-11-23', '23:59'))).toEqual({ reflections: 0, answers: 0 });
    const made = await generate([client.id], at('2026-11-24', '00:00'));
    expect(made.reflections).toBe(1);

    const [reflection] = await reflectionsOf(client.id);
    expect(reflection).toMatchObject({
      day: MONDAY,
      surveyId: survey.id,
      source: 'scheduled',
      openEndedQuestion: survey.openEndedQuestion,
      completedAt: null,
    });
    const answers = await answersOf(reflection!.id);
    expect(answers).toHaveLength(2 + survey.dailyNumQuestions);
    expect(answers.filter((answer) => answer.always)).toHaveLength(2);
    expect(new Set(answers.map((answer) => answer.questionId)).size).toBe(answers.length);
  });

  it('is idempotent: runs again, even at once, create nothing more', async () => {
    const client = await reflectingClient();
    const runs = await Promise.all([
      generate([client.id], at(MONDAY, '18:05'), 'a'),
      generate([client.id], at(MONDAY, '18:05'), 'b'),
    ]);
    expect(runs.reduce((sum, run) => sum + run.reflections, 0)).toBe(1);
    expect(await generate([client.id], at(MONDAY, '19:00'))).toEqual({ reflections: 0, answers: 0 });
    const reflections = await reflectionsOf(client.id);
    expect(reflections).toHaveLength(1);
    expect(await answersOf(reflections[0]!.id)).toHaveLength(2 + survey.dailyNumQuestions);
  });

  it('draws different statements on different days, always within the survey', async () => {
    const client = await reflectingClient({}, { generatePulseOn: [0, 1, 2, 3, 4, 5, 6] });
    const seen = new Set<number>();
    for (let offset = 0; offset < 10; offset += 1) {
      const day = new Date(at(MONDAY, '18:30').getTime() + offset * 86_400_000);
      await generate([client.id], day, `day-${offset}`);
    }
    const reflections = await reflectionsOf(client.id);
    expect(reflections).toHaveLength(10);
    for (const reflection of reflections)
      for (const answer of await answersOf(reflection.id)) seen.add(answer.questionId);
    const surveyQuestions = await t.db
      .select({ id: pulseQuestions.id })
      .from(pulseQuestions)
      .where(eq(pulseQuestions.surveyId, survey.id));
    expect(seen.size).toBeGreaterThan(2 + survey.dailyNumQuestions);
    expect([...seen].every((id) => surveyQuestions.some((question) => question.id === id))).toBe(true);
  });

  it('skips days outside generate_pulse_on, deactivated clients, clients without self reflection or a survey', async () => {
    const weekendOnly = await reflectingClient({}, { generatePulseOn: [5, 6] });
    const deactivated = await reflectingClient({ deactivated: new Date() });
    const notAllowed = await reflectingClient({ allowSelfReflect: false });
    const noSurvey = await reflectingClient({ assignedPulseSurvey: null });
    const ids = [weekendOnly.id, deactivated.id, notAllowed.id, noSurvey.id];
    expect(await generate(ids, at(MONDAY, '20:00'))).toEqual({ reflections: 0, answers: 0 });
    // Saturday 2026-11-28 is a reflection day for the first one only.
    expect((await generate(ids, at('2026-11-28', '20:00'))).reflections).toBe(1);
    expect(await reflectionsOf(weekendOnly.id)).toHaveLength(1);
  });

  it('skips a deleted survey and leaves out deleted statements', async () => {
    const [own] = await t.db
      .insert(pulseSurveys)
      .values({ name: 'Own', ownerId: coach.id, companyId: coach.companyId, dailyNumQuestions: 5 })
      .returning();
    const [kept, removed] = await t.db
      .insert(pulseQuestions)
      .values([
        { surveyId: own!.id, question: 'Kept' },
        { surveyId: own!.id, question: 'Removed', deleted: true },
      ])
      .returning();
    const client = await reflectingClient({ assignedPulseSurvey: own!.id });
    await generate([client.id], at(MONDAY, '18:00'));
    const [reflection] = await reflectionsOf(client.id);
    expect((await answersOf(reflection!.id)).map((answer) => answer.questionId)).toEqual([kept!.id]);
    expect(removed!.deleted).toBe(true);

    await t.db.update(pulseSurveys).set({ deleted: true }).where(eq(pulseSurveys.id, own!.id));
    expect((await generate([client.id], at('2026-11-24', '18:00'))).reflections).toBe(0);
  });

  it('stops after two weeks ignored and starts again once the client answers one', async () => {
    const client = await reflectingClient({}, { generatePulseOn: [0, 1, 2, 3, 4, 5, 6] });
    const dayAt = (offset: number) => new Date(at(MONDAY, '18:00').getTime() + offset * 86_400_000);
    for (let offset = 0; offset <= 13; offset += 1) await generate([client.id], dayAt(offset));
    expect(await reflectionsOf(client.id)).toHaveLength(14);
    // Day 14: the oldest unanswered one (day 0) is 14 days old.
    expect((await generate([client.id], dayAt(14))).reflections).toBe(0);
    expect((await generate([client.id], dayAt(15))).reflections).toBe(0);

    // Answering day 13's brings them back the next time.
    const reflections = await reflectionsOf(client.id);
    await t.db
      .update(clientSurveys)
      .set({ completedAt: dayAt(15) })
      .where(eq(clientSurveys.id, reflections.at(-1)!.id));
    expect((await generate([client.id], dayAt(16))).reflections).toBe(1);
  });
});
