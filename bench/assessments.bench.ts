// Issue 17: the coach's taken-assessment results and one break-down with 10,000 results for one
// coach (a third from clients, the rest from visitors, each with every answer of the 16-question
// free assessment), at 50 concurrent connections. Target: p99 under 50 ms for both. Each is
// printed beside a bare Fastify + node-postgres ceiling (bench/ceiling.ts) measured right before
// it, so a noisy machine shows as a slow ceiling rather than as a slow endpoint: the list (the
// spec's page of 200) beside a bare select of 200 rows sent as a page, the break-down (one
// result) beside a bare primary-key select.
import type { BenchContext } from './run';
import { startCeiling } from './ceiling';
import { logIn, measureBesideCeiling, steadyLoad } from './autocannon-report';

const TAKEN = Number(process.env.BENCH_TAKEN_ASSESSMENTS ?? 10_000);
const FREE_ASSESSMENT_ID = 64;
const CONNECTIONS = 50;
/** The spec's page of taken assessments (coach side: "Taken assessments list {limit:200, search}"). */
const PAGE_SIZE = 200;

export default async function assessmentsBench({ baseUrl, pool, databaseUrl, serverPid }: BenchContext) {
  const started = Date.now();
  await pool.query(
    `
    WITH coach AS (
      INSERT INTO users (email, password_hash, first_name, last_name, company_id, coach_features, onboarded)
      SELECT 'bench-assessor@demo.test', password_hash, 'Bench', 'Assessor', company_id, '{all}', true
      FROM users WHERE email = 'coach@demo.test'
      RETURNING id, company_id
    ), licence AS (
      INSERT INTO coach_profiles (user_id, company_id) SELECT id, company_id FROM coach RETURNING user_id
    ), clients AS (
      INSERT INTO users (email, first_name, last_name, company_id)
      SELECT 'assessed-' || n || '@bench.test', 'Assessed', 'Client' || n, (SELECT company_id FROM coach)
      FROM generate_series(1, $1::int / 3) AS n
      RETURNING id
    ), profiles AS (
      INSERT INTO client_profiles (user_id, coach_id) SELECT id, (SELECT id FROM coach) FROM clients RETURNING user_id
    ), taken AS (
      INSERT INTO taken_assessments (assessment_id, user_id, coach_id, first_name, last_name, email, lead, created_at, completed_at)
      SELECT $2::int, c.id, (SELECT id FROM coach), '', '', '', false,
             now() - make_interval(mins => c.id), now() - make_interval(mins => c.id)
      FROM clients c
      UNION ALL
      SELECT $2::int, NULL, (SELECT id FROM coach), 'Visitor', 'Lead' || n, 'lead-' || n || '@bench.test', true,
             now() - make_interval(mins => n), now() - make_interval(mins => n)
      FROM generate_series(1, $1::int - $1::int / 3) AS n
      RETURNING id
    )
    INSERT INTO taken_assessment_answers (taken_assessment_id, question_id, answer)
    SELECT t.id, q.id, 1 + (t.id + q.id) % 7
    FROM taken t
    CROSS JOIN (SELECT q.id FROM assessment_questions q
                JOIN assessment_attribute_links l ON l.attribute_id = q.attribute_id
                WHERE l.assessment_id = $2::int) q`,
    [TAKEN, FREE_ASSESSMENT_ID],
  );
  // What autovacuum would have done by the time a coach has 10,000 results.
  for (const table of ['taken_assessments', 'taken_assessment_answers', 'users'])
    await pool.query(`VACUUM ANALYZE ${table}`);
  console.log(`set-up: ${TAKEN} taken assessments for one coach in ${Date.now() - started} ms`);

  const { token, id: assessorId } = await logIn(baseUrl, 'bench-assessor@demo.test');
  const headers = { authorization: `Token ${token}` };
  const { rows } = await pool.query<{ id: number }>(
    `SELECT t.id FROM taken_assessments t JOIN users u ON u.id = t.coach_id
     WHERE u.email = 'bench-assessor@demo.test' ORDER BY t.id DESC LIMIT 1`,
  );

  const ceiling = await startCeiling(databaseUrl);
  const select = { name: 'bare primary-key select', url: ceiling.rowUrl(assessorId), pid: ceiling.pid };
  const page = { name: 'bare page of 200 rows', url: ceiling.pageUrl(PAGE_SIZE), pid: ceiling.pid };
  const report = (name: string, url: string, bare = select) =>
    measureBesideCeiling(bare, name, steadyLoad(url, CONNECTIONS, headers), { p99Ms: 50 }, serverPid);
  try {
    await report(
      `GET coaches/taken-assessments/ first ${PAGE_SIZE} of ${TAKEN}`,
      `${baseUrl}/api/coaches/taken-assessments/?limit=${PAGE_SIZE}`,
      page,
    );
    await report(
      'GET coaches/taken-assessments/ search',
      `${baseUrl}/api/coaches/taken-assessments/?limit=${PAGE_SIZE}&search=lead12`,
      page,
    );
    await report(
      'GET coaches/taken-assessments/{id}/break_down/',
      `${baseUrl}/api/coaches/taken-assessments/${rows[0]!.id}/break_down/`,
    );
  } finally {
    await ceiling.stop();
  }
}
