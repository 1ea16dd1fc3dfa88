// Daily exercise generation for 100,000 clients: one program of 5 areas x 8 exercises, clients
// spread over time zones, half choosing 3 areas, half on an assign-all program; eight consecutive
// days, so the later ones check buffers against a week of history. The target: a day for
// 100,000 clients in well under a minute.
import { openDatabase } from '../packages/server/src/db/client';
import { generateExerciseDays } from '../packages/server/src/modules/tasks';
import type { BenchContext } from './run';

const CLIENTS = Number(process.env.BENCH_GENERATION_CLIENTS ?? 100_000);
const DAYS = Number(process.env.BENCH_GENERATION_DAYS ?? 8);
const ZONES = [
  'UTC',
  'America/New_York',
  'America/Los_Angeles',
  'Europe/Berlin',
  'Asia/Tokyo',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'Australia/Sydney',
];

export default async function generationBench({ pool, databaseUrl }: BenchContext) {
  const started = Date.now();
  await pool.query(
    `
    WITH coach AS (
      SELECT id, company_id FROM users WHERE email = 'coach@demo.test'
    ), programs AS (
      INSERT INTO habit_programs (name, daily_exercises, assign_all, max_number_of_allowed_groups, owner_id, company_id)
      SELECT 'Bench ' || kind, 3, kind = 'all', 3, coach.id, coach.company_id
      FROM coach, unnest(ARRAY['all', 'chosen']) AS kind
      RETURNING id, assign_all
    ), areas AS (
      INSERT INTO areas_of_focus (program_id, name, color, ordering)
      SELECT p.id, 'Area ' || a, '#3366ff', a FROM programs p, generate_series(0, 4) AS a
      RETURNING id, program_id
    )
    INSERT INTO template_exercises (area_id, short_description, description, buffer, available_for, always, only_on)
    SELECT areas.id, 'Exercise ' || e, 'Bench exercise', e % 4, 1 + e % 3, e = 0 AND areas.id % 5 = 0,
           CASE WHEN e = 7 THEN '{5,6}'::int[] ELSE '{}'::int[] END
    FROM areas, generate_series(0, 7) AS e`,
  );
  await pool.query(
    `
    WITH coach AS (SELECT id, company_id FROM users WHERE email = 'coach@demo.test'),
    programs AS (SELECT id, assign_all FROM habit_programs WHERE name LIKE 'Bench %'),
    clients AS (
      INSERT INTO users (email, first_name, last_name, company_id, timezone, work_week, generate_exercises_at, last_login)
      SELECT 'gen-' || n || '@bench.test', 'Gen', 'Client' || n, (SELECT company_id FROM coach),
             ($2::text[])[1 + n % cardinality($2::text[])], '{0,1,2,3,4,5,6}', '00:00', now()
      FROM generate_series(1, $1::int) AS n
      RETURNING id
    ), profiles AS (
      INSERT INTO client_profiles (user_id, coach_id, theme, deactivated)
      SELECT c.id, (SELECT id FROM coach),
             (SELECT id FROM programs WHERE assign_all = (c.id % 2 = 0)),
             CASE WHEN c.id % 50 = 0 THEN now() END
      FROM clients c
      RETURNING user_id, theme
    )
    INSERT INTO client_areas_of_focus (user_id, area_id, ordering)
    SELECT p.user_id, a.id, row_number() OVER (PARTITION BY p.user_id ORDER BY a.id) - 1
    FROM profiles p
    JOIN programs pr ON pr.id = p.theme AND NOT pr.assign_all
    JOIN areas_of_focus a ON a.program_id = p.theme AND (a.ordering + p.user_id) % 5 < 3`,
    [CLIENTS, ZONES],
  );
  await pool.query('ANALYZE');
  console.log(`set-up: ${CLIENTS} clients on two 40-exercise programs in ${Date.now() - started} ms`);

  const database = openDatabase(databaseUrl, 4);
  try {
    // Noon UTC on consecutive days: every zone's local day has begun, so every client is due.
    const first = Date.UTC(2030, 0, 7, 12);
    const timings: number[] = [];
    for (let day = 0; day < DAYS; day += 1) {
      const now = new Date(first + day * 86_400_000);
      const runStarted = Date.now();
      const result = await generateExerciseDays(database.db, { now });
      const ms = Date.now() - runStarted;
      timings.push(ms);
      console.log(
        `generation day ${day + 1} (${now.toISOString().slice(0, 10)}): ${result.days} client days, ` +
          `${result.exercises} exercises in ${(ms / 1000).toFixed(1)} s`,
      );
      const again = Date.now();
      const repeat = await generateExerciseDays(database.db, { now });
      if (repeat.days !== 0) throw new Error('a second run generated again');
      if (day === 0) console.log(`  an idle second run (nothing due) took ${Date.now() - again} ms`);
    }
    const worst = Math.max(...timings);
    console.log(
      `generation: worst day ${(worst / 1000).toFixed(1)} s for ${CLIENTS} clients (target: well under 60 s)`,
    );
    if (worst > 60_000) throw new Error('generation took over a minute');
  } finally {
    await database.close();
  }
}
