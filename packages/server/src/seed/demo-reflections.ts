/*
 * The demo clients' reflections (see demo-pulse.ts for the rules they follow): each client's
 * mood over the history, and for each of their pulse days the reflection, its answers, its KPI
 * values, and at the end the struggling notice their answers raise.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  addDays,
  dailyQuestions,
  localMoment,
  minutesOfTime,
  PULSE_IGNORED_STOP_DAYS,
  seededRandom,
  strugglingEpisode,
} from '@tandem/shared';
import type { Tx } from '../db/client';
import {
  clientKpis,
  clientSurveyAnswers,
  clientSurveys,
  coachNotices,
  kpiResults,
  pulseDimensions,
  pulseQuestions,
  pulseSurveys,
} from '../db/schema';
import { localInstant, weekdayOf } from './demo-local-time';
import {
  DEFAULT_PLAN,
  DEMO_KPIS,
  DIMENSION_OFFSETS,
  PLANS,
  REFLECTIONS,
  STRUGGLING_CLIENT,
  type PulsePlan,
} from './demo-pulse-content';

/** Local days of reflections before today. */
export const PULSE_HISTORY_DAYS = 35;
const STRUGGLING_DIMENSION = 'Stress';

/** A client who gets a history of reflections. */
export interface ReflectingClient {
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
const pick = <T>(items: readonly T[], random: () => number) => items[Math.floor(random() * items.length)]!;

/** What a client's reflections draw on: their KPIs (added first), survey, statements and dimensions. */
async function loadReflectionInputs(tx: Tx, client: ReflectingClient) {
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
  return { kpis, survey: survey!, statements, dimensionIds, strugglingDimensionId: strugglingDimension?.id };
}

type ReflectionInputs = Awaited<ReturnType<typeof loadReflectionInputs>>;
type Answer = { statement: ReflectionInputs['statements'][number]; score: number };

/** A client's KPIs and reflections over the history, and the notice their answers raise. */
export async function seedClientReflections(tx: Tx, client: ReflectingClient, coachId: number, now: Date) {
  const plan = PLANS[client.email] ?? DEFAULT_PLAN;
  const random = seededRandom([...client.email].reduce((hash, c) => (hash * 31 + c.charCodeAt(0)) >>> 0, 11));
  const today = localMoment(now, client.timezone).date;
  const lastAround = client.lastLogin ? localMoment(client.lastLogin, client.timezone).date : null;
  const until = client.deactivated ? localMoment(client.deactivated, client.timezone).date : today;
  const inputs = await loadReflectionInputs(tx, client);

  let lastAnswered: string | null = null;
  let oldestOpenSinceAnswer: string | null = null;
  const scores = new Map<number, { day: string; score: number }[]>();
  for (let daysAgo = PULSE_HISTORY_DAYS; daysAgo >= 1; daysAgo -= 1) {
    const day = addDays(today, -daysAgo);
    if (day > until || !client.pulseDays.includes(weekdayOf(day))) continue;
    // The product stops generating after two weeks unanswered; so does the demo.
    if (oldestOpenSinceAnswer && addDays(oldestOpenSinceAnswer, PULSE_IGNORED_STOP_DAYS) <= day) continue;
    const chosen = dailyQuestions(inputs.statements, inputs.survey.dailyNumQuestions, random);
    const answered = lastAround !== null && day <= lastAround && random() < plan.answerShare;
    const mood = plan.mood(1 - daysAgo / PULSE_HISTORY_DAYS);
    const answers = chosen.map((statement) =>
      scoreOf(statement, mood, client.email, daysAgo, inputs, random),
    );
    const mean = answers.reduce((sum, a) => sum + a.score, 0) / Math.max(1, answers.length);
    const reflectionId = await writeReflection(tx, client, inputs, {
      day,
      answers,
      answered,
      mean,
      plan,
      random,
    });
    if (!answered) {
      oldestOpenSinceAnswer ??= day;
      continue;
    }
    lastAnswered = day;
    oldestOpenSinceAnswer = null;
    await writeKpiResults(tx, inputs.kpis, reflectionId, mean, random);
    addDimensionScores(scores, inputs.dimensionIds, answers, day);
  }
  await noticeStruggles(tx, scores, lastAnswered, coachId, client.id);
}

/** A statement's answer on a day: the client's mood, its dimension's offset and some noise. */
function scoreOf(
  statement: Answer['statement'],
  mood: number,
  email: string,
  daysAgo: number,
  inputs: ReflectionInputs,
  random: () => number,
): Answer {
  const offset = DIMENSION_OFFSETS[inputs.dimensionIds.indexOf(statement.dimensionId ?? -1)] ?? 0;
  let score = clamp(mood + offset + (random() - 0.5) * 1.8);
  // The struggling client's last days are hard on one dimension.
  if (email === STRUGGLING_CLIENT && daysAgo <= 4 && statement.dimensionId === inputs.strugglingDimensionId)
    score = Math.min(score, 2 + Math.round(random()));
  return { statement, score };
}

/** Writes one day's reflection and its answers (open ones when not answered); returns its id. */
async function writeReflection(
  tx: Tx,
  client: ReflectingClient,
  inputs: ReflectionInputs,
  of: {
    day: string;
    answers: Answer[];
    answered: boolean;
    mean: number;
    plan: PulsePlan;
    random: () => number;
  },
): Promise<number> {
  const { day, answers, answered, mean, plan, random } = of;
  const band = mean <= 3.4 ? 'low' : mean >= 5 ? 'high' : 'middle';
  const [row] = await tx
    .insert(clientSurveys)
    .values({
      userId: client.id,
      surveyId: client.surveyId,
      day,
      openEndedQuestion: inputs.survey.openEndedQuestion,
      private: answered && random() < plan.privateShare,
      reflection: answered ? pick(REFLECTIONS[band], random) : '',
      source: 'scheduled',
      createdAt: localInstant(day, minutesOfTime(client.pulseAt), client.timezone),
      completedAt: answered
        ? localInstant(
            day,
            (20 + Math.floor(random() * 2)) * 60 + 10 + Math.floor(random() * 49),
            client.timezone,
          )
        : null,
      remindedAt: answered ? null : localInstant(day, 17 * 60, client.timezone),
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
  return row!.id;
}

/** The day's KPI values, following the day's mean answer. */
async function writeKpiResults(
  tx: Tx,
  kpis: ReflectionInputs['kpis'],
  reflectionId: number,
  mean: number,
  random: () => number,
) {
  // Hours of sleep to the half hour, as people log them (a KPI keeps its decimals).
  const sleep = Math.max(
    4,
    Math.min(9, Math.round((5 + ((mean - 1) / 6) * 3.5 + (random() - 0.5) * 1.5) * 2) / 2),
  );
  const movement = Math.max(0, Math.round((mean - 2) * 11 + (random() - 0.3) * 25));
  await tx.insert(kpiResults).values(
    kpis.map((kpi) => ({
      kpiId: kpi.id,
      clientSurveyId: reflectionId,
      result: kpi.name === 'Hours of sleep' ? sleep : movement,
    })),
  );
}

/** Adds the day's mean answer on each dimension to that dimension's series. */
function addDimensionScores(
  scores: Map<number, { day: string; score: number }[]>,
  dimensionIds: number[],
  answers: Answer[],
  day: string,
) {
  for (const dimensionId of dimensionIds) {
    const onIt = answers.filter((a) => a.statement.dimensionId === dimensionId);
    if (onIt.length === 0) continue;
    const list = scores.get(dimensionId) ?? [];
    list.push({ day, score: onIt.reduce((sum, a) => sum + a.score, 0) / onIt.length });
    scores.set(dimensionId, list);
  }
}

/** The struggles still going on at the end are the ones the coach is told about. */
async function noticeStruggles(
  tx: Tx,
  scores: Map<number, { day: string; score: number }[]>,
  lastAnswered: string | null,
  coachId: number,
  clientId: number,
) {
  for (const [dimensionId, list] of scores) {
    const episode = strugglingEpisode(list);
    if (!episode.struggling || !lastAnswered) continue;
    await tx
      .insert(coachNotices)
      .values({ coachId, clientId, dimensionId, episodeStart: episode.episodeStart!, day: lastAnswered })
      .onConflictDoNothing();
  }
}
