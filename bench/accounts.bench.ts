// Login (argon2id verification) and GET user/{id} throughput against the real app and database.
import type { BenchContext } from './run';
import { logIn, measure } from './autocannon-report';

export default async function accountsBench({ baseUrl }: BenchContext) {
  await measure('POST api-token-auth/', {
    url: `${baseUrl}/api/api-token-auth/`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'coach@demo.test', password: 'tandem-demo' }),
    connections: 8,
  });
  const { token, id } = await logIn(baseUrl, 'coach@demo.test');
  await measure('GET user/{id}', {
    url: `${baseUrl}/api/user/${id}/`,
    headers: { authorization: `Token ${token}` },
    connections: 16,
  });
}
