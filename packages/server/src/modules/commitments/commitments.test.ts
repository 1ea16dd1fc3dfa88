import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { commitmentSchema, MESSAGES, paginatedSchema } from '@tandem/shared';
import { commitments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { apiCaller } from '../../test/api';
import { authHeader, buildClient, buildCoach, buildOwner } from '../../test/factories';
import { buildCommitment } from '../../test/factories/commitments';
import { localDay } from '../../test/factories/daily-exercises';

let t: TestApp;
const auth: Record<string, string> = {};
const ids: Record<string, number> = {};
const zone = 'Pacific/Kiritimati';

beforeAll(async () => {
  t = await createTestApp();
  const { owner, company } = await buildOwner(t.db);
  const coach = await buildCoach(t.db, company.id);
  const colleague = await buildCoach(t.db, company.id);
  const casey = (await buildClient(t.db, coach, {}, { timezone: zone })).user;
  const alex = (await buildClient(t.db, coach)).user;
  const theirs = (await buildClient(t.db, colleague)).user;
  for (const [role, user] of Object.entries({ owner, coach, colleague, casey, alex, theirs })) {
    ids[role] = user.id;
    auth[role] = await authHeader(t.app, user.email);
  }
});
afterAll(() => t.close());

const call = apiCaller(() => t, auth);
const page = paginatedSchema(commitmentSchema.strict());
const stored = async (id: number) => (await t.db.select().from(commitments).where(eq(commitments.id, id)))[0];

describe('coaches/commitments/', () => {
  it("writes a commitment due on the client's today by default, or on the date given", async () => {
    const response = await call('POST', 'coaches/commitments/', 'coach', {
      client: ids.casey,
      title: ' Call mum ',
    });
    expect(response.statusCode).toBe(201);
    const commitment = commitmentSchema.strict().parse(response.json());
    expect(commitment).toMatchObject({
      client: ids.casey,
      title: 'Call mum',
      description: '',
      due_date: localDay(zone),
      assigned_by: ids.coach,
      completed_at: null,
    });
    const dated = await call('POST', 'coaches/commitments/', 'coach', {
      client: ids.casey,
      title: 'Book a checkup',
      description: 'Before summer.',
      due_date: '2027-05-01',
    });
    expect(dated.json()).toMatchObject({ due_date: '2027-05-01', description: 'Before summer.' });
  });

  it("refuses another coach's client on `client`, a blank title, and anyone without a licence", async () => {
    const foreign = await call('POST', 'coaches/commitments/', 'coach', { client: ids.theirs, title: 'X' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ client: [`Invalid pk "${ids.theirs}" - object does not exist.`] });
    const blank = await call('POST', 'coaches/commitments/', 'coach', {
      client: ids.casey,
      title: ' ',
      due_date: 'soon',
    });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json()).sort()).toEqual(['due_date', 'title']);
    expect(
      (await call('POST', 'coaches/commitments/', 'casey', { client: ids.casey, title: 'X' })).statusCode,
    ).toBe(403);
    expect(await t.db.select().from(commitments).where(eq(commitments.clientId, ids.theirs!))).toEqual([]);
  });

  it("lists one client's commitments (or all of the coach's clients'), open first by due date", async () => {
    const { user } = await buildClient(t.db, { id: ids.coach!, companyId: null });
    const later = await buildCommitment(t.db, user.id, { dueDate: '2026-02-10' });
    const sooner = await buildCommitment(t.db, user.id, { dueDate: '2026-02-01' });
    const done = await buildCommitment(t.db, user.id, { dueDate: '2026-01-01', completedAt: new Date() });
    const list = page.parse((await call('GET', `coaches/commitments/?client=${user.id}`, 'coach')).json());
    expect(list.results.map((c) => c.id)).toEqual([sooner.id, later.id, done.id]);
    const all = page.parse((await call('GET', 'coaches/commitments/?limit=100', 'coach')).json());
    expect(all.results.map((c) => c.client)).toContain(user.id);
    expect(all.results.map((c) => c.client)).not.toContain(ids.theirs);
    const colleagues = page.parse((await call('GET', 'coaches/commitments/?limit=100', 'colleague')).json());
    expect(colleagues.results.map((c) => c.client)).not.toContain(user.id);
  });

  it('changes and deletes a commitment for the client’s coach only (404 for anyone else)', async () => {
    const commitment = await buildCommitment(t.db, ids.alex!, { dueDate: '2026-03-01', title: 'Before' });
    for (const role of ['colleague', 'owner']) {
      expect(
        (await call('PATCH', `coaches/commitments/${commitment.id}/`, role, { title: 'X' })).statusCode,
      ).toBe(404);
      expect((await call('DELETE', `coaches/commitments/${commitment.id}/`, role)).statusCode).toBe(404);
    }
    expect((await call('GET', `coaches/commitments/?client=${ids.alex}`, 'colleague')).statusCode).toBe(404);
    const patched = await call('PATCH', `coaches/commitments/${commitment.id}/`, 'coach', {
      title: 'After',
      due_date: '2026-03-05',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ title: 'After', due_date: '2026-03-05', description: '' });
    expect((await call('DELETE', `coaches/commitments/${commitment.id}/`, 'coach')).statusCode).toBe(204);
    expect(await stored(commitment.id)).toBeUndefined();
    expect((await call('DELETE', `coaches/commitments/${commitment.id}/`, 'coach')).statusCode).toBe(404);
  });
});

describe('clients/commitments/', () => {
  it('lists the client’s own commitments, open first by due date', async () => {
    const { user } = await buildClient(t.db, { id: ids.coach!, companyId: null });
    auth.lister = await authHeader(t.app, user.email);
    const done = await buildCommitment(t.db, user.id, { dueDate: '2025-12-01', completedAt: new Date() });
    const open = await buildCommitment(t.db, user.id, { dueDate: '2026-01-05' });
    await buildCommitment(t.db, ids.alex!, { dueDate: '2026-01-01' });
    const list = page.parse((await call('GET', 'clients/commitments/', 'lister')).json());
    expect(list.results.map((c) => c.id)).toEqual([open.id, done.id]);
  });

  it('marks one done (keeping the first time) and not done; anyone else’s is 404', async () => {
    const commitment = await buildCommitment(t.db, ids.casey!, { dueDate: '2026-04-01' });
    const done = await call('PATCH', `clients/commitments/${commitment.id}/`, 'casey', { completed: true });
    expect(done.statusCode).toBe(200);
    const first = commitmentSchema.parse(done.json()).completed_at;
    expect(first).not.toBeNull();
    const again = await call('PATCH', `clients/commitments/${commitment.id}/`, 'casey', { completed: true });
    expect(again.json().completed_at).toBe(first);
    const undone = await call('PATCH', `clients/commitments/${commitment.id}/`, 'casey', {
      completed: false,
    });
    expect(undone.json().completed_at).toBeNull();
    for (const role of ['alex', 'coach']) {
      const response = await call('PATCH', `clients/commitments/${commitment.id}/`, role, {
        completed: true,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: MESSAGES.notFound });
    }
    expect((await stored(commitment.id))!.completedAt).toBeNull();
    const invalid = await call('PATCH', `clients/commitments/${commitment.id}/`, 'casey', {});
    expect(invalid.json()).toEqual({ completed: [MESSAGES.required] });
    expect((await call('GET', 'clients/commitments/', null)).statusCode).toBe(401);
  });
});
