import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAY_HEADER,
  OFFLINE_WRITE_MESSAGES,
  WRITTEN_AT_HEADER,
} from '@tandem/shared';
import { clientSurveys, notes, offlineWrites, raffleEntries, tasks } from './db/schema';
import { createTestApp, type TestApp } from './test/test-app';
import { authHeader, buildClient, buildCoach, buildOwner } from './test/factories';
import { buildHabitProgram, ownedBy } from './test/factories/catalog';
import { buildArea, buildExercise, buildTask } from './test/factories/habits';
import { localDay, middayZone } from './test/factories/daily-exercises';
import { buildReflection, buildSurveyWithQuestions } from './test/factories/pulse';
import { purgeOfflineWrites } from './lib/offline-writes';

/*
 * The offline daily loop (issue 20, docs/decisions/023-offline-daily-loop.md): idempotent writes
 * (lib/offline-writes.ts) on the routes the daily exercise and reflection screens write through,
 * and the conflict rules of tasks, notes and reflections for writes replayed later.
 */

let t: TestApp;
let coach: Awaited<ReturnType<typeof buildCoach>>;
let programId: number;
/** Exercises of the program: a client has one task per exercise and day. */
const exerciseIds: number[] = [];
let survey: Awaited<ReturnType<typeof buildSurveyWithQuestions>>;
/** Noon where the clients live, so minutes-ago moments stay on today (see middayZone). */
const zone = middayZone();

beforeAll(async () => {
  t = await createTestApp();
  const { company } = await buildOwner(t.db);
  coach = await buildCoach(t.db, company.id);
  programId = (await buildHabitProgram(t.db, ownedBy(coach))).id;
  const areaId = (await buildArea(t.db, programId)).id;
  for (let i = 0; i < 2; i++) exerciseIds.push((await buildExercise(t.db, areaId)).id);
  survey = await buildSurveyWithQuestions(t.db, ownedBy(coach), {
    survey: { name: 'Evening', openEndedQuestion: 'What stood out?', dailyNumQuestions: 2 },
    questions: [
      { question: 'I slept well.', always: true },
      { question: 'I felt cheerful.', always: true },
    ],
  });
});
afterAll(() => t.close());

/** A client of the coach with daily exercises and reflections, and their auth header. */
async function aClient() {
  const { user } = await buildClient(
    t.db,
    coach,
    { theme: programId, allowSelfReflect: true, assignedPulseSurvey: survey.survey.id },
    { timezone: zone },
  );
  return { user, auth: await authHeader(t.app, user.email) };
}

type Client = Awaited<ReturnType<typeof aClient>>;

/** A request as the client, with an idempotency key and the moment it was written when given. */
function write(
  client: Client,
  method: 'POST' | 'PATCH',
  url: string,
  payload: object,
  headers: { key?: string; writtenAt?: Date | string } = {},
) {
  const extra: Record<string, string> = {};
  if (headers.key) extra[IDEMPOTENCY_KEY_HEADER] = headers.key;
  if (headers.writtenAt)
    extra[WRITTEN_AT_HEADER] =
      typeof headers.writtenAt === 'string' ? headers.writtenAt : headers.writtenAt.toISOString();
  return t.app.inject({
    method,
    url: `/api/${url}`,
    payload,
    headers: { authorization: client.auth, ...extra },
  });
}

/** A task of the client's due on `dueOn` (today by default), of their `nth` exercise. */
const todayTask = (client: Client, dueOn = localDay(zone), nth = 0) =>
  buildTask(t.db, client.user.id, { templateId: exerciseIds[nth]!, dueOn, availableUntil: dueOn });
const taskRow = async (id: number) => (await t.db.select().from(tasks).where(eq(tasks.id, id)))[0]!;
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const notesOf = (userId: number) => t.db.select().from(notes).where(eq(notes.userId, userId));

describe('Idempotency-Key', () => {
  it('applies a completion once: a replay answers the kept answer and changes nothing', async () => {
    const client = await aClient();
    const task = await todayTask(client);
    const key = randomUUID();
    const first = await write(client, 'PATCH', `clients/tasks/${task.id}/`, { completed: true }, { key });
    expect(first.statusCode).toBe(200);
    expect(first.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBeUndefined();
    const completedAt = (await taskRow(task.id)).completedAt;
    expect(completedAt).not.toBeNull();

    // Meanwhile the task was reopened online: the replay must not complete it again.
    await t.db.update(tasks).set({ completedAt: null }).where(eq(tasks.id, task.id));
    const replay = await write(client, 'PATCH', `clients/tasks/${task.id}/`, { completed: true }, { key });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect((await taskRow(task.id)).completedAt).toBeNull();
  });

  it('creates a note once, however often it is replayed, even at the same moment', async () => {
    const client = await aClient();
    const task = await todayTask(client);
    const key = randomUUID();
    const note = { title: 'Felt good', text: 'Ten minutes', private: false, task: task.id };
    const answers = await Promise.all([
      write(client, 'POST', 'clients/notes/', note, { key }),
      write(client, 'POST', 'clients/notes/', note, { key }),
      write(client, 'POST', 'clients/notes/', note, { key }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    const ids = new Set(answers.map((answer) => answer.json<{ id: number }>().id));
    expect(ids.size).toBe(1);
    expect(await notesOf(client.user.id)).toHaveLength(1);
    const again = await write(client, 'POST', 'clients/notes/', note, { key });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(answers[0]!.json());
    expect(await notesOf(client.user.id)).toHaveLength(1);
  });

  it('counts a replayed completion and reflection once and grants no raffle ticket', async () => {
    const client = await aClient();
    const task = await todayTask(client);
    const { reflection, answers } = await buildReflection(t.db, client.user, {
      surveyId: survey.survey.id,
      day: localDay(zone),
      questions: survey.questions.slice(0, 2),
    });
    const taskKey = randomUUID();
    const reflectionKey = randomUUID();
    const save = {
      answers: answers.map((answer) => ({ id: answer.id, answer: 5 })),
      kpi_results: [],
      reflection: 'A calm day',
      private: false,
    };
    for (let i = 0; i < 3; i++) {
      const done = await write(
        client,
        'PATCH',
        `clients/tasks/${task.id}/`,
        { completed: true },
        { key: taskKey },
      );
      expect(done.statusCode).toBe(200);
      const saved = await write(client, 'PATCH', `clients/surveys/${reflection.token}/`, save, {
        key: reflectionKey,
      });
      expect(saved.statusCode).toBe(200);
    }
    const info = await t.app.inject({
      method: 'GET',
      url: `/api/clients/raffles/eligible_for_reward/?reward=task&entry=${task.id}`,
      headers: { authorization: client.auth },
    });
    expect(info.json()).toMatchObject({ is_eligible: true, weekly_num_of_tickets: 0 });
    const completed = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(tasks)
      .where(and(eq(tasks.userId, client.user.id), sql`${tasks.completedAt} IS NOT NULL`));
    expect(completed[0]!.count).toBe(1);
    const tickets = await t.db.select().from(raffleEntries).where(eq(raffleEntries.userId, client.user.id));
    expect(tickets).toHaveLength(0);
    const kept = await t.db.select().from(offlineWrites).where(eq(offlineWrites.userId, client.user.id));
    expect(kept.map((row) => row.id).sort()).toEqual([taskKey, reflectionKey].sort());
    expect(kept.every((row) => row.statusCode === 200)).toBe(true);
  });

  it('answers 422 for a key used on another path, and 400 for a key that is no UUID', async () => {
    const client = await aClient();
    const [a, b] = [await todayTask(client), await todayTask(client, localDay(zone, -1))];
    await t.db
      .update(tasks)
      .set({ availableUntil: localDay(zone) })
      .where(eq(tasks.id, b.id));
    const key = randomUUID();
    expect(
      (await write(client, 'PATCH', `clients/tasks/${a.id}/`, { ignored: true }, { key })).statusCode,
    ).toBe(200);
    const reused = await write(client, 'PATCH', `clients/tasks/${b.id}/`, { ignored: true }, { key });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().detail).toContain(OFFLINE_WRITE_MESSAGES.keyReused);
    expect((await taskRow(b.id)).ignored).toBe(false);

    const bad = await write(
      client,
      'PATCH',
      `clients/tasks/${a.id}/`,
      { ignored: false },
      { key: 'not-a-uuid' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ [IDEMPOTENCY_KEY_HEADER]: [OFFLINE_WRITE_MESSAGES.invalidKey] });
  });

  it('keeps nothing for a refused write, so a replay asks again', async () => {
    const client = await aClient();
    const key = randomUUID();
    const refused = await write(client, 'PATCH', 'clients/tasks/999999/', { completed: true }, { key });
    expect(refused.statusCode).toBe(404);
    expect(await t.db.select().from(offlineWrites).where(eq(offlineWrites.userId, client.user.id))).toEqual(
      [],
    );
  });

  it('keys are per user: another user may use the same id', async () => {
    const [one, two] = [await aClient(), await aClient()];
    const key = randomUUID();
    const note = { title: 'N', text: 'T', private: true };
    expect((await write(one, 'POST', 'clients/notes/', note, { key })).statusCode).toBe(201);
    expect((await write(two, 'POST', 'clients/notes/', note, { key })).statusCode).toBe(201);
    expect(await notesOf(two.user.id)).toHaveLength(1);
  });

  it('purges kept answers older than 30 days', async () => {
    const client = await aClient();
    const [old, recent] = [randomUUID(), randomUUID()];
    await t.db.insert(offlineWrites).values([
      {
        userId: client.user.id,
        id: old,
        method: 'POST',
        path: '/x',
        statusCode: 201,
        createdAt: ago(31 * 24 * 60),
      },
      {
        userId: client.user.id,
        id: recent,
        method: 'POST',
        path: '/x',
        statusCode: 201,
        createdAt: ago(29 * 24 * 60),
      },
    ]);
    const note = { title: 'N', text: 'T', private: true };
    expect((await write(client, 'POST', 'clients/notes/', note, { key: randomUUID() })).statusCode).toBe(201);
    const left = await t.db.select().from(offlineWrites).where(eq(offlineWrites.userId, client.user.id));
    expect(left.map((row) => row.id)).not.toContain(old);
    expect(left.map((row) => row.id)).toContain(recent);
    await purgeOfflineWrites(t.db, client.user.id);
    expect(await t.db.select().from(offlineWrites).where(eq(offlineWrites.id, recent))).toHaveLength(1);
  });
});

describe('X-Written-At', () => {
  it('is 400 when it is no date, or older than the 30 days a key is kept', async () => {
    const client = await aClient();
    const task = await todayTask(client);
    const bad = await write(
      client,
      'PATCH',
      `clients/tasks/${task.id}/`,
      { completed: true },
      { writtenAt: 'yesterday' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ [WRITTEN_AT_HEADER]: [OFFLINE_WRITE_MESSAGES.invalidWrittenAt] });
    const old = await write(
      client,
      'PATCH',
      `clients/tasks/${task.id}/`,
      { completed: true },
      {
        key: randomUUID(),
        writtenAt: ago(31 * 24 * 60),
      },
    );
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual({ [WRITTEN_AT_HEADER]: [OFFLINE_WRITE_MESSAGES.tooOld] });
    expect((await taskRow(task.id)).completedAt).toBeNull();
  });

  it('dates a completion when it was written, a future moment counting as now', async () => {
    const client = await aClient();
    const [past, future] = [await todayTask(client), await todayTask(client, undefined, 1)];
    const writtenAt = ago(1);
    await write(
      client,
      'PATCH',
      `clients/tasks/${past.id}/`,
      { completed: true },
      { key: randomUUID(), writtenAt },
    );
    expect((await taskRow(past.id)).completedAt!.getTime()).toBe(writtenAt.getTime());
    const before = Date.now();
    await write(
      client,
      'PATCH',
      `clients/tasks/${future.id}/`,
      { completed: true },
      {
        key: randomUUID(),
        writtenAt: new Date(Date.now() + 3_600_000),
      },
    );
    const completedAt = (await taskRow(future.id)).completedAt!.getTime();
    expect(completedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(completedAt).toBeLessThanOrEqual(Date.now() + 1000);
  });
});

describe('conflicts of a task write replayed later', () => {
  it('never undoes a completion recorded after the write was made', async () => {
    const client = await aClient();
    const task = await todayTask(client);
    await t.db
      .update(tasks)
      .set({ completedAt: ago(5) })
      .where(eq(tasks.id, task.id));
    const skip = await write(
      client,
      'PATCH',
      `clients/tasks/${task.id}/`,
      { ignored: true },
      {
        key: randomUUID(),
        writtenAt: ago(30),
      },
    );
    expect(skip.statusCode).toBe(200);
    expect(skip.json()).toMatchObject({ id: task.id, ignored: false });
    expect(skip.json().completed_at).not.toBeNull();
    const row = await taskRow(task.id);
    expect(row.ignored).toBe(false);
    expect(row.completedAt).not.toBeNull();
  });

  it('lets the later writer win: a skip written after the completion applies', async () => {
    const client = await aClient();
    const task = await todayTask(client);
    await t.db
      .update(tasks)
      .set({ completedAt: ago(30) })
      .where(eq(tasks.id, task.id));
    const skip = await write(
      client,
      'PATCH',
      `clients/tasks/${task.id}/`,
      { ignored: true },
      {
        key: randomUUID(),
        writtenAt: ago(5),
      },
    );
    expect(skip.statusCode).toBe(200);
    const row = await taskRow(task.id);
    expect(row).toMatchObject({ ignored: true, completedAt: null });
  });

  it('keeps the earlier completion time when both devices completed it', async () => {
    const client = await aClient();
    const task = await todayTask(client);
    const serverTime = ago(5);
    await t.db.update(tasks).set({ completedAt: serverTime }).where(eq(tasks.id, task.id));
    const writtenAt = ago(20);
    await write(
      client,
      'PATCH',
      `clients/tasks/${task.id}/`,
      { completed: true },
      { key: randomUUID(), writtenAt },
    );
    expect((await taskRow(task.id)).completedAt!.getTime()).toBe(writtenAt.getTime());
  });

  it('counts the write on the day it was made: yesterday’s last day still takes it', async () => {
    const client = await aClient();
    const yesterday = localDay(zone, -1);
    const task = await todayTask(client, yesterday);
    const late = await write(
      client,
      'PATCH',
      `clients/tasks/${task.id}/`,
      { completed: true },
      {
        key: randomUUID(),
        writtenAt: new Date(Date.now() - 24 * 3_600_000),
      },
    );
    expect(late.statusCode).toBe(200);
    // Online (no X-Written-At) it is today's list that counts, which it has left.
    const other = await todayTask(client, yesterday, 1);
    const online = await write(client, 'PATCH', `clients/tasks/${other.id}/`, { completed: true });
    expect(online.statusCode).toBe(400);
  });

  it('answers 404 for a task the coach removed meanwhile', async () => {
    const client = await aClient();
    const task = await todayTask(client);
    await t.db.delete(tasks).where(eq(tasks.id, task.id));
    const gone = await write(
      client,
      'PATCH',
      `clients/tasks/${task.id}/`,
      { completed: true },
      {
        key: randomUUID(),
        writtenAt: ago(1),
      },
    );
    expect(gone.statusCode).toBe(404);
  });
});

describe('a note replayed later', () => {
  it('becomes a journal entry when its task is gone, and is refused online', async () => {
    const client = await aClient();
    const task = await todayTask(client);
    await t.db.delete(tasks).where(eq(tasks.id, task.id));
    const note = { title: 'Later', text: 'Still worth keeping', private: false, task: task.id };
    const online = await write(client, 'POST', 'clients/notes/', note);
    expect(online.statusCode).toBe(400);
    const replayed = await write(client, 'POST', 'clients/notes/', note, {
      key: randomUUID(),
      writtenAt: ago(10),
    });
    expect(replayed.statusCode).toBe(201);
    expect(replayed.json()).toMatchObject({ title: 'Later', task: null });
    expect(await notesOf(client.user.id)).toHaveLength(1);
  });
});

describe('a reflection save replayed later', () => {
  async function todaysReflection(client: Client, day = localDay(zone)) {
    const built = await buildReflection(t.db, client.user, {
      surveyId: survey.survey.id,
      day,
      questions: survey.questions.slice(0, 2),
    });
    const body = {
      answers: built.answers.map((answer) => ({ id: answer.id, answer: 6 })),
      kpi_results: [],
      reflection: 'Written offline',
      private: false,
    };
    return { ...built, body };
  }
  const reflectionRow = async (id: number) =>
    (await t.db.select().from(clientSurveys).where(eq(clientSurveys.id, id)))[0]!;

  it('is saved when written on its day, dated then', async () => {
    const client = await aClient();
    const { reflection, body } = await todaysReflection(client);
    const writtenAt = ago(1);
    const saved = await write(client, 'PATCH', `clients/surveys/${reflection.token}/`, body, {
      key: randomUUID(),
      writtenAt,
    });
    expect(saved.statusCode).toBe(200);
    const row = await reflectionRow(reflection.id);
    expect(row.reflection).toBe('Written offline');
    expect(new Date(row.completedAt!).getTime()).toBe(writtenAt.getTime());
  });

  it('is refused once the reflection’s day closed before it was written', async () => {
    const client = await aClient();
    const { reflection, body } = await todaysReflection(client, localDay(zone, -1));
    const closed = await write(client, 'PATCH', `clients/surveys/${reflection.token}/`, body, {
      key: randomUUID(),
      writtenAt: ago(1),
    });
    expect(closed.statusCode).toBe(400);
    expect(closed.json()).toEqual({
      detail: OFFLINE_WRITE_MESSAGES.reflectionClosed,
      code: 'reflection_closed',
    });
    expect((await reflectionRow(reflection.id)).completedAt).toBeNull();
  });

  it('is refused when the reflection was answered elsewhere after it was written', async () => {
    const client = await aClient();
    const { reflection, body } = await todaysReflection(client);
    await t.db
      .update(clientSurveys)
      .set({ completedAt: ago(5), reflection: 'From the phone' })
      .where(eq(clientSurveys.id, reflection.id));
    const late = await write(client, 'PATCH', `clients/surveys/${reflection.token}/`, body, {
      key: randomUUID(),
      writtenAt: ago(30),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      detail: OFFLINE_WRITE_MESSAGES.answeredElsewhere,
      code: 'answered_elsewhere',
    });
    expect((await reflectionRow(reflection.id)).reflection).toBe('From the phone');
  });

  it('replaces an earlier answer when written after it (the last writer wins)', async () => {
    const client = await aClient();
    const { reflection, body } = await todaysReflection(client);
    await t.db
      .update(clientSurveys)
      .set({ completedAt: ago(30), reflection: 'First' })
      .where(eq(clientSurveys.id, reflection.id));
    const later = await write(client, 'PATCH', `clients/surveys/${reflection.token}/`, body, {
      key: randomUUID(),
      writtenAt: ago(5),
    });
    expect(later.statusCode).toBe(200);
    expect((await reflectionRow(reflection.id)).reflection).toBe('Written offline');
  });
});
