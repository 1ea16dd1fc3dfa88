// Daily reflection generation for 100,000 clients on the default survey (22 statements, 2 always
// asked, 5 drawn a day), spread over time zones, for eight consecutive days; between days about
// two thirds of the reflections are answered, so the two-weeks-ignored check has history to read.
// The target: a day for 100,000 clients in well under a minute.
import { openDatabase } from '../packages/server/src/db/client';
import { generateReflections } from '../packages/server/src/modules/reflections';
import type { BenchContext } from './run';

const CLIENTS = Number(process.env.BENCH_REFLECTION_CLIENTS ?? 100_000);
const DAYS = Number(process.env.BENCH_REFLECTION_DAYS ?? 8);
const ZONES = [
  'UTC',
  'America/New_York',
  'America/Los_Angeles',
  'Europe/Berlin',
  'Asia/Tokyo',
  'Australia/Sydney',
];

export default async function reflectionsBench({ pool, databaseUrl }: BenchContext) {
  const started = Date.now();
  await pool.query(
    `
    WITH coach AS (SELECT id, company_id FROM users WHERE email = 'coach@demo.test'),
    survey AS (SELECT id FROM pulse_surveys WHERE is_default),
    clients AS (
      INSERT INTO users (email, first_name, last_name, company_id, timezone, generate_pulse_on, generate_pulse_at, last_login)
      SELECT 'pulse-' || n || '@bench.test', 'Pulse', 'Client' || n, (SELECT company_id FROM coach),
             ($2::text[])[1 + n % cardinality($2::text[])], '{0,1,2,3,4,5,6}', '00:00', now()
      FROM generate_series(1, $1::int) AS n
      RETURNING id
    )
    INSERT INTO client_profiles (user_id, coach_id, assigned_pulse_survey, deactivated)
    SELECT c.id, (SELECT id FROM coach), (SELECT id FROM survey), CASE WHEN c.id % 50 = 0 THEN now() END
    FROM clients c`,
    [CLIENTS, ZONES],
  );
  await pool.query('ANALYZE');
  console.log(`set-up: ${CLIENTS} reflecting clients in ${Date.now() - started} ms`);

  const database = openDatabase(databaseUrl, 4);
  try {
    const first = Date.UTC(2030, 0, 7, 15);
    const timings: number[] = [];
    for (let day = 0; day < DAYS; day += 1) {
      const now = new Date(first + day * 86_400_000);
      const runStarted = Date.now();
      const result = await generateReflections(database.db, { now });
      const ms = Date.now() - runStarted;
      timings.push(ms);
      console.log(
        `reflections day ${day + 1}: ${result.reflections} reflections, ${result.answers} statements in ${(ms / 1000).toFixed(1)} s`,
      );
      const again = Date.now();
      const repeat = await generateReflections(database.db, { now });
      if (repeat.reflections !== 0) throw new Error('a second run generated again');
      if (day === 0) console.log(`  an idle second run (nothing due) took ${Date.now() - again} ms`);
      // Two clients in three answer.
      await pool.query(
        `UPDATE client_surveys SET completed_at = now(), reflection = 'A fine day'
         WHERE completed_at IS NULL AND user_id % 3 <> 0`,
      );
      await pool.query(`UPDATE client_survey_answers SET answer = 1 + id % 7 WHERE answer IS NULL`);
    }
    const worst = Math.max(...timings);
    console.log(
      `reflections: worst day ${(worst / 1000).toFixed(1)} s for ${CLIENTS} clients (target: well under 60 s)`,
    );
    if (worst > 60_000) throw new Error('reflection generation took over a minute');
  } finally {
    await database.close();
  }
}
