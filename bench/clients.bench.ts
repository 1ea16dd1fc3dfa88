// Issue 21, target 3: one coach with 10,000 clients, 50 concurrent connections: the dashboard's
// first page, a page at offset 9,000 (by page number, and by the keyset cursor of the next link the
// dashboard follows), a search by name, one by e-mail, and a conversation's
// history. Target: p99 under 50 ms each. Printed beside the bare primary-key select measured at
// the same concurrency in the same run.
import { DASHBOARD_PAGE_SIZE } from '@tandem/shared';
import type { BenchContext } from './run';
import { startCeiling } from './ceiling';
import { logIn, measureBesideCeiling, steadyLoad } from './autocannon-report';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10_000);
const CONNECTIONS = 50;
const P99_TARGET_MS = 50;
const MESSAGES = 2_000;

export default async function clientsBench({ baseUrl, pool, databaseUrl, serverPid }: BenchContext) {
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
    SELECT count(*) FROM clients`,
    [CLIENTS],
  );
  // The profiles in a statement of their own: their trigger copies each user's last_login, which
  // a statement cannot see of rows it inserts itself.
  await pool.query(
    `INSERT INTO client_profiles (user_id, coach_id, deactivated)
     SELECT u.id, coach.id, CASE WHEN u.id % 20 = 0 THEN now() ELSE NULL END
     FROM users u, (SELECT id FROM users WHERE email = 'bench-coach@demo.test') AS coach
     WHERE u.email LIKE 'bench-client-%@demo.test'`,
  );
  // What autovacuum would have done by the time a coach has 10,000 clients (the visibility map
  // lets counts read the index alone).
  for (const table of ['users', 'client_profiles']) await pool.query(`VACUUM ANALYZE ${table}`);

  // A long conversation with the first of them: the history is read 40 messages at a time.
  const {
    rows: [room],
  } = await pool.query<{ id: number }>(
    `WITH pair AS (
       SELECT cp.coach_id, cp.user_id AS client_id FROM client_profiles cp
       JOIN users u ON u.id = cp.coach_id WHERE u.email = 'bench-coach@demo.test' ORDER BY cp.user_id LIMIT 1
     ), room AS (
       INSERT INTO messaging_rooms (coach_id, client_id, last_message_at) SELECT coach_id, client_id, now() FROM pair
       RETURNING id, coach_id, client_id
     ), members AS (
       INSERT INTO messaging_room_members (room_id, user_id)
       SELECT id, coach_id FROM room UNION ALL SELECT id, client_id FROM room
     ), sent AS (
       INSERT INTO messages (room_id, sender_id, client_id, body, created_at)
       SELECT room.id, CASE WHEN n % 2 = 0 THEN room.coach_id ELSE room.client_id END, 'bench-' || n,
              'Message number ' || n || ' of a long conversation', now() - make_interval(secs => $1::int - n)
       FROM room, generate_series(1, $1::int) AS n
     )
     SELECT id FROM room`,
    [MESSAGES],
  );
  await pool.query('ANALYZE messages');
  console.log(
    `set-up: ${CLIENTS} clients for one coach and ${MESSAGES} messages in ${Date.now() - started} ms`,
  );

  const { token, id: coachId } = await logIn(baseUrl, 'bench-coach@demo.test');
  const headers = { authorization: `Token ${token}` };
  const ceiling = await startCeiling(databaseUrl);
  try {
    const deepPage = Math.floor(9_000 / DASHBOARD_PAGE_SIZE) + 1;
    // What a coach's scroll asks for 9,000 clients down: the next link of the page before,
    // which carries the keyset cursor (the dashboard follows these links).
    const before = await fetch(
      `${baseUrl}/api/coaches/clients/?filter=all&ordering=-last_login&limit=${DASHBOARD_PAGE_SIZE}&offset=${9_000 - DASHBOARD_PAGE_SIZE}`,
      { headers },
    );
    const { next } = (await before.json()) as { next: string };
    const keysetPath = next.slice(next.indexOf('/api/') + '/api/'.length);
    const endpoints: [string, string][] = [
      [
        `GET coaches/clients/ first page of ${CLIENTS}`,
        'coaches/clients/?page=1&filter=active&ordering=-last_login',
      ],
      [
        `GET coaches/clients/ page ${deepPage} (offset 9,000)`,
        `coaches/clients/?page=${deepPage}&filter=all`,
      ],
      ['GET coaches/clients/ next link at offset 9,000 (keyset)', keysetPath],
      ['GET coaches/clients/ search by name', 'coaches/clients/?page=1&search=casey%20client1&filter=all'],
      ['GET coaches/clients/ search by e-mail', 'coaches/clients/?page=1&search=bench-client-77&filter=all'],
      [`GET messages/ (a conversation of ${MESSAGES})`, `messages/?room=${room!.id}`],
    ];
    const select = { name: 'bare primary-key select', url: ceiling.rowUrl(coachId), pid: ceiling.pid };
    for (const [name, path] of endpoints) {
      await measureBesideCeiling(
        select,
        name,
        steadyLoad(`${baseUrl}/api/${path}`, CONNECTIONS, headers),
        { p99Ms: P99_TARGET_MS },
        serverPid,
      );
    }
  } finally {
    await ceiling.stop();
  }
}
