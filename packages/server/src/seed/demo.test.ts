import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, sql, type SQL } from 'drizzle-orm';
import {
  areasOfFocus,
  clientAreasOfFocus,
  clientCohorts,
  clientInvitations,
  commitments,
  exerciseDays,
  exerciseResources,
  goals,
  habits,
  milestones,
  notes,
  clientProfiles,
  coachProfiles,
  cohorts,
  companies,
  habitPrograms,
  subDomains,
  tasks,
  templateExercises,
  users,
} from '../db/schema';
import { buildUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { readDemoSeed } from '../modules/system';
import { PEOPLE } from './demo-people';
import { generateExerciseDays } from '../modules/tasks';
import { DEMO_PASSWORD, seedDemo, seedDemoSteps } from './demo';
import { HISTORY_DAYS, NO_AREAS_CLIENT, SHOWCASE_CLIENT } from './demo-history';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const counts = async () => ({
  users: (await t.db.select({ n: count() }).from(users))[0]!.n,
  companies: (await t.db.select({ n: count() }).from(companies))[0]!.n,
  subDomains: (await t.db.select({ n: count() }).from(subDomains))[0]!.n,
  coaches: (await t.db.select({ n: count() }).from(coachProfiles))[0]!.n,
  clients: (await t.db.select({ n: count() }).from(clientProfiles))[0]!.n,
  programs: (await t.db.select({ n: count() }).from(habitPrograms))[0]!.n,
  invitations: (await t.db.select({ n: count() }).from(clientInvitations))[0]!.n,
  cohorts: (await t.db.select({ n: count() }).from(cohorts))[0]!.n,
  members: (await t.db.select({ n: count() }).from(clientCohorts))[0]!.n,
  goals: (await t.db.select({ n: count() }).from(goals))[0]!.n,
  milestones: (await t.db.select({ n: count() }).from(milestones))[0]!.n,
  notes: (await t.db.select({ n: count() }).from(notes))[0]!.n,
  areas: (await t.db.select({ n: count() }).from(areasOfFocus))[0]!.n,
  exercises: (await t.db.select({ n: count() }).from(templateExercises))[0]!.n,
  resources: (await t.db.select({ n: count() }).from(exerciseResources))[0]!.n,
  chosenAreas: (await t.db.select({ n: count() }).from(clientAreasOfFocus))[0]!.n,
  habits: (await t.db.select({ n: count() }).from(habits))[0]!.n,
  tasks: (await t.db.select({ n: count() }).from(tasks))[0]!.n,
  exerciseDays: (await t.db.select({ n: count() }).from(exerciseDays))[0]!.n,
  commitments: (await t.db.select({ n: count() }).from(commitments))[0]!.n,
});

async function rows<T extends Record<string, unknown>>(query: SQL): Promise<T[]> {
  return (await t.db.execute<T>(query)).rows as T[];
}

/** Each demo client's local today, for queries. */
const LOCAL_TODAY = sql`(now() AT TIME ZONE u.timezone)::date`;

describe('demo seed', () => {
  it('creates the demo company once, however often it runs', async () => {
    expect((await seedDemo(t.db)).created).toBe(true);
    const first = await counts();
    expect(first).toMatchObject({
      companies: 1,
      subDomains: 1,
      coaches: 2,
      programs: 2,
      invitations: 3,
      cohorts: 2,
      members: 7,
      habits: 3,
      commitments: 2,
    });
    expect(first.clients).toBeGreaterThanOrEqual(12);
    expect((await seedDemo(t.db)).created).toBe(false);
    expect(await counts()).toEqual(first);
    expect(first.goals).toBeGreaterThanOrEqual(4);
    expect(first.notes).toBeGreaterThanOrEqual(3);
    expect(first.tasks).toBeGreaterThan(300);
  });

  it('lets the three demo accounts log in and land where the spec says, past the first-run tour', async () => {
    const homes: Record<string, string> = {};
    const toursDone: boolean[] = [];
    for (const email of ['owner@demo.test', 'coach@demo.test', 'client@demo.test']) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/api-token-auth/',
        payload: { username: email, password: DEMO_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      const { token, id } = login.json();
      const me = await t.app.inject({
        method: 'GET',
        url: `/api/user/${id}/`,
        headers: { authorization: `Token ${token}` },
      });
      homes[email] = me.json().features.home;
      toursDone.push(me.json().tour_completed);
    }
    // The tour would stand over every page the end-to-end journeys open.
    expect(toursDone).toEqual([true, true, true]);
    expect(homes).toEqual({
      'owner@demo.test': 'dashboard',
      'coach@demo.test': 'dashboard',
      'client@demo.test': 'daily_exercises',
    });
  });

  it('brands the demo sub-domain', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/sub-domains/demo/' })).json();
    expect(body.logo).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(body.allow_onboarding).toBe(true);
  });
});

describe('demo habit engine data', () => {
  beforeAll(async () => {
    await seedDemo(t.db);
  });

  const programAreas = (name: string) =>
    rows<{
      name: string;
      color: string;
      exercises: number;
      complete: number;
      disabled: number;
      always: number;
      only_on: number;
      resources: number;
    }>(sql`
      SELECT a.name, a.color, count(e.id)::int AS exercises,
             count(e.id) FILTER (WHERE btrim(e.how) <> '' AND btrim(e.why) <> ''
                                   AND btrim(e.description) <> '' AND btrim(e.short_description) <> '')::int AS complete,
             count(e.id) FILTER (WHERE NOT e.active)::int AS disabled,
             count(e.id) FILTER (WHERE e.always)::int AS always,
             count(e.id) FILTER (WHERE cardinality(e.only_on) > 0)::int AS only_on,
             (SELECT count(*) FROM exercise_resources r JOIN template_exercises x ON x.id = r.exercise_id
               WHERE x.area_id = a.id AND r.url LIKE 'https://%')::int AS resources
      FROM habit_programs p
      JOIN areas_of_focus a ON a.program_id = p.id AND NOT a.deleted
      LEFT JOIN template_exercises e ON e.area_id = a.id AND NOT e.deleted
      WHERE p.name = ${name}
      GROUP BY a.id ORDER BY a.ordering`);

  it('puts a full starter program on Foundations of Wellbeing', async () => {
    const areas = await programAreas('Foundations of Wellbeing');
    expect(areas).toHaveLength(5);
    expect(new Set(areas.map((area) => area.color)).size).toBe(5);
    const total = (key: 'exercises' | 'complete' | 'disabled' | 'always' | 'only_on' | 'resources') =>
      areas.reduce((sum, area) => sum + area[key], 0);
    expect(total('exercises')).toBeGreaterThanOrEqual(30);
    expect(total('complete')).toBe(total('exercises'));
    for (const area of areas) {
      expect(area.exercises).toBeGreaterThanOrEqual(6);
      expect(area.exercises).toBeLessThanOrEqual(8);
    }
    expect(total('disabled')).toBe(1);
    expect(total('always')).toBeGreaterThanOrEqual(1);
    expect(total('always')).toBeLessThanOrEqual(2);
    expect(total('only_on')).toBeGreaterThanOrEqual(2);
    expect(total('resources')).toBeGreaterThanOrEqual(2);
    const [program] = await rows<{ daily_exercises: number; assign_all: boolean; max: number }>(sql`
      SELECT daily_exercises, assign_all, max_number_of_allowed_groups AS max
      FROM habit_programs WHERE name = 'Foundations of Wellbeing'`);
    expect(program).toEqual({ daily_exercises: 3, assign_all: false, max: 3 });
    const [limits] = await rows<{ bad: number }>(sql`
      SELECT count(*)::int AS bad FROM template_exercises
      WHERE buffer NOT BETWEEN 0 AND 14 OR available_for NOT BETWEEN 1 AND 3`);
    expect(limits!.bad).toBe(0);
  });

  it('gives the managed program three areas of four exercises, all assigned', async () => {
    const areas = await programAreas('Brightpath Core Habits');
    expect(areas.map((area) => area.exercises)).toEqual([4, 4, 4]);
    expect(areas.every((area) => area.complete === 4)).toBe(true);
    const [program] = await rows<{ assign_all: boolean; owner_id: number | null }>(sql`
      SELECT assign_all, owner_id FROM habit_programs WHERE name = 'Brightpath Core Habits'`);
    expect(program).toEqual({ assign_all: true, owner_id: null });
  });

  it('has every active client who can get exercises on three weeks of history, and one without areas', async () => {
    const clients = await rows<{
      email: string;
      assign_all: boolean;
      chosen: number;
      past_tasks: number;
      past_days: number;
      marked_days: number;
      scheduled_today: number;
    }>(sql`
      SELECT u.email, p.assign_all,
             (SELECT count(*) FROM client_areas_of_focus c WHERE c.user_id = u.id)::int AS chosen,
             (SELECT count(*) FROM tasks x WHERE x.user_id = u.id AND x.due_on < ${LOCAL_TODAY})::int AS past_tasks,
             (SELECT count(DISTINCT due_on) FROM tasks x
               WHERE x.user_id = u.id AND x.due_on < ${LOCAL_TODAY})::int AS past_days,
             (SELECT count(*) FROM exercise_days d
               WHERE d.user_id = u.id AND d.day BETWEEN ${LOCAL_TODAY} - ${HISTORY_DAYS}::int AND ${LOCAL_TODAY} - 1)::int
               AS marked_days,
             (SELECT count(*) FROM tasks x WHERE x.user_id = u.id AND x.due_on = ${LOCAL_TODAY}
               AND x.source = 'scheduled')::int AS scheduled_today
      FROM users u
      JOIN client_profiles cp ON cp.user_id = u.id AND cp.deactivated IS NULL
      JOIN habit_programs p ON p.id = cp.theme
      WHERE u.email LIKE '%@demo.test'
      ORDER BY u.email`);
    expect(clients.length).toBeGreaterThanOrEqual(11);
    const withoutAreas = clients.filter((client) => !client.assign_all && client.chosen === 0);
    expect(withoutAreas.map((client) => client.email)).toEqual([NO_AREAS_CLIENT]);
    for (const client of clients) {
      if (client.email === NO_AREAS_CLIENT) continue;
      expect(client.chosen, client.email).toBe(client.assign_all ? 0 : 3);
      // Three weeks hold at least 15 work days; every past day is marked handled.
      expect(client.past_days, client.email).toBeGreaterThanOrEqual(15);
      expect(client.past_tasks, client.email).toBeGreaterThanOrEqual(30);
      expect(client.marked_days, client.email).toBe(HISTORY_DAYS);
      if (client.email !== SHOWCASE_CLIENT) expect(client.scheduled_today, client.email).toBe(0);
    }
  });

  it('draws the history by the generation rules', async () => {
    const [broken] = await rows<{
      off_work_week: number;
      off_only_on: number;
      disabled: number;
      outside_areas: number;
      wrong_until: number;
      done_another_day: number;
      within_buffer: number;
    }>(sql`
      WITH s AS (
        SELECT x.*, u.timezone, u.work_week, e.only_on, e.active, e.available_for, e.buffer, e.always, e.area_id,
               extract(isodow FROM x.due_on)::int - 1 AS weekday, cp.theme, p.assign_all
        FROM tasks x
        JOIN users u ON u.id = x.user_id
        JOIN client_profiles cp ON cp.user_id = u.id
        JOIN habit_programs p ON p.id = cp.theme
        JOIN template_exercises e ON e.id = x.template_id
        WHERE x.source = 'scheduled'
      )
      SELECT
        count(*) FILTER (WHERE NOT weekday = ANY(work_week))::int AS off_work_week,
        count(*) FILTER (WHERE cardinality(only_on) > 0 AND NOT weekday = ANY(only_on))::int AS off_only_on,
        count(*) FILTER (WHERE NOT active)::int AS disabled,
        count(*) FILTER (WHERE CASE WHEN assign_all
            THEN NOT EXISTS (SELECT 1 FROM areas_of_focus a WHERE a.id = s.area_id AND a.program_id = s.theme)
            ELSE NOT EXISTS (SELECT 1 FROM client_areas_of_focus c WHERE c.user_id = s.user_id AND c.area_id = s.area_id)
          END)::int AS outside_areas,
        count(*) FILTER (WHERE available_until <> due_on + available_for - 1)::int AS wrong_until,
        count(*) FILTER (WHERE completed_at IS NOT NULL AND (completed_at AT TIME ZONE timezone)::date <> due_on)::int
          AS done_another_day,
        count(*) FILTER (WHERE NOT always AND EXISTS (
          SELECT 1 FROM tasks g WHERE g.user_id = s.user_id AND g.template_id = s.template_id
            AND g.due_on < s.due_on AND s.due_on - g.due_on <= s.buffer))::int AS within_buffer
      FROM s`);
    expect(broken).toEqual({
      off_work_week: 0,
      off_only_on: 0,
      disabled: 0,
      outside_areas: 0,
      wrong_until: 0,
      done_another_day: 0,
      within_buffer: 0,
    });
    const [kinds] = await rows<{ completed: number; skipped: number; open: number; only_on: number }>(sql`
      SELECT count(*) FILTER (WHERE x.completed_at IS NOT NULL)::int AS completed,
             count(*) FILTER (WHERE x.ignored)::int AS skipped,
             count(*) FILTER (WHERE x.completed_at IS NULL AND NOT x.ignored)::int AS open,
             count(*) FILTER (WHERE cardinality(e.only_on) > 0)::int AS only_on
      FROM tasks x JOIN template_exercises e ON e.id = x.template_id WHERE x.source = 'scheduled'`);
    expect(kinds!.completed).toBeGreaterThan(0);
    expect(kinds!.skipped).toBeGreaterThan(0);
    expect(kinds!.open).toBeGreaterThan(0);
    expect(kinds!.only_on).toBeGreaterThan(0);
  });

  it('gives the clients different momentum: improving, declining, high and low', async () => {
    const week = (from: number, to: number) => sql`
      coalesce(count(x.id) FILTER (WHERE x.completed_at IS NOT NULL
                 AND x.due_on BETWEEN ${LOCAL_TODAY} - ${from}::int AND ${LOCAL_TODAY} - ${to}::int)::float
        / nullif(count(x.id) FILTER (WHERE x.due_on BETWEEN ${LOCAL_TODAY} - ${from}::int AND ${LOCAL_TODAY} - ${to}::int), 0),
      0)`;
    const momentum = await rows<{
      email: string;
      momentum: number;
      first_week: number;
      last_week: number;
    }>(sql`
      SELECT u.email, ${week(6, 0)} AS momentum, ${week(21, 15)} AS first_week, ${week(7, 1)} AS last_week
      FROM users u
      JOIN client_profiles cp ON cp.user_id = u.id AND cp.deactivated IS NULL
      LEFT JOIN tasks x ON x.user_id = u.id
      WHERE u.email LIKE '%@demo.test' AND u.email <> ${NO_AREAS_CLIENT}
      GROUP BY u.email`);
    const values = momentum.map((client) => client.momentum);
    expect(new Set(values).size).toBeGreaterThan(3);
    expect(Math.max(...values) - Math.min(...values)).toBeGreaterThan(0.5);
    const of = (email: string) => momentum.find((client) => client.email === email)!;
    expect(of(SHOWCASE_CLIENT).last_week).toBeGreaterThan(of(SHOWCASE_CLIENT).first_week);
    expect(of('sofia.garcia@demo.test').last_week).toBeGreaterThan(of('sofia.garcia@demo.test').first_week);
    expect(of('marcus.johnson@demo.test').last_week).toBeLessThan(of('marcus.johnson@demo.test').first_week);
    expect(of('priya.patel@demo.test').momentum).toBeGreaterThan(of('elena.rossi@demo.test').momentum);
    // Stopped sixteen days ago: nothing done lately.
    expect(of('david.cohen@demo.test').momentum).toBe(0);
  });

  it("fills the showcase client's day: today's list, habits, notes, history and commitments", async () => {
    const [casey] = await rows<{ id: number; today: string; work_day: boolean; coach: number }>(sql`
      SELECT u.id, ${LOCAL_TODAY}::text AS today,
             (extract(isodow FROM ${LOCAL_TODAY})::int - 1) = ANY(u.work_week) AS work_day,
             (SELECT id FROM users WHERE email = 'coach@demo.test') AS coach
      FROM users u WHERE u.email = ${SHOWCASE_CLIENT}`);
    const { id, today, work_day: workDay, coach } = casey!;

    const todays = await rows<{ source: string; completed: boolean; always: boolean | null }>(sql`
      SELECT x.source, x.completed_at IS NOT NULL AS completed, e.always
      FROM tasks x LEFT JOIN template_exercises e ON e.id = x.template_id
      WHERE x.user_id = ${id} AND x.due_on = ${today}::date`);
    const scheduled = todays.filter((task) => task.source === 'scheduled');
    // Three drawn plus the "always" exercise of Mindfulness, one of her areas.
    expect(scheduled.filter((task) => !task.always)).toHaveLength(workDay ? 3 : 0);
    expect(scheduled.filter((task) => task.always)).toHaveLength(workDay ? 1 : 0);
    // "Read before bed" is every day, so there is always a habit on today's list.
    expect(todays.filter((task) => task.source === 'habit').length).toBeGreaterThanOrEqual(1);
    expect(todays.every((task) => !task.completed)).toBe(true);
    const [marker] = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM exercise_days WHERE user_id = ${id} AND day = ${today}::date`);
    expect(marker!.n).toBe(1);

    const habitRows = await rows<{ name: string; past: number; done: number; days: number }>(sql`
      SELECT h.name, cardinality(h.days_of_week) AS days,
             count(x.id) FILTER (WHERE x.due_on < ${today}::date)::int AS past,
             count(x.id) FILTER (WHERE x.completed_at IS NOT NULL)::int AS done
      FROM habits h LEFT JOIN tasks x ON x.habit_id = h.id
      WHERE h.user_id = ${id} AND h.active AND h.why <> '' AND h.visualization <> ''
      GROUP BY h.id ORDER BY h.name`);
    expect(habitRows.map((habit) => habit.name)).toEqual([
      'Lunchtime walk',
      'Morning stretch',
      'Read before bed',
    ]);
    for (const habit of habitRows) {
      expect(habit.past, habit.name).toBeGreaterThan(0);
      expect(habit.done, habit.name).toBeGreaterThan(0);
    }

    const taskNotes = await rows<{ private: boolean; mine: boolean; source: string }>(sql`
      SELECT n.private, x.user_id = n.user_id AS mine, x.source
      FROM notes n JOIN tasks x ON x.id = n.task_id WHERE n.user_id = ${id}`);
    expect(taskNotes.length).toBeGreaterThanOrEqual(3);
    expect(taskNotes.filter((note) => note.private)).toHaveLength(1);
    expect(taskNotes.every((note) => note.mine)).toBe(true);
    expect(new Set(taskNotes.map((note) => note.source))).toEqual(new Set(['habit', 'coach', 'scheduled']));

    const given = await rows<{
      source: string;
      assigned_by: number | null;
      done: boolean;
      attachment: string | null;
    }>(sql`
      SELECT source, assigned_by, completed_at IS NOT NULL AS done, attachment_key AS attachment
      FROM tasks WHERE user_id = ${id} AND source IN ('coach', 'requested')`);
    expect(given).toEqual(
      expect.arrayContaining([
        { source: 'coach', assigned_by: coach, done: true, attachment: null },
        { source: 'requested', assigned_by: null, done: true, attachment: null },
      ]),
    );

    const promised = await rows<{ due: number; assigned_by: number; completed: boolean }>(sql`
      SELECT due_date - ${today}::date AS due, assigned_by, completed_at IS NOT NULL AS completed
      FROM commitments WHERE client_id = ${id} ORDER BY due_date`);
    expect(promised).toEqual([
      { due: 0, assigned_by: coach, completed: false },
      { due: 7, assigned_by: coach, completed: false },
    ]);
  });

  it('has steps that fill in what is missing (a seed cut off half-way), and only that', async () => {
    const before = await counts();
    // What a database seeded by the previous version had: no habit engine rows, old settings.
    await t.db.execute(sql`
      WITH c AS (SELECT u.id FROM users u WHERE u.email LIKE '%@demo.test')
      , t1 AS (DELETE FROM commitments WHERE client_id IN (SELECT id FROM c))
      , t2 AS (DELETE FROM exercise_days WHERE user_id IN (SELECT id FROM c))
      , t3 AS (DELETE FROM habits WHERE user_id IN (SELECT id FROM c))
      , t4 AS (DELETE FROM client_areas_of_focus WHERE user_id IN (SELECT id FROM c))
      DELETE FROM tasks WHERE user_id IN (SELECT id FROM c)`);
    await t.db.execute(sql`DELETE FROM areas_of_focus`);
    await t.db.execute(sql`
      UPDATE habit_programs SET assign_all = false, max_number_of_allowed_groups = 2
      WHERE name = 'Brightpath Core Habits'`);
    await t.db.execute(
      sql`UPDATE habit_programs SET assign_all = true WHERE name = 'Foundations of Wellbeing'`,
    );
    expect((await counts()).tasks).toBe(0);

    expect(await seedDemoSteps(t.db)).toBe(true);
    expect(await counts()).toEqual(before);
    const settings = await rows<{ name: string; assign_all: boolean }>(sql`
      SELECT name, assign_all FROM habit_programs ORDER BY name`);
    expect(settings).toEqual([
      { name: 'Brightpath Core Habits', assign_all: true },
      { name: 'Foundations of Wellbeing', assign_all: false },
    ]);
    expect(await seedDemoSteps(t.db)).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('leaves a program whose areas a coach deleted alone', async () => {
    await t.db.execute(sql`
      UPDATE areas_of_focus SET deleted = true
      WHERE program_id = (SELECT id FROM habit_programs WHERE name = 'Brightpath Core Habits')`);
    const before = await counts();
    expect(await seedDemoSteps(t.db)).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it("gives the showcase client today's exercises on a work day, which the scheduler then leaves alone", async () => {
    const other = await createTestApp();
    try {
      // A Wednesday, noon in New York; Lunchtime walk (Mon, Wed, Fri) is due too.
      const now = new Date('2026-03-04T17:00:00Z');
      await seedDemo(other.db, now);
      const today = await other.db.execute<{
        source: string;
        always: boolean | null;
        open: boolean;
        user_id: number;
      }>(sql`
        SELECT x.source, e.always, x.completed_at IS NULL AS open, x.user_id
        FROM tasks x JOIN users u ON u.id = x.user_id LEFT JOIN template_exercises e ON e.id = x.template_id
        WHERE u.email = ${SHOWCASE_CLIENT} AND x.due_on = '2026-03-04'`);
      const sources = today.rows.map((task) => (task.always ? 'always' : task.source)).sort();
      expect(sources).toEqual(['always', 'habit', 'habit', 'habit', 'scheduled', 'scheduled', 'scheduled']);
      expect(today.rows.every((task) => task.open)).toBe(true);
      const others = await other.db.execute<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM tasks x JOIN users u ON u.id = x.user_id
        WHERE u.email <> ${SHOWCASE_CLIENT} AND x.due_on >= (${now.toISOString()}::timestamptz AT TIME ZONE u.timezone)::date`);
      expect(others.rows[0]!.n).toBe(0);

      const caseyId = today.rows[0]!.user_id;
      const generated = await generateExerciseDays(other.db, { now, userIds: [caseyId], seed: 'demo' });
      expect(generated).toEqual({ days: 0, exercises: 0, habits: 0 });
    } finally {
      await other.close();
    }
  });
});

describe('demo pulse data', () => {
  beforeAll(async () => {
    await seedDemo(t.db);
  });

  it("fills the coach's survey with 20+ statements over four or more dimensions, and the managed one", async () => {
    const surveys = await rows<{ name: string; dimensions: number; statements: number; always: number }>(sql`
      SELECT s.name,
             (SELECT count(*) FROM pulse_dimensions d WHERE d.survey_id = s.id)::int AS dimensions,
             (SELECT count(*) FROM pulse_questions q WHERE q.survey_id = s.id AND NOT q.deleted)::int AS statements,
             (SELECT count(*) FROM pulse_questions q WHERE q.survey_id = s.id AND q.always)::int AS always
      FROM pulse_surveys s WHERE s.name IN ('Daily Check-in', 'Brightpath Well-being Pulse') ORDER BY s.name`);
    expect(surveys).toEqual([
      { name: 'Brightpath Well-being Pulse', dimensions: 3, statements: 10, always: 1 },
      { name: 'Daily Check-in', dimensions: 5, statements: 22, always: 2 },
    ]);
  });

  it('gives the reflecting clients two KPIs and weeks of reflections with varied moods, words and privacy', async () => {
    const perClient = await rows<{
      email: string;
      reflections: number;
      answered: number;
      private: number;
      kpis: number;
      results: number;
      mean: number | null;
      span: number;
    }>(sql`
      SELECT u.email,
             count(cs.id)::int AS reflections,
             count(cs.completed_at)::int AS answered,
             count(*) FILTER (WHERE cs.private)::int AS private,
             (SELECT count(*) FROM client_kpis k WHERE k.user_id = u.id)::int AS kpis,
             (SELECT count(*) FROM kpi_results r JOIN client_kpis k ON k.id = r.kpi_id WHERE k.user_id = u.id)::int AS results,
             (SELECT avg(a.answer)::float FROM client_survey_answers a JOIN client_surveys x ON x.id = a.client_survey_id
               WHERE x.user_id = u.id) AS mean,
             coalesce(max(cs.day) - min(cs.day), 0)::int AS span
      FROM users u JOIN client_profiles cp ON cp.user_id = u.id
      LEFT JOIN client_surveys cs ON cs.user_id = u.id
      GROUP BY u.id ORDER BY u.email`);
    const busy = perClient.filter((client) => client.answered >= 15);
    expect(busy.length).toBeGreaterThanOrEqual(6);
    for (const client of busy) {
      expect(client.kpis).toBe(2);
      expect(client.results).toBe(client.answered * 2);
      // Three weeks at least (five for those still active).
      expect(client.span).toBeGreaterThanOrEqual(20);
    }
    const means = busy.map((client) => client.mean!);
    expect(Math.max(...means) - Math.min(...means)).toBeGreaterThan(1.5);
    expect(perClient.reduce((sum, client) => sum + client.private, 0)).toBeGreaterThan(3);

    const [texts] = await rows<{
      distinct_texts: number;
      blank_answered: number;
      unanswered_with_answers: number;
    }>(sql`
      SELECT count(DISTINCT reflection) FILTER (WHERE completed_at IS NOT NULL)::int AS distinct_texts,
             count(*) FILTER (WHERE completed_at IS NOT NULL AND btrim(reflection) = '')::int AS blank_answered,
             (SELECT count(*) FROM client_survey_answers a JOIN client_surveys x ON x.id = a.client_survey_id
               WHERE x.completed_at IS NULL AND a.answer IS NOT NULL)::int AS unanswered_with_answers
      FROM client_surveys`);
    expect(texts).toEqual({
      distinct_texts: expect.any(Number),
      blank_answered: 0,
      unanswered_with_answers: 0,
    });
    expect(texts!.distinct_texts).toBeGreaterThanOrEqual(15);
  });

  it('follows the product rules: pulse days only, nothing answered after the last login, statements from the survey', async () => {
    const [breaks] = await rows<{ off_day: number; after_login: number; foreign: number }>(sql`
      SELECT count(*) FILTER (WHERE NOT ((extract(isodow FROM cs.day)::int - 1) = ANY(u.generate_pulse_on)))::int AS off_day,
             count(*) FILTER (WHERE cs.completed_at IS NOT NULL
                                AND cs.day > (u.last_login AT TIME ZONE u.timezone)::date)::int AS after_login,
             (SELECT count(*) FROM client_survey_answers a JOIN client_surveys x ON x.id = a.client_survey_id
               JOIN pulse_questions q ON q.id = a.question_id WHERE q.survey_id <> x.survey_id)::int AS foreign
      FROM client_surveys cs JOIN users u ON u.id = cs.user_id`);
    expect(breaks).toEqual({ off_day: 0, after_login: 0, foreign: 0 });
  });

  it('tells the coach about the client struggling on Stress, and only once', async () => {
    const notices = await rows<{ email: string; dimension: string; coach: string }>(sql`
      SELECT u.email, d.name AS dimension, c.email AS coach
      FROM coach_notices n JOIN users u ON u.id = n.client_id JOIN users c ON c.id = n.coach_id
      JOIN pulse_dimensions d ON d.id = n.dimension_id`);
    expect(notices).toContainEqual({
      email: 'elena.rossi@demo.test',
      dimension: 'Stress',
      coach: 'coach@demo.test',
    });
    const before = notices.length;
    expect(await seedDemoSteps(t.db)).toBe(false);
    expect((await rows(sql`SELECT id FROM coach_notices`)).length).toBe(before);
  });
});

describe('demo courses', () => {
  beforeAll(async () => {
    // The first seed of this file had no storage, so no courses: their step runs on its own.
    await seedDemoSteps(t.db, new Date(), t.app.ctx.storage);
  });

  it('fills both courses with modules and lessons of every kind, files included', async () => {
    const lessons = await rows<{
      course: string;
      type: string;
      published: boolean;
      file_key: string | null;
      iframe_url: string | null;
    }>(sql`
      SELECT c.title AS course, l.type, l.published, l.file_key, l.iframe_url
      FROM module_lessons l JOIN course_modules m ON m.id = l.module_id JOIN courses c ON c.id = m.course_id
      ORDER BY c.title, m.ordering, l.ordering`);
    const types = new Set(lessons.map((lesson) => lesson.type));
    expect([...types].sort()).toEqual(['audio', 'file', 'iframe', 'pdf', 'youtube']);
    expect(new Set(lessons.map((lesson) => lesson.course))).toEqual(
      new Set(['Mindful Mornings', 'Resilience 101']),
    );
    expect(lessons.some((lesson) => !lesson.published)).toBe(true);
    for (const lesson of lessons) {
      if (['audio', 'pdf', 'file'].includes(lesson.type)) {
        const stored = await t.app.ctx.storage.open(lesson.file_key!);
        expect(stored, lesson.file_key!).not.toBeNull();
        const chunks: Buffer[] = [];
        for await (const chunk of stored!.stream) chunks.push(chunk as Buffer);
        const head = Buffer.concat(chunks).subarray(0, 4).toString('latin1');
        if (lesson.type === 'audio') expect(head).toBe('RIFF');
        if (lesson.type === 'pdf') expect(head).toBe('%PDF');
      } else {
        expect(lesson.iframe_url).toMatch(/^https:\/\//);
      }
    }
    const [resources] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM lesson_resources`);
    expect(resources!.n).toBeGreaterThanOrEqual(2);
  });

  it('gives both courses a card picture that is stored and served as an image', async () => {
    const pictures = await rows<{ title: string; background_image: string | null }>(sql`
      SELECT title, background_image FROM courses
      WHERE title IN ('Mindful Mornings', 'Resilience 101') ORDER BY title`);
    expect(pictures).toHaveLength(2);
    for (const course of pictures) {
      expect(course.background_image, course.title).toMatch(/^\/media\/course-images\/.+\.svg$/);
      const stored = await t.app.ctx.storage.open(course.background_image!.replace('/media/', ''));
      expect(stored?.contentType).toBe('image/svg+xml');
      stored!.stream.resume();
    }
  });

  it('gives demo clients progress, one course finished, and lesson notes', async () => {
    const progress = await rows<{ email: string; done: number }>(sql`
      SELECT u.email, count(*)::int AS done FROM lesson_completions lc JOIN users u ON u.id = lc.user_id
      GROUP BY u.email ORDER BY u.email`);
    expect(progress.map((row) => row.email)).toEqual(
      expect.arrayContaining(['client@demo.test', 'priya.patel@demo.test', 'aisha.khan@demo.test']),
    );
    const finished = await rows<{ email: string }>(sql`
      SELECT u.email FROM course_completions cc JOIN users u ON u.id = cc.user_id`);
    expect(finished).toEqual([{ email: 'priya.patel@demo.test' }]);
    const [lessonNotes] = await rows<{ n: number; private: number }>(sql`
      SELECT count(*)::int AS n, count(*) FILTER (WHERE private)::int AS private FROM notes WHERE lesson_id IS NOT NULL`);
    expect(lessonNotes).toEqual({ n: 3, private: 1 });
  });

  it('links the Box breathing exercises to the lesson of that name', async () => {
    const linked = await rows<{ lesson: string; course: string }>(sql`
      SELECT l.title AS lesson, c.title AS course FROM template_exercises te
      JOIN module_lessons l ON l.id = te.lesson_id
      JOIN course_modules m ON m.id = l.module_id JOIN courses c ON c.id = m.course_id
      WHERE te.short_description = 'Box breathing'`);
    expect(linked.length).toBeGreaterThan(0);
    expect(new Set(linked.map((row) => `${row.course}: ${row.lesson}`))).toEqual(
      new Set(['Mindful Mornings: Box breathing']),
    );
  });

  it('adds nothing the second time', async () => {
    const count = async () =>
      (
        await rows<{ n: number }>(
          sql`SELECT (SELECT count(*) FROM module_lessons) + (SELECT count(*) FROM lesson_completions) AS n`,
        )
      )[0]!.n;
    const before = await count();
    expect(await seedDemoSteps(t.db, new Date(), t.app.ctx.storage)).toBe(false);
    expect(await count()).toBe(before);
  });
});

// Each test seeds a database of its own: a minute on a busy machine.
describe('demo data, once (issue 39, row 4)', () => {
  it('is never recreated: demo accounts renamed after the seed stay renamed through another seed', async () => {
    const fresh = await createTestApp();
    try {
      expect(await seedDemo(fresh.db)).toEqual({ created: true });
      const seed = await readDemoSeed(fresh.db);
      expect(seed?.state).toBe('seeded');
      expect(seed?.userIds).toHaveLength(PEOPLE.length);
      await fresh.db.execute(
        sql`UPDATE users SET email = 'boss@brightpath.test' WHERE email = 'admin@demo.test'`,
      );
      await fresh.db.execute(
        sql`UPDATE users SET email = 'morgan@brightpath.test' WHERE email = 'owner@demo.test'`,
      );
      const before = (await fresh.db.select({ n: count() }).from(users))[0]!.n;

      // What every restart does.
      expect(await seedDemo(fresh.db, new Date(), fresh.app.ctx.storage)).toEqual({
        created: false,
        reason: 'seeded',
      });
      const back = await fresh.db.execute(
        sql`SELECT email FROM users WHERE email IN ('admin@demo.test', 'owner@demo.test')`,
      );
      expect(back.rows).toEqual([]);
      expect((await fresh.db.select({ n: count() }).from(users))[0]!.n).toBe(before);
      const login = await fresh.app.inject({
        method: 'POST',
        url: '/api/api-token-auth/',
        payload: { username: 'admin@demo.test', password: DEMO_PASSWORD },
      });
      expect(login.statusCode).toBe(400);
      // The renamed accounts are still known as demo accounts, by id.
      expect((await readDemoSeed(fresh.db))?.userIds).toEqual(seed?.userIds);
    } finally {
      await fresh.close();
    }
  }, 120_000);

  it('refuses a database that has accounts of its own, and records nothing', async () => {
    const fresh = await createTestApp();
    try {
      await buildUser(fresh.db, { email: 'first@company.test' });
      expect(await seedDemo(fresh.db)).toEqual({ created: false, reason: 'has-users' });
      const emails = await fresh.db.execute<{ email: string }>(sql`SELECT email FROM users`);
      expect(emails.rows).toEqual([{ email: 'first@company.test' }]);
      expect(await readDemoSeed(fresh.db)).toBeNull();
    } finally {
      await fresh.close();
    }
  }, 120_000);

  it('records a database seeded before the record existed as seeded, adding nothing', async () => {
    const fresh = await createTestApp();
    try {
      // What an earlier version left: the demo data and no record of it.
      expect(await seedDemoSteps(fresh.db)).toBe(true);
      await fresh.db.execute(sql`DELETE FROM users WHERE email = 'admin@demo.test'`);
      const before = (await fresh.db.select({ n: count() }).from(users))[0]!.n;
      expect(await seedDemo(fresh.db)).toEqual({ created: false, reason: 'seeded' });
      expect((await fresh.db.select({ n: count() }).from(users))[0]!.n).toBe(before);
      const seed = await readDemoSeed(fresh.db);
      expect(seed?.state).toBe('seeded');
      expect(seed?.userIds).toHaveLength(PEOPLE.length - 1);
    } finally {
      await fresh.close();
    }
  }, 120_000);
});
