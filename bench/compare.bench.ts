// Two builds of the app side by side on one database, to see what a change does on a machine too
// noisy for single runs (an unchanged endpoint's share of the ceiling moves by a third between
// runs here). BENCH_BEFORE names another checkout's root, built (`git worktree add ../before
// <commit>`, link its node_modules, `npm run build`); without it this benchmark is skipped. Each
// endpoint is measured in alternating short rounds (the bare select, the build before, this
// build), and the median of "this ÷ before" is printed beside each build's share of the select.
// Read a change against an endpoint it does not touch, measured the same way: that one's spread
// is the noise (docs/performance.md).
import autocannon from 'autocannon';
import type { BenchContext } from './run';
import { startCeiling } from './ceiling';
import { logIn } from './autocannon-report';
import { startBuiltServer } from './server';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function throughput(url: string, headers: Record<string, string>) {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 1 });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: ROUND_SECONDS });
  if (result.non2xx || result.errors) throw new Error(`${url}: unexpected failures`);
  return result.requests.average;
}

export default async function compareBench({ baseUrl, databaseUrl }: BenchContext) {
  const before = process.env.BENCH_BEFORE;
  if (!before) {
    console.log('skipped: set BENCH_BEFORE to another checkout, built, to compare this build with it');
    return;
  }
  const coach = await logIn(baseUrl, 'coach@demo.test');
  const client = await logIn(baseUrl, 'client@demo.test');
  const as = {
    coach: { authorization: `Token ${coach.token}` },
    client: { authorization: `Token ${client.token}` },
  };
  const endpoints: [string, string, Record<string, string>][] = [
    ['GET user/{id} (a coach, their own)', `/api/user/${coach.id}/`, as.coach],
    ['GET user/{id} (a client, their own)', `/api/user/${client.id}/`, as.client],
    ["GET clients/tasks/ (a client's daily exercises)", '/api/clients/tasks/?due=true', as.client],
    ['GET coaches/clients/ (the dashboard, first page)', '/api/coaches/clients/?page=1', as.coach],
    // A search matching more clients than a page holds: its total is counted, not kept.
    [
      'GET coaches/clients/ (the dashboard, a search)',
      '/api/coaches/clients/?page=1&search=e&filter=all',
      as.coach,
    ],
    // A search with trigrams, which has a statement of its own (clients.repo.ts, searchedClients).
    [
      'GET coaches/clients/ (the dashboard, a search by e-mail)',
      '/api/coaches/clients/?page=1&search=demo&filter=all',
      as.coach,
    ],
    ['GET coaches/clients/{id}/ (a client detail)', `/api/coaches/clients/${client.id}/`, as.coach],
  ];
  const ceiling = await startCeiling(databaseUrl);
  const builds = {
    before: await startBuiltServer(databaseUrl, {}, before),
    now: await startBuiltServer(databaseUrl),
  };
  try {
    console.log(`${ROUNDS} rounds of ${ROUND_SECONDS} s each, ${CONNECTIONS} connections; before: ${before}`);
    for (const [name, path, headers] of endpoints) {
      const ratios: number[] = [];
      const shares = { before: [] as number[], now: [] as number[] };
      for (let round = 0; round < ROUNDS; round++) {
        const bare = await throughput(ceiling.rowUrl(coach.id), {});
        const old = await throughput(builds.before.baseUrl + path, headers);
        const now = await throughput(builds.now.baseUrl + path, headers);
        ratios.push(now / old);
        shares.before.push(old / bare);
        shares.now.push(now / bare);
      }
      const percent = (values: number[]) => `${(median(values) * 100).toFixed(0)} %`;
      console.log(
        `${name}: this build ÷ before, median ${median(ratios).toFixed(2)} (rounds ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}); ` +
          `share of the bare select ${percent(shares.before)} before, ${percent(shares.now)} now`,
      );
    }
  } finally {
    await Promise.all([builds.before.stop(), builds.now.stop(), ceiling.stop()]);
  }
}
