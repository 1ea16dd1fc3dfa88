// The coach dashboard with 10,000 clients for one coach: first page, a search, and a deep page.
import type { BenchContext } from './run';
import { logIn, measure } from './autocannon-report';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10_000);

export default async function clientsBench({ baseUrl, pool }: BenchContext) {
  const started = Date.now();
  // A coach of the demo company, with coach@demo.test's password, and CLIENTS clients in one statement each.
  await pool.query(
    `
    WITH coach AS (
      INSERT INTO users (email, password_hash, first_name, last_name, company_id, coach_features, onboarded)
      SELECT 'bench-coach@demo.test', password_hash, 'Bench', 'Coach', company_id, '{all}', true FROM users WHERE email = 'coach@demo.test'
      RETURNING id, company_id
    ), licence AS (
      INSERT INTO coach_profiles (user_id, company_id) SELECT id, company_id FROM coach RETURNING user_id
    ), clients AS (
      INSERT INTO users (email, first_name, last_name, company_id, last_login)
      SELECT 'bench-client-' || n || '@demo.test', (ARRAY['Ava','Ben','Casey','Dana','Eli','Fay','Gus','Hana'])[1 + n % 8],
             'Client' || n, (SELECT company_id FROM coach),
             CASE WHEN n % 10 = 0 THEN NULL ELSE now() - make_interval(mins => n) END
      FROM generate_series(1, $1::int) AS n
      RETURNING id
    )
    INSERT INTO client_profiles (user_id, coach_id, deactivated)
    SELECT clients.id, (SELECT id FROM coach), CASE WHEN clients.id % 20 = 0 THEN now() ELSE NULL END FROM clients`,
    [CLIENTS],
  );
  await pool.query('ANALYZE users; ANALYZE client_profiles');
  console.log(`set-up: ${CLIENTS} clients for one coach in ${Date.now() - started} ms`);

  const { token } = await logIn(baseUrl, 'bench-coach@demo.test');
  const headers = { authorization: `Token ${token}` };
  await measure(`GET coaches/clients/ first page of ${CLIENTS}`, {
    url: `${baseUrl}/api/coaches/clients/?page=1&currently_coaching=true&ordering=-last_login&filter=active`,
    headers,
    connections: 8,
  });
  await measure('GET coaches/clients/ search', {
    url: `${baseUrl}/api/coaches/clients/?page=1&search=casey%20client1&filter=all`,
    headers,
    connections: 8,
  });
  await measure('GET coaches/clients/ deep page', {
    url: `${baseUrl}/api/coaches/clients/?page=${Math.floor(CLIENTS / 8)}&filter=all`,
    headers,
    connections: 8,
  });
}
