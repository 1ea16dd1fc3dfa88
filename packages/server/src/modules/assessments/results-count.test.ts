import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_ASSESSMENT_ID, paginatedSchema, takenAssessmentSchema } from '@tandem/shared';
import { assessmentGrants, takenAssessments, users } from '../../db/schema';
import { authHeader, buildClient, buildCoach, buildCompany } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// The results list counts a coach's own results from coach_result_counts, kept by triggers
// (migration 0018). These tests change results every way the app and the database can and
// check the kept count against a count of the rows themselves, and the list's count with it.

let t: TestApp;
let company: { id: number };
const takenPage = paginatedSchema(takenAssessmentSchema.strict());

beforeAll(async () => {
  t = await createTestApp();
  company = await buildCompany(t.db);
}, 120_000);
afterAll(() => t.close());

async function keptCount(coachId: number): Promise<number> {
  const { rows } = await t.db.execute<{ results: number }>(
    sql`SELECT results FROM coach_result_counts WHERE coach_id = ${coachId}`,
  );
  return rows[0]?.results ?? 0;
}

async function liveCount(coachId: number): Promise<number> {
  const { rows } = await t.db.execute<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM taken_assessments WHERE coach_id = ${coachId} AND completed_at IS NOT NULL`,
  );
  return rows[0]!.count;
}

const lead = (coachId: number, n: number, completed = true) => ({
  assessmentId: FREE_ASSESSMENT_ID,
  coachId,
  firstName: 'Visitor',
  lastName: `Number${n}`,
  email: `visitor${n}@example.com`,
  lead: true,
  completedAt: completed ? new Date() : null,
});

async function listCount(coach: { email: string }): Promise<number> {
  const auth = await authHeader(t.app, coach.email);
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/coaches/taken-assessments/?limit=5',
    headers: { authorization: auth },
  });
  return takenPage.parse(response.json()).count;
}

describe("the kept count of a coach's results", () => {
  it('follows inserts (one and many), completion, moves between coaches and deletes', async () => {
    const coach = await buildCoach(t.db, company.id);
    const other = await buildCoach(t.db, company.id);
    await t.db.insert(takenAssessments).values(lead(coach.id, 1));
    expect(await keptCount(coach.id)).toBe(1);
    // A bulk insert of completed and unfinished results, for two coaches at once.
    await t.db
      .insert(takenAssessments)
      .values([
        ...Array.from({ length: 30 }, (_, n) => lead(coach.id, 100 + n, n % 3 !== 0)),
        ...Array.from({ length: 7 }, (_, n) => lead(other.id, 200 + n)),
      ]);
    expect(await keptCount(coach.id)).toBe(await liveCount(coach.id));
    expect(await keptCount(coach.id)).toBe(21);
    expect(await keptCount(other.id)).toBe(7);
    // Completing unfinished ones counts them; an unrelated update changes nothing.
    await t.db
      .update(takenAssessments)
      .set({ completedAt: new Date() })
      .where(sql`${takenAssessments.coachId} = ${coach.id} AND ${takenAssessments.completedAt} IS NULL`);
    await t.db
      .update(takenAssessments)
      .set({ firstName: 'Renamed' })
      .where(eq(takenAssessments.coachId, coach.id));
    expect(await keptCount(coach.id)).toBe(31);
    // Moving results to another coach moves their count.
    const moved = await t.db
      .update(takenAssessments)
      .set({ coachId: other.id })
      .where(sql`${takenAssessments.coachId} = ${coach.id} AND ${takenAssessments.lastName} LIKE 'Number10%'`)
      .returning({ id: takenAssessments.id });
    expect(moved).toHaveLength(10);
    expect(await keptCount(coach.id)).toBe(21);
    expect(await keptCount(other.id)).toBe(17);
    // Deleting one and then several.
    await t.db.delete(takenAssessments).where(eq(takenAssessments.id, moved[0]!.id));
    await t.db.delete(takenAssessments).where(eq(takenAssessments.coachId, coach.id));
    expect(await keptCount(coach.id)).toBe(0);
    expect(await keptCount(other.id)).toBe(await liveCount(other.id));
    expect(await listCount(other)).toBe(16);
  });

  it("drops a client's results with their account, and a gone coach's count with theirs", async () => {
    const coach = await buildCoach(t.db, company.id);
    const { user: client } = await buildClient(t.db, coach);
    await t.db
      .insert(takenAssessments)
      .values([
        { assessmentId: FREE_ASSESSMENT_ID, coachId: coach.id, userId: client.id, completedAt: new Date() },
        lead(coach.id, 300),
      ]);
    expect(await listCount(coach)).toBe(2);
    // The client's account goes: their results cascade away, and the count with them.
    await t.db.delete(users).where(eq(users.id, client.id));
    expect(await keptCount(coach.id)).toBe(1);
    expect(await listCount(coach)).toBe(1);
    // The coach's account goes: the result loses its coach (SET NULL) without failing the
    // delete, and the coach's count row goes with the account.
    await t.db.delete(users).where(eq(users.id, coach.id));
    const { rows } = await t.db.execute(sql`SELECT 1 FROM coach_result_counts WHERE coach_id = ${coach.id}`);
    expect(rows).toHaveLength(0);
  });

  it('adds results shared with the coach, once, to the listed count', async () => {
    const coach = await buildCoach(t.db, company.id);
    const other = await buildCoach(t.db, company.id);
    const [mine] = await t.db.insert(takenAssessments).values(lead(coach.id, 400)).returning();
    const [theirs] = await t.db.insert(takenAssessments).values(lead(other.id, 401)).returning();
    await t.db.insert(assessmentGrants).values([
      { takenAssessmentId: theirs!.id, coachId: coach.id },
      // A grant of the coach's own result does not count it twice.
      { takenAssessmentId: mine!.id, coachId: coach.id },
    ]);
    expect(await listCount(coach)).toBe(2);
    expect(await listCount(other)).toBe(1);
  });
});

describe('searching results', () => {
  it("finds a result by a visitor's name or e-mail, a client's account name, or the assessment, only among the coach's", async () => {
    const coach = await buildCoach(t.db, company.id);
    const stranger = await buildCoach(t.db, company.id);
    const { user: client } = await buildClient(t.db, coach, {}, { firstName: 'Quentin', lastName: 'Zephyr' });
    await t.db.insert(takenAssessments).values([
      // A client's result carries no name of its own: the account's is searched.
      { assessmentId: FREE_ASSESSMENT_ID, coachId: coach.id, userId: client.id, completedAt: new Date() },
      { ...lead(coach.id, 500), firstName: 'Ottilie', lastName: 'Brandt', email: 'ob@example.org' },
      // The same visitor name on another coach's result is not theirs to find.
      { ...lead(stranger.id, 501), firstName: 'Ottilie', lastName: 'Brandt', email: 'ob2@example.org' },
    ]);
    const auth = await authHeader(t.app, coach.email);
    const search = async (text: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/coaches/taken-assessments/?search=${encodeURIComponent(text)}`,
        headers: { authorization: auth },
      });
      return takenPage.parse(response.json());
    };
    expect((await search('zephyr')).results.map((r) => r.full_name)).toEqual(['Quentin Zephyr']);
    expect((await search('lie bra')).results.map((r) => r.email_address)).toEqual(['ob@example.org']);
    expect((await search('OB@EXAMPLE')).count).toBe(1);
    expect((await search('well-being')).count).toBe(2);
    // Pattern characters are text, not wildcards.
    expect((await search('%')).count).toBe(0);
  });
});
