import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clientCourseDetailSchema, journalEntrySchema, paginatedSchema } from '@tandem/shared';
import { moduleLessons, notes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { apiCaller } from '../../test/api';
import { authHeader, buildClient, buildCoach, buildOwner } from '../../test/factories';
import { buildCourse, ownedBy } from '../../test/factories/catalog';
import { buildLesson, buildModule } from '../../test/factories/courses';
import { buildJournalEntry } from '../../test/factories/journal';

let t: TestApp;
const auth: Record<string, string> = {};
const ids: Record<string, number> = {};
let courseId: number;
let moduleId: number;
let lessonId: number;
let coach: { id: number; companyId: number | null };
let colleague: { id: number; companyId: number | null };

beforeAll(async () => {
  t = await createTestApp();
  const { company } = await buildOwner(t.db);
  coach = await buildCoach(t.db, company.id);
  colleague = await buildCoach(t.db, company.id);
  const casey = (await buildClient(t.db, coach)).user;
  const alex = (await buildClient(t.db, coach)).user;
  const off = (await buildClient(t.db, coach, { allowCourses: false })).user;
  for (const [role, user] of Object.entries({ casey, alex, off })) {
    ids[role] = user.id;
    auth[role] = await authHeader(t.app, user.email);
  }
  courseId = (await buildCourse(t.db, ownedBy(coach), { public: true, published: true })).id;
  moduleId = (await buildModule(t.db, courseId)).id;
  lessonId = (await buildLesson(t.db, moduleId)).id;
});
afterAll(() => t.close());

const call = apiCaller(() => t, auth);
const entries = paginatedSchema(journalEntrySchema.strict());
const invalidPk = (id: number) => `Invalid pk "${id}" - object does not exist.`;
const noteOn = (role: string, lesson: number | null, title = 'On the lesson') =>
  call('POST', 'clients/notes/', role, { title, text: 'What I learnt.', private: false, lesson });

describe('notes on lessons (clients/notes/ with lesson)', () => {
  it('writes a note on a lesson the client takes, listed by ?lesson= and kept out of the journal', async () => {
    const created = await noteOn('casey', lessonId);
    expect(created.statusCode).toBe(201);
    const note = journalEntrySchema.strict().parse(created.json());
    expect(note).toMatchObject({ lesson: lessonId, task: null, private: false, title: 'On the lesson' });
    await buildJournalEntry(t.db, ids.alex!, { lessonId, title: 'Alex on it' });
    await call('POST', 'clients/notes/', 'casey', { title: 'Diary', text: 'Plain.', lesson: null });

    const onLesson = entries.parse((await call('GET', `clients/notes/?lesson=${lessonId}`, 'casey')).json());
    expect(onLesson.results.map((entry) => entry.id)).toEqual([note.id]);
    const journal = entries.parse((await call('GET', 'clients/notes/', 'casey')).json());
    expect(journal.results.map((entry) => entry.title)).toEqual(['Diary']);

    const course = clientCourseDetailSchema.parse(
      (await call('GET', `clients/courses/${courseId}/`, 'casey')).json(),
    );
    expect(course.modules[0]!.lessons[0]!.note).toEqual({
      id: note.id,
      title: 'On the lesson',
      text: 'What I learnt.',
      private: false,
    });
  });

  it('refuses a lesson the client may not see with the invalid-pk field error, writing nothing', async () => {
    const draft = await buildLesson(t.db, moduleId, { published: false });
    const draftModule = await buildLesson(t.db, (await buildModule(t.db, courseId, { published: false })).id);
    const restricted = await buildCourse(t.db, ownedBy(coach), { published: true });
    const restrictedLesson = await buildLesson(t.db, (await buildModule(t.db, restricted.id)).id);
    const colleagues = await buildCourse(t.db, ownedBy(colleague), { public: true, published: true });
    const colleaguesLesson = await buildLesson(t.db, (await buildModule(t.db, colleagues.id)).id);
    for (const hidden of [draft.id, draftModule.id, restrictedLesson.id, colleaguesLesson.id, 999999]) {
      const response = await noteOn('casey', hidden, 'Refused');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ lesson: [invalidPk(hidden)] });
    }
    // A client whose profile does not allow courses takes no lesson at all.
    const off = await noteOn('off', lessonId, 'Refused');
    expect(off.statusCode).toBe(400);
    expect(off.json()).toEqual({ lesson: [invalidPk(lessonId)] });
    expect(await t.db.select().from(notes).where(eq(notes.title, 'Refused'))).toEqual([]);
  });

  it('keeps a note on its lesson when it is changed', async () => {
    const other = await buildLesson(t.db, moduleId);
    const note = (await noteOn('casey', lessonId, 'Kept')).json();
    const changed = await call('PATCH', `clients/notes/${note.id}/`, 'casey', {
      text: 'Edited',
      lesson: other.id,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ text: 'Edited', lesson: lessonId });
  });

  it('keeps the note as a journal entry when its lesson is deleted', async () => {
    const doomed = await buildLesson(t.db, moduleId);
    const note = (await noteOn('alex', doomed.id, 'Outlives its lesson')).json();
    await t.db.delete(moduleLessons).where(eq(moduleLessons.id, doomed.id));
    const journal = entries.parse((await call('GET', 'clients/notes/', 'alex')).json());
    expect(journal.results.find((entry) => entry.id === note.id)).toMatchObject({
      title: 'Outlives its lesson',
      lesson: null,
    });
  });

  it('validates the lesson query and body', async () => {
    expect((await call('GET', 'clients/notes/?lesson=abc', 'casey')).statusCode).toBe(400);
    const bad = await call('POST', 'clients/notes/', 'casey', { title: 'x', text: 'y', lesson: 'one' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['lesson']);
  });
});
