// The bare ceiling (issue 21): Fastify and node-postgres with nothing of ours, on the app's
// database and with the app's pool size, so `npm run bench` can print each endpoint as a share of
// what the same machine does in the same minute with no Tandem code at all.
//   GET /hello    -> {"hello":"world"}                       (vs GET /api/version)
//   GET /row/:id  -> one user by primary key, a few columns   (vs GET /api/health, user/{id}, ...)
//   GET /page?limit=N -> the N newest users, a few columns each (vs a list endpoint's page of N)
// Plain JavaScript run by node itself, as the built app is: no TypeScript loader in the way.
// Started by bench/ceiling.ts with DATABASE_URL, PORT and POOL_SIZE; prints "listening" when ready.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_SIZE ?? 10),
});
const app = Fastify({ logger: false });

app.get('/hello', async () => ({ hello: 'world' }));
app.get('/row/:id', async (request, reply) => {
  const { rows } = await pool.query('SELECT id, email, first_name, last_name FROM users WHERE id = $1', [
    Number(request.params.id),
  ]);
  if (rows.length === 0) return reply.code(404).send({ detail: 'Not found.' });
  return rows[0];
});

app.get('/page', async (request) => {
  const limit = Math.min(Number(request.query.limit ?? 20), 1000);
  const { rows } = await pool.query(
    'SELECT id, email, first_name, last_name, created_at FROM users ORDER BY id DESC LIMIT $1',
    [limit],
  );
  return { count: rows.length, results: rows };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('listening');
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
});
