import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { journalEntrySchema, MESSAGES, noteSchema, paginatedSchema } from '@tandem/shared';
import { notes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { apiCaller } from '../../test/api';
import { authHeader, buildClient, buildCoach, buildOwner } from '../../test/factories';
import { buildHabitProgram, ownedBy } from '../../test/factories/catalog';
import { buildArea, buildExercise, buildHabit, buildTask } from '../../test/factories/habits';
import { buildJournalEntry } from '../../test/factories/journal';
import { localDay } from '../../test/factories/daily-exercises';
import { NOTES_FILTER_REQUIRED } from './journal.service';

let t: TestApp;
const auth: Record<string, string> = {};
const ids: Record<string, number> = {};
let templateId: number;

beforeAll(async () => {
  t = await createTestApp();
  const { owner, company } = await buildOwner(t.db);
  const coach = await buildCoach(t.db, company.id);
  const colleague = await buildCoach(t.db, company.id);
  const program = await buildHabitProgram(t.db, ownedBy(coach));
  templateId = (await buildExercise(t.db, (await buildArea(t.db, program.id)).id)).id;
  const casey = (await buildClient(t.db, coach)).user;
  const alex = (await buildClient(t.db, coach)).user;
  const theirs = (await buildClient(t.db, colleague)).user;
  for (const [role, user] of Object.entries({ owner, coach, colleague, casey, alex, theirs })) {
    ids[role] = user.id;
    auth[role] = await authHeader(t.app, user.email);
  }
});
afterAll(() => t.close());

const call = apiCaller(() => t, auth);

const entries = paginatedSchema(journalEntrySchema.strict());
const taskOf = (role: string, dayOffset = 0) =>
  buildTask(t.db, ids[role]!, { templateId, dueOn: localDay('UTC', dayOffset) });

describe('notes on tasks (clients/notes/)', () => {
  it('writes a note on one of the caller’s tasks, listed by ?task= and kept out of the journal', async () => {
    const task = await taskOf('casey');
    const created = await call('POST', 'clients/notes/', 'casey', {
      title: 'Felt good',
      text: 'Ten breaths.',
      task: task.id,
    });
    expect(created.statusCode).toBe(201);
    const note = journalEntrySchema.strict().parse(created.json());
    expect(note).toMatchObject({ task: task.id, lesson: null, private: true });
    const entry = await call('POST', 'clients/notes/', 'casey', { title: 'Diary', text: 'Plain entry.' });
    expect(entry.json()).toMatchObject({ task: null, lesson: null });

    const journal = entries.parse((await call('GET', 'clients/notes/', 'casey')).json());
    expect(journal.results.map((e) => e.title)).toEqual(['Diary']);
    const onTask = entries.parse((await call('GET', `clients/notes/?task=${task.id}`, 'casey')).json());
    expect(onTask.results.map((e) => e.id)).toEqual([note.id]);
    expect(onTask.count).toBe(1);
  });

  it('keeps a note on its task when it is edited', async () => {
    const task = await taskOf('casey', -1);
    const other = await taskOf('casey', -2);
    const note = await buildJournalEntry(t.db, ids.casey!, { taskId: task.id, title: 'Before' });
    const patched = await call('PATCH', `clients/notes/${note.id}/`, 'casey', {
      title: 'After',
      task: other.id,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ title: 'After', task: task.id });
  });

  it('refuses a task that is not the caller’s with DRF’s invalid pk, writing nothing', async () => {
    const alexs = await taskOf('alex');
    for (const task of [alexs.id, 987_654]) {
      const response = await call('POST', 'clients/notes/', 'casey', { title: 'T', text: 'X', task });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ task: [`Invalid pk "${task}" - object does not exist.`] });
    }
    expect(await t.db.select().from(notes).where(eq(notes.taskId, alexs.id))).toEqual([]);
    // Someone else's task lists none of their notes either.
    await buildJournalEntry(t.db, ids.alex!, { taskId: alexs.id });
    expect(entries.parse((await call('GET', `clients/notes/?task=${alexs.id}`, 'casey')).json()).count).toBe(
      0,
    );
  });
});

describe('GET coaches/client-notes/', () => {
  const page = paginatedSchema(noteSchema.strict());
  const titles = async (query: string, role = 'coach') => {
    const response = await call('GET', `coaches/client-notes/${query}`, role);
    expect(response.statusCode).toBe(200);
    return page.parse(response.json()).results.map((n) => n.title);
  };
  let habitId: number;
  let exerciseTaskId: number;

  beforeAll(async () => {
    const { user } = await buildClient(t.db, { id: ids.coach!, companyId: null });
    ids.noted = user.id;
    const habit = await buildHabit(t.db, user.id);
    habitId = habit.id;
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
    const [monday, tuesday] = [
      await buildTask(t.db, user.id, { habitId, templateId: null, dueOn: localDay('UTC', -1) }),
      await buildTask(t.db, user.id, { habitId, templateId: null, dueOn: localDay('UTC') }),
    ];
    const exercise = await buildTask(t.db, user.id, { templateId, dueOn: localDay('UTC') });
    exerciseTaskId = exercise.id;
    const note = (taskId: number | null, title: string, minute: number, isPrivate = false) =>
      buildJournalEntry(t.db, user.id, { taskId, title, private: isPrivate, createdAt: at(minute) });
    await note(monday.id, 'Habit day one', 1);
    await note(tuesday.id, 'Habit day two', 3);
    await note(tuesday.id, 'Private thought', 4, true);
    await note(exercise.id, 'Exercise note', 2);
    await note(null, 'Shared journal entry', 5);
  });

  it("lists a habit's shared notes newest first, never private ones or journal entries", async () => {
    expect(await titles(`?habit=${habitId}`)).toEqual(['Habit day two', 'Habit day one']);
  });

  it('lists one task’s notes, or all task notes of a client', async () => {
    expect(await titles(`?task=${exerciseTaskId}`)).toEqual(['Exercise note']);
    expect(await titles(`?user=${ids.noted}`)).toEqual(['Habit day two', 'Exercise note', 'Habit day one']);
    expect(await titles(`?user=${ids.noted}&habit=${habitId}&limit=1`)).toEqual(['Habit day two']);
  });

  it("hides another coach's client, habit or task (404), needs a licence (403) and a filter (400)", async () => {
    const theirHabit = await buildHabit(t.db, ids.theirs!);
    const theirTask = await taskOf('theirs');
    for (const query of [
      `?user=${ids.theirs}`,
      `?habit=${theirHabit.id}`,
      `?task=${theirTask.id}`,
      '?task=999999',
    ]) {
      const response = await call('GET', `coaches/client-notes/${query}`, 'coach');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: MESSAGES.notFound });
    }
    expect((await call('GET', `coaches/client-notes/?user=${ids.noted}`, 'colleague')).statusCode).toBe(404);
    expect((await call('GET', `coaches/client-notes/?user=${ids.noted}`, 'owner')).statusCode).toBe(404);
    expect((await call('GET', `coaches/client-notes/?user=${ids.noted}`, 'casey')).statusCode).toBe(403);
    const bare = await call('GET', 'coaches/client-notes/', 'coach');
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual({ non_field_errors: [NOTES_FILTER_REQUIRED] });
  });
});
