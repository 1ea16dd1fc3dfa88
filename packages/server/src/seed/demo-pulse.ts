/*
 * The demo's pulse surveys and five weeks of daily reflections, so every chart, word cloud and
 * reflection list has something to show. Planned in plain code, seeded by the client's e-mail so
 * it is reproducible, and following the product's own rules: reflections only on the client's
 * pulse days, statements drawn like `dailyQuestions`, none answered after the client's last login,
 * none generated once two weeks went unanswered, and struggling notices raised by
 * `strugglingEpisode`. Idempotent on its own: surveys gain content only while they have none, and
 * a client gets a history only while they have no reflection at all.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  addDays,
  dailyQuestions,
  localMoment,
  PULSE_IGNORED_STOP_DAYS,
  seededRandom,
  strugglingEpisode,
} from '@tandem/shared';
import type { Db, Tx } from '../db/client';
import {
  clientKpis,
  clientProfiles,
  clientSurveyAnswers,
  clientSurveys,
  coachNotices,
  kpiResults,
  pulseDimensions,
  pulseQuestions,
  pulseSurveys,
  users,
} from '../db/schema';
import {
  BRIGHTPATH_PULSE,
  DAILY_CHECK_IN,
  DEMO_KPIS,
  REFLECTIONS,
  type DemoDimension,
} from './demo-pulse-content';

/** Local days of reflections before today. */
export const PULSE_HISTORY_DAYS = 35;
/** The client whose recent answers on one dimension raise a struggling notice. */
export const STRUGGLING_CLIENT = 'elena.rossi@demo.test';
const STRUGGLING_DIMENSION = 'Stress';

const DEMO_COACH = 'coach@demo.test';
/** Arbitrary constant naming the advisory lock that serialises this step across processes. */
const DEMO_PULSE_LOCK = 4_120_005;

/** A client's mood (1..7) by position in the history (0 oldest .. 1 yesterday). */
type Mood = (progress: number) => number;
const rising =
  (from: number, to: number): Mood =>
  (progress) =>
    from + (to - from) * progress;
const wave =
  (middle: number, swing: number): Mood =>
  (progress) =>
    middle + swing * Math.sin(progress * 12);

interface PulsePlan {
  mood: Mood;
  /** Chance of answering a reflection given on a day they were around. */
  answerShare: number;
  /** Chance of keeping an answered reflection private. */
  privateShare: number;
}

const DEFAULT_PLAN: PulsePlan = { mood: rising(4.2, 4.8), answerShare: 0.8, privateShare: 0.15 };
const PLANS: Record<string, PulsePlan> = {
  'client@demo.test': { mood: rising(3.2, 5.7), answerShare: 0.9, privateShare: 0.15 },
  'priya.patel@demo.test': { mood: rising(5.6, 6.1), answerShare: 0.95, privateShare: 0.1 },
  'marcus.johnson@demo.test': { mood: wave(4.4, 1.2), answerShare: 0.85, privateShare: 0.2 },
  [STRUGGLING_CLIENT]: { mood: rising(5.6, 3.1), answerShare: 0.9, privateShare: 0.1 },
  'sofia.garcia@demo.test': { mood: rising(4.8, 5.2), answerShare: 0.8, privateShare: 0.1 },
  'liam.obrien@demo.test': { mood: rising(3.6, 3.9), answerShare: 0.55, privateShare: 0.3 },
  'aisha.khan@demo.test': { mood: rising(4, 6), answerShare: 0.85, privateShare: 0.1 },
  'mei.lin@demo.test': { mood: rising(6, 6.3), answerShare: 0.95, privateShare: 0.05 },
  'omar.haddad@demo.test': { mood: wave(4.8, 0.8), answerShare: 0.75, privateShare: 0.15 },
};

/** Some dimensions run a little higher or lower than the client's mood. */
const DIMENSION_OFFSETS = [0.3, 0, -0.5, 0.2, -0.1];

/** Adds the surveys' content and the clients' reflections that are missing. */
export async function seedDemoPulse(db: Db, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_PULSE_LOCK})`);
    const [coach] = await tx
      .select({ id: users.id, companyId: users.companyId })
      .from(users)
      .where(eq(users.email, DEMO_COACH));
    if (!coach) return false;
    let added = false;
    const [own] = await tx
      .select({ id: pulseSurveys.id })
      .from(pulseSurveys)
      .where(and(eq(pulseSurveys.name, 'Daily Check-in'), eq(pulseSurveys.ownerId, coach.id)));
    if (own) added = (await seedSurveyContent(tx, own.id, DAILY_CHECK_IN, 5)) || added;
    const [managed] = coach.companyId
      ? await tx
          .select({ id: pulseSurveys.id })
          .from(pulseSurveys)
          .where(
            and(
              eq(pulseSurveys.name, 'Brightpath Well-being Pulse'),
              isNull(pulseSurveys.ownerId),
              eq(pulseSurveys.companyId, coach.companyId),
            ),
          )
      : [];
    if (managed) added = (await seedSurveyContent(tx, managed.id, BRIGHTPATH_PULSE, 4)) || added;

    const clients = await tx
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
      .where(eq(clientProfiles.coachId, coach.id))
      .orderBy(asc(users.id));
    for (const client of clients) {
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

interface ReflectingClient {
  id: number;
  email: string;
  timezone: string;
  pulseDays: number[];
  pulseAt: string;
  lastLogin: Date | null;
  surveyId: number;
  deactivated: Date | null;
}

const clamp = (value: number) => Math.min(7, Math.max(1, Math.round(value)));
const weekdayOf = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
const pick = <T>(items: readonly T[], random: () => number) => items[Math.floor(random() * items.length)]!;
const localInstant = (day: string, time: string, timezone: string) =>
  sql`((${day}::date + ${time}::time) AT TIME ZONE ${timezone})`;

/** A client's KPIs and reflections over the history, and the notice their answers raise. */
async function seedClientReflections(tx: Tx, client: ReflectingClient, coachId: number, now: Date) {
  const plan = PLANS[client.email] ?? DEFAULT_PLAN;
  const random = seededRandom([...client.email].reduce((hash, c) => (hash * 31 + c.charCodeAt(0)) >>> 0, 11));
  const today = localMoment(now, client.timezone).date;
  const lastAround = client.lastLogin ? localMoment(client.lastLogin, client.timezone).date : null;
  const until = client.deactivated ? localMoment(client.deactivated, client.timezone).date : today;

  await tx
    .insert(clientKpis)
    .values(DEMO_KPIS.map((name) => ({ userId: client.id, name })))
    .onConflictDoNothing();
  const kpis = await tx
    .select({ id: clientKpis.id, name: clientKpis.name })
    .from(clientKpis)
    .where(and(eq(clientKpis.userId, client.id), inArray(clientKpis.name, [...DEMO_KPIS])));
  const [survey] = await tx.select().from(pulseSurveys).where(eq(pulseSurveys.id, client.surveyId));
  const statements = await tx
    .select({
      id: pulseQuestions.id,
      always: pulseQuestions.always,
      question: pulseQuestions.question,
      dimensionId: pulseQuestions.dimensionId,
    })
    .from(pulseQuestions)
    .where(and(eq(pulseQuestions.surveyId, client.surveyId), eq(pulseQuestions.deleted, false)))
    .orderBy(asc(pulseQuestions.id));
  const dimensionIds = [...new Set(statements.flatMap((s) => (s.dimensionId ? [s.dimensionId] : [])))];
  const [strugglingDimension] = await tx
    .select({ id: pulseDimensions.id })
    .from(pulseDimensions)
    .where(
      and(eq(pulseDimensions.surveyId, client.surveyId), eq(pulseDimensions.name, STRUGGLING_DIMENSION)),
    );

  let lastAnswered: string | null = null;
  let oldestOpenSinceAnswer: string | null = null;
  const scores = new Map<number, { day: string; score: number }[]>();
  for (let daysAgo = PULSE_HISTORY_DAYS; daysAgo >= 1; daysAgo -= 1) {
    const day = addDays(today, -daysAgo);
    if (day > until || !client.pulseDays.includes(weekdayOf(day))) continue;
    // The product stops generating after two weeks unanswered; so does the demo.
    if (oldestOpenSinceAnswer && addDays(oldestOpenSinceAnswer, PULSE_IGNORED_STOP_DAYS) <= day) continue;
    const chosen = dailyQuestions(statements, survey!.dailyNumQuestions, random);
    const answered = lastAround !== null && day <= lastAround && random() < plan.answerShare;
    const mood = plan.mood(1 - daysAgo / PULSE_HISTORY_DAYS);
    const answers = chosen.map((statement) => {
      const offset = DIMENSION_OFFSETS[dimensionIds.indexOf(statement.dimensionId ?? -1)] ?? 0;
      let score = clamp(mood + offset + (random() - 0.5) * 1.8);
      // The struggling client's last days are hard on one dimension.
      if (
        client.email === STRUGGLING_CLIENT &&
        daysAgo <= 4 &&
        statement.dimensionId === strugglingDimension?.id
      )
        score = Math.min(score, 2 + Math.round(random()));
      return { statement, score };
    });
    const mean = answers.reduce((sum, a) => sum + a.score, 0) / Math.max(1, answers.length);
    const band = mean <= 3.4 ? 'low' : mean >= 5 ? 'high' : 'middle';
    const [row] = await tx
      .insert(clientSurveys)
      .values({
        userId: client.id,
        surveyId: client.surveyId,
        day,
        openEndedQuestion: survey!.openEndedQuestion,
        private: answered && random() < plan.privateShare,
        reflection: answered ? pick(REFLECTIONS[band], random) : '',
        source: 'scheduled',
        createdAt: localInstant(day, client.pulseAt, client.timezone),
        completedAt: answered
          ? localInstant(
              day,
              `${20 + Math.floor(random() * 2)}:${10 + Math.floor(random() * 49)}`,
              client.timezone,
            )
          : null,
        remindedAt: answered ? null : localInstant(day, '17:00', client.timezone),
      })
      .returning({ id: clientSurveys.id });
    await tx.insert(clientSurveyAnswers).values(
      answers.map(({ statement, score }) => ({
        clientSurveyId: row!.id,
        questionId: statement.id,
        questionText: statement.question,
        answer: answered ? score : null,
      })),
    );
    if (!answered) {
      oldestOpenSinceAnswer ??= day;
      continue;
    }
    lastAnswered = day;
    oldestOpenSinceAnswer = null;
    const sleep = Math.max(4, Math.min(9, Math.round(5 + ((mean - 1) / 6) * 3.5 + (random() - 0.5) * 1.5)));
    const movement = Math.max(0, Math.round((mean - 2) * 11 + (random() - 0.3) * 25));
    await tx.insert(kpiResults).values(
      kpis.map((kpi) => ({
        kpiId: kpi.id,
        clientSurveyId: row!.id,
        result: kpi.name === 'Hours of sleep' ? sleep : movement,
      })),
    );
    for (const dimensionId of dimensionIds) {
      const onIt = answers.filter((a) => a.statement.dimensionId === dimensionId);
      if (onIt.length === 0) continue;
      const list = scores.get(dimensionId) ?? [];
      list.push({ day, score: onIt.reduce((sum, a) => sum + a.score, 0) / onIt.length });
      scores.set(dimensionId, list);
    }
  }
  // The struggles still going on at the end are the ones the coach is told about.
  for (const [dimensionId, list] of scores) {
    const episode = strugglingEpisode(list);
    if (!episode.struggling || !lastAnswered) continue;
    await tx
      .insert(coachNotices)
      .values({
        coachId,
        clientId: client.id,
        dimensionId,
        episodeStart: episode.episodeStart!,
        day: lastAnswered,
      })
      .onConflictDoNothing();
  }
}
