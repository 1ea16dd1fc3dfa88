import type { z } from 'zod';
import {
  dailyQuestions,
  OFFLINE_WRITE_MESSAGES,
  PULSE_MESSAGES,
  type ClientReflection,
  type reflectionListQuerySchema,
  type reflectionSaveSchema,
  type ReflectionAnswer,
} from '@tandem/shared';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { AppError, fieldErrors, forbidden, notFound } from '../../lib/errors';
import type { PageWindow } from '../../lib/pagination';
import { raiseStrugglingNotices } from '../notices';
import * as kpiRepo from './kpis.repo';
import { mayReflect, ownsReflection, reflectionSaveErrors } from './reflections.policy';
import { presentAnswer, presentReflection, presentReflectionEntry } from './reflections.presenter';
import * as repo from './reflections.repo';

/*
 * The client's daily reflection (clients/surveys/, clients/survey-answers/). The rules
 * (docs/decisions/007-pulse-surveys.md):
 * - Only a client whose profile allows self reflection (403 otherwise, a coach without a client
 *   profile included); reflections and answers of anyone else answer 404.
 * - "Today" is the client's local day in their time zone (UTC when PostgreSQL does not know it).
 * - POST with {daily_survey:true} returns today's reflection, creating it when there is none:
 *   from the assigned (non-deleted) survey, else 400 'You have no daily reflection assigned...';
 *   its statements are drawn once (dailyQuestions) and kept, so a reload shows the same ones;
 *   `private` starts as the survey's flag. Creation is race-safe on the (user, day) key, the
 *   generation job's key too: two requests at once give one reflection.
 * - A save (PATCH by token) is one transaction, with the client's profile and the reflection
 *   locked: every statement 1..7 and every asked KPI, else 'Make sure everything is filled out';
 *   then the answers, KPI results, text and privacy are stored, completed_at set on the first
 *   save only, and struggling notices raised (their e-mail leaves after commit).
 * - Changing one answer of an answered reflection looks for a struggle again as well.
 * - A save queued offline (X-Written-At, docs/decisions/023-offline-daily-loop.md) is dated when
 *   it was written. A reflection closes for such saves at the end of its own day: one written on
 *   a later local day (the device showed yesterday's reflection after midnight) is refused, 400
 *   REFLECTION_CLOSED. One written before the reflection was first answered on the server (on
 *   another device, meanwhile) is refused, 409 ANSWERED_ELSEWHERE: the newer answer stays.
 *   Otherwise the last writer wins, as online. Nothing is written when it is refused.
 */

const { reflectionClosed: REFLECTION_CLOSED, answeredElsewhere: ANSWERED_ELSEWHERE } = OFFLINE_WRITE_MESSAGES;

type SaveInput = z.output<typeof reflectionSaveSchema>;
type ListQuery = z.output<typeof reflectionListQuerySchema>;

/**
 * The caller as a reflecting client, with their local day at `at` (default now: today); 403 when
 * they have no profile or may not reflect.
 */
async function reflector(ctx: AppContext, actor: Actor, at?: Date) {
  const facts = await repo.findReflectorFacts(ctx.db, actor.userId, at);
  if (!facts?.profile || !mayReflect(facts.profile)) throw forbidden();
  return { today: facts.today, profile: facts.profile };
}

/** A reflection as the client reads it: its statements and the KPIs it asks. */
async function loadReflection(db: DbOrTx, id: number): Promise<ClientReflection> {
  const row = await repo.findReflection(db, id);
  if (!row) throw notFound();
  const [answers, kpis] = await Promise.all([repo.answersOf(db, id), repo.askedKpis(db, row.userId, id)]);
  return presentReflection(row, answers, kpis);
}

/**
 * Creates a client's reflection of `day` from a survey, with its statements drawn now; answers
 * the new id, or null when the client has that day's reflection already (nothing is written).
 */
export async function createReflection(
  tx: DbOrTx,
  values: {
    userId: number;
    day: string;
    survey: { id: number; openEndedQuestion: string; dailyNumQuestions: number; private: boolean };
    source: 'scheduled' | 'requested';
  },
): Promise<number | null> {
  const { survey } = values;
  const id = await repo.insertReflection(tx, {
    userId: values.userId,
    surveyId: survey.id,
    day: values.day,
    openEndedQuestion: survey.openEndedQuestion,
    private: survey.private,
    source: values.source,
  });
  if (id === null) return null;
  const statements = await repo.liveStatements(tx, survey.id);
  await repo.insertAnswers(tx, id, dailyQuestions(statements, survey.dailyNumQuestions));
  return id;
}

/** Today's reflection, created on demand; `created` tells 201 from 200. */
export async function openTodaysReflection(ctx: AppContext, actor: Actor) {
  const { today, profile } = await reflector(ctx, actor);
  const { id, created } = await ctx.db.transaction(async (tx) => {
    const existing = await repo.findReflectionOn(tx, actor.userId, today);
    if (existing) return { id: existing.id, created: false };
    const survey =
      profile.assignedPulseSurvey === null
        ? undefined
        : await repo.findLiveSurvey(tx, profile.assignedPulseSurvey);
    if (!survey) throw new AppError(400, 'no_survey_assigned', { detail: PULSE_MESSAGES.noSurveyAssigned });
    const newId = await createReflection(tx, {
      userId: actor.userId,
      day: today,
      survey,
      source: 'requested',
    });
    if (newId !== null) return { id: newId, created: true };
    // Another request (or the generation job) made it meanwhile; its statements came with it.
    const raced = await repo.findReflectionOn(tx, actor.userId, today);
    return { id: raced!.id, created: false };
  });
  return { created, reflection: await loadReflection(ctx.db, id) };
}

/** The client's answered reflections (searchable), or today's while it is unanswered. */
export async function listReflections(ctx: AppContext, actor: Actor, query: ListQuery, window: PageWindow) {
  const { today } = await reflector(ctx, actor);
  if (query.status === 'open') {
    const open = await repo.listOpenOn(ctx.db, actor.userId, today);
    return {
      count: open.length,
      results: open.slice(window.offset, window.offset + window.limit).map(presentReflectionEntry),
    };
  }
  const { rows, count } = await repo.listCompleted(ctx.db, actor.userId, query.search, window);
  return { count, results: rows.map(presentReflectionEntry) };
}

/** One of the client's reflections by token. */
export async function getReflection(ctx: AppContext, actor: Actor, token: string) {
  await reflector(ctx, actor);
  const row = await repo.findReflectionByToken(ctx.db, token);
  if (!row || !ownsReflection(actor, row)) throw notFound();
  return loadReflection(ctx.db, row.id);
}

/** Saves a whole reflection (see the rules above); `writtenAt` for a save queued offline. */
export async function saveReflection(
  ctx: AppContext,
  actor: Actor,
  token: string,
  input: SaveInput,
  writtenAt: Date | null = null,
) {
  const { today: writtenOn } = await reflector(ctx, actor, writtenAt ?? undefined);
  const { id, mails } = await ctx.db.transaction(async (tx) => {
    await repo.lockClientProfile(tx, actor.userId);
    const row = await repo.lockReflectionByToken(tx, token);
    if (!row || !ownsReflection(actor, row)) throw notFound();
    if (writtenAt) refuseStaleSave(row, writtenOn, writtenAt);
    const [answers, kpis] = await Promise.all([repo.answersOf(tx, row.id), kpiRepo.kpisOf(tx, actor.userId)]);
    const errors = reflectionSaveErrors({ answerIds: answers.map((answer) => answer.id), kpis }, input);
    if (errors) throw fieldErrors(errors);
    await repo.setAnswers(tx, row.id, input.answers);
    await repo.upsertKpiResults(tx, row.id, input.kpi_results);
    await repo.completeReflection(
      tx,
      row.id,
      { reflection: input.reflection, private: input.private },
      writtenAt ?? undefined,
    );
    const raised = await raiseStrugglingNotices(tx, ctx, row);
    return { id: row.id, mails: raised.mails };
  });
  if (mails > 0) void ctx.mailer.deliver();
  return loadReflection(ctx.db, id);
}

/** A save written offline on `writtenOn` at `writtenAt`: 400 once its day closed, 409 when answered since. */
function refuseStaleSave(
  row: { day: string; completedAt: Date | string | null },
  writtenOn: string,
  writtenAt: Date,
) {
  if (writtenOn > row.day)
    throw new AppError(400, 'reflection_closed', { detail: REFLECTION_CLOSED, code: 'reflection_closed' });
  if (row.completedAt !== null && new Date(row.completedAt).getTime() > writtenAt.getTime())
    throw new AppError(409, 'answered_elsewhere', { detail: ANSWERED_ELSEWHERE, code: 'answered_elsewhere' });
}

/** Changes one answer of one of the client's reflections. */
export async function answerStatement(
  ctx: AppContext,
  actor: Actor,
  id: number,
  answer: number,
): Promise<ReflectionAnswer> {
  await reflector(ctx, actor);
  const { row, mails } = await ctx.db.transaction(async (tx) => {
    await repo.lockClientProfile(tx, actor.userId);
    const found = await repo.findAnswer(tx, id);
    if (!found || !ownsReflection(actor, found.reflection)) throw notFound();
    await repo.setAnswer(tx, id, answer);
    // An answered reflection's scores just changed; an unanswered one is looked at when saved.
    const raised = found.reflection.completedAt
      ? await raiseStrugglingNotices(tx, ctx, found.reflection)
      : { mails: 0 };
    return { row: { ...found, answer }, mails: raised.mails };
  });
  if (mails > 0) void ctx.mailer.deliver();
  return presentAnswer(row);
}
