// Login (argon2id verification) and GET user/{id} throughput against the real app and database.
import autocannon from 'autocannon';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

function report(name, result) {
  console.log(
    `${name}: ${result.requests.average.toFixed(0)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `${result.non2xx} non-2xx, ${result.errors} errors over ${result.duration.toFixed(1)} s`,
  );
  if (result.non2xx || result.errors) throw new Error(`${name}: unexpected failures`);
}

export default async function accountsBench(baseUrl) {
  const credentials = JSON.stringify({ username: 'coach@demo.test', password: 'tandem-demo' });
  const login = await autocannon({
    url: `${baseUrl}/api/api-token-auth/`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: credentials,
    connections: 8,
    duration: DURATION_SECONDS,
  });
  report('POST api-token-auth/', login);

  const { token, id } = await (
    await fetch(`${baseUrl}/api/api-token-auth/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: credentials,
    })
  ).json();
  const user = await autocannon({
    url: `${baseUrl}/api/user/${id}/`,
    headers: { authorization: `Token ${token}` },
    connections: 16,
    duration: DURATION_SECONDS,
  });
  report(`GET user/{id}`, user);
}
