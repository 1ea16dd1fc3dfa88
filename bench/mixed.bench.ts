// Issue 21, target 4: logins stay argon2id with OWASP's parameters, and hashing never blocks the
// event loop (@node-rs/argon2 hashes on libuv's thread pool): while 8 logins a second run, other
// requests keep p99 under 50 ms. Printed: GET user/{id} alone, then beside the logins.
import type { BenchContext } from './run';
import { logIn, measure, steadyLoad, verdict } from './autocannon-report';

const CONNECTIONS = 16;
const LOGINS_PER_SECOND = 8;
const P99_TARGET_MS = 50;

export default async function mixedBench({ baseUrl }: BenchContext) {
  const { token, id } = await logIn(baseUrl, 'coach@demo.test');
  const reads = steadyLoad(`${baseUrl}/api/user/${id}/`, CONNECTIONS, { authorization: `Token ${token}` });
  const alone = await measure('GET user/{id} alone', reads);
  const [mixed] = await Promise.all([
    measure(`GET user/{id} beside ${LOGINS_PER_SECOND} logins a second`, reads),
    measure(`POST api-token-auth/ at ${LOGINS_PER_SECOND} a second`, {
      url: `${baseUrl}/api/api-token-auth/`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'coach@demo.test', password: 'tandem-demo' }),
      connections: 2,
      overallRate: LOGINS_PER_SECOND,
    }),
  ]);
  console.log(
    `  p99 ${alone.latency.p99} ms alone, ${mixed.latency.p99} ms beside the logins ` +
      `(target < ${P99_TARGET_MS} ms: ${verdict(mixed.latency.p99 < P99_TARGET_MS)})`,
  );
}
