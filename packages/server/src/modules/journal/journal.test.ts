import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { journalEntrySchema, MESSAGES, paginatedSchema } from '@tandem/shared';
import { notes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { apiCaller } from '../../test/api';
import { authHeader, buildClient, buildCoach, buildOwner, buildUser } from '../../test/factories';
import { buildJournalEntry } from '../../test/factories/journal';

let t: TestApp;
const auth: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const { company } = await buildOwner(t.db);
  const coach = await buildCoach(t.db, company.id);
  const casey = (await buildClient(t.db, coach)).user;
  const alex = (await buildClient(t.db, coach)).user;
  const staff = await buildUser(t.db, { isStaff: true });
  for (const [role, user] of Object.entries({ coach, casey, alex, staff })) {
    ids[role] = user.id;
    auth[role] = await authHeader(t.app, user.email);
  }
});
afterAll(() => t.close());

const call = apiCaller(() => t, auth);

const page = paginatedSchema(journalEntrySchema.strict());

/** A user of their own, so lists and counts see only this test's entries. */
async function freshWriter(role: string) {
  const user = await buildUser(t.db);
  auth[role] = await authHeader(t.app, user.email);
  return user;
}

describe('clients/notes/ writing', () => {
  it('creates a private entry, changes only the fields given, and deletes it', async () => {
    const created = await call('POST', 'clients/notes/', 'casey', { title: ' Monday ', text: 'Slept well.' });
    expect(created.statusCode).toBe(201);
    const entry = journalEntrySchema.strict().parse(created.json());
    expect(entry).toMatchObject({ title: 'Monday', text: 'Slept well.', private: true });

    const longAgo = new Date('2024-01-01T00:00:00Z');
    await t.db.update(notes).set({ modifiedAt: longAgo }).where(eq(notes.id, entry.id));
    const shared = await call('PATCH', `clients/notes/${entry.id}/`, 'casey', { private: false });
    expect(shared.json()).toMatchObject({ title: 'Monday', private: false });
    // A partial save (the editor's autosave) leaves `private` alone.
    const patched = await call('PATCH', `clients/notes/${entry.id}/`, 'casey', { text: 'Slept badly.' });
    expect(patched.statusCode).toBe(200);
    expect(journalEntrySchema.strict().parse(patched.json())).toMatchObject({
      id: entry.id,
      title: 'Monday',
      text: 'Slept badly.',
      private: false,
      created_at: entry.created_at,
    });
    expect(new Date(patched.json().modified_at).getTime()).toBeGreaterThan(longAgo.getTime());
    expect((await call('GET', `clients/notes/${entry.id}/`, 'casey')).json()).toEqual(patched.json());

    expect((await call('DELETE', `clients/notes/${entry.id}/`, 'casey')).statusCode).toBe(204);
    expect((await call('GET', `clients/notes/${entry.id}/`, 'casey')).statusCode).toBe(404);
    expect(await t.db.select().from(notes).where(eq(notes.id, entry.id))).toEqual([]);
  });

  it('requires a title and a text', async () => {
    const missing = await call('POST', 'clients/notes/', 'casey', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ title: [MESSAGES.required], text: [MESSAGES.required] });
    const blank = await call('POST', 'clients/notes/', 'casey', { title: ' ', text: '\n' });
    expect(blank.json()).toEqual({
      title: ['This field may not be blank.'],
      text: ['This field may not be blank.'],
    });
    const entry = await buildJournalEntry(t.db, ids.casey!, { title: 'Kept' });
    const blanked = await call('PATCH', `clients/notes/${entry.id}/`, 'casey', { title: '' });
    expect(blanked.statusCode).toBe(400);
    expect(blanked.json()).toEqual({ title: ['This field may not be blank.'] });
    expect((await call('GET', `clients/notes/${entry.id}/`, 'casey')).json().title).toBe('Kept');
  });
});

describe('clients/notes/ list', () => {
  it('pages 15 at a time, newest first', async () => {
    const writer = await freshWriter('pager');
    const start = Date.UTC(2024, 0, 1);
    for (let i = 0; i < 17; i++)
      await buildJournalEntry(t.db, writer.id, { title: `#${i}`, createdAt: new Date(start + i * 60_000) });

    const first = page.parse((await call('GET', 'clients/notes/', 'pager')).json());
    expect(first.count).toBe(17);
    expect(first.results.map((e) => e.title)).toEqual(Array.from({ length: 15 }, (_, i) => `#${16 - i}`));
    expect(first.previous).toBeNull();
    const next = new URL(first.next!);
    expect([next.searchParams.get('limit'), next.searchParams.get('offset')]).toEqual(['15', '15']);

    const second = page.parse((await call('GET', `clients/notes/${next.search}`, 'pager')).json());
    expect(second.results.map((e) => e.title)).toEqual(['#1', '#0']);
    expect(second.next).toBeNull();
    const byPage = page.parse((await call('GET', 'clients/notes/?page=2', 'pager')).json());
    expect(byPage.results.map((e) => e.title)).toEqual(['#1', '#0']);
  });

  it('searches titles and texts without regard to case', async () => {
    const writer = await freshWriter('searcher');
    await buildJournalEntry(t.db, writer.id, { title: 'Morning RUN', text: 'legs tired' });
    await buildJournalEntry(t.db, writer.id, { title: 'Evening', text: 'Thinking about running again' });
    await buildJournalEntry(t.db, writer.id, { title: 'Lunch', text: 'salad' });
    const search = async (q: string) =>
      page
        .parse((await call('GET', `clients/notes/?search=${encodeURIComponent(q)}`, 'searcher')).json())
        .results.map((e) => e.title)
        .sort();
    expect(await search('run')).toEqual(['Evening', 'Morning RUN']);
    expect(await search('SALAD')).toEqual(['Lunch']);
    expect(await search('  ')).toEqual(['Evening', 'Lunch', 'Morning RUN']);
    expect(await search('swim')).toEqual([]);
  });

  it('takes %, _ and \\ in a search literally', async () => {
    const writer = await freshWriter('escaper');
    await buildJournalEntry(t.db, writer.id, { title: '100% effort', text: 'x' });
    await buildJournalEntry(t.db, writer.id, { title: '100 effort', text: 'x' });
    await buildJournalEntry(t.db, writer.id, { title: 'snake_case', text: 'x' });
    await buildJournalEntry(t.db, writer.id, { title: 'snakeXcase', text: 'x' });
    await buildJournalEntry(t.db, writer.id, { title: 'back\\slash', text: 'x' });
    const search = async (q: string) =>
      page
        .parse((await call('GET', `clients/notes/?search=${encodeURIComponent(q)}`, 'escaper')).json())
        .results.map((e) => e.title);
    expect(await search('%')).toEqual(['100% effort']);
    expect(await search('0%')).toEqual(['100% effort']);
    expect(await search('e_c')).toEqual(['snake_case']);
    expect(await search('\\')).toEqual(['back\\slash']);
  });
});

describe('someone else’s journal', () => {
  it('is invisible and unchangeable to anyone else, their coach and staff included (404)', async () => {
    const entry = await buildJournalEntry(t.db, ids.casey!, { title: 'Secret', text: 'Only mine' });
    for (const role of ['alex', 'coach', 'staff']) {
      const attempts = [
        await call('GET', `clients/notes/${entry.id}/`, role),
        await call('PATCH', `clients/notes/${entry.id}/`, role, { text: 'Overwritten' }),
        await call('DELETE', `clients/notes/${entry.id}/`, role),
      ];
      expect(attempts.map((r) => r.statusCode)).toEqual([404, 404, 404]);
      expect(attempts[0]!.json()).toEqual({ detail: MESSAGES.notFound });
      const listed = page.parse((await call('GET', 'clients/notes/?search=Secret', role)).json());
      expect(listed.results).toEqual([]);
    }
    expect((await call('GET', `clients/notes/${entry.id}/`, 'casey')).json()).toMatchObject({
      title: 'Secret',
      text: 'Only mine',
    });
  });

  it('turns a visitor away (401)', async () => {
    const entry = await buildJournalEntry(t.db, ids.casey!);
    const attempts = [
      await call('GET', 'clients/notes/', null),
      await call('POST', 'clients/notes/', null, { title: 'T', text: 'X' }),
      await call('GET', `clients/notes/${entry.id}/`, null),
      await call('PATCH', `clients/notes/${entry.id}/`, null, { text: 'X' }),
      await call('DELETE', `clients/notes/${entry.id}/`, null),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401]);
    expect(await t.db.select().from(notes).where(eq(notes.id, entry.id))).toHaveLength(1);
  });
});
