import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { planOf } from '../test/plans';

// Lookups every authenticated request makes must read an index entry, whatever the size of the
// table: a test database is too small for the planner to prefer an index on its own, so these
// plans are asked for with sequential scans off, and must name the index in their condition.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

describe('the lookups of every authenticated request', () => {
  it("find a user's company by owner from one index entry (the session's and GET user/{id}'s)", async () => {
    const first = await planOf(
      t.db,
      sql`SELECT co.id FROM companies co WHERE co.owner_id = 1 ORDER BY co.id LIMIT 1`,
    );
    expect(first).toMatch(/Index (Only )?Scan using companies_owner_id_idx/);
    expect(first).toMatch(/Index Cond: \(owner_id = 1\)/);
    const exists = await planOf(t.db, sql`SELECT EXISTS (SELECT 1 FROM companies o WHERE o.owner_id = 1)`);
    expect(exists).toMatch(/Index Cond: \(owner_id = 1\)/);
  });

  it("find a company's brand, its first sub-domain, from one index entry (GET user/{id}'s company)", async () => {
    const plan = await planOf(
      t.db,
      sql`SELECT s.logo FROM sub_domains s WHERE s.company_id = 1 ORDER BY s.id LIMIT 1`,
    );
    expect(plan).toMatch(/Index Scan using sub_domains_company_id_idx/);
    expect(plan).toMatch(/Index Cond: \(company_id = 1\)/);
  });
});

// What a foreign key's ON DELETE does runs as a statement per deleted parent row: these are those
// statements (and a habit's open day, removeOpenHabitDay), on tables that grow with every client
// and day. Without their indexes each was a scan of the whole table, several per account deleted.
describe('what deleting an account, a habit or a lesson touches', () => {
  it.each([
    ['a habit’s tasks (cascade)', sql`DELETE FROM tasks WHERE habit_id = 1`, 'tasks_habit_day_idx'],
    [
      'a habit’s open day',
      sql`DELETE FROM tasks WHERE habit_id = 1 AND due_on = '2026-11-28' AND completed_at IS NULL`,
      'tasks_habit_day_idx',
    ],
    [
      'tasks a coach assigned (set null)',
      sql`UPDATE tasks SET assigned_by = NULL WHERE assigned_by = 1`,
      'tasks_assigned_by_idx',
    ],
    [
      'tasks of a lesson (set null)',
      sql`UPDATE tasks SET lesson_id = NULL WHERE lesson_id = 1`,
      'tasks_lesson_idx',
    ],
    [
      'notes on a lesson (set null)',
      sql`UPDATE notes SET lesson_id = NULL WHERE lesson_id = 1`,
      'notes_lesson_idx',
    ],
    [
      'commitments a coach assigned (set null)',
      sql`UPDATE commitments SET assigned_by = NULL WHERE assigned_by = 1`,
      'commitments_assigned_by_idx',
    ],
    [
      'sessions opened as someone else (cascade)',
      sql`DELETE FROM sessions WHERE impersonator_id = 1`,
      'sessions_impersonator_idx',
    ],
    [
      'a client’s support reports',
      sql`DELETE FROM support_reports WHERE user_id = 1`,
      'support_reports_user_idx',
    ],
    [
      'the invitation a client accepted',
      sql`DELETE FROM client_invitations WHERE consumed_by_user_id = 1`,
      'client_invitations_consumer_idx',
    ],
  ])('finds %s through an index', async (_what, statement, index) => {
    // An index scan, or a bitmap built from the index.
    expect(await planOf(t.db, statement)).toMatch(
      new RegExp(`Scan using ${index} on|Bitmap Index Scan on ${index}\\b`),
    );
  });
});
