// Issue 21, target 2: the busiest endpoints as a share of a bare Fastify + node-postgres ceiling
// started beside the app in the same run, at 16 connections. A hello route (no database) is the
// ceiling of GET /api/version; a primary-key select is the ceiling of everything that reads the
// database once or more. Target: each at 50 % of its ceiling or more.
import type { BenchContext } from './run';
import { startCeiling } from './ceiling';
import { logIn, measure, memoryOf, printShare, type MeasureOptions } from './autocannon-report';

const CONNECTIONS = 16;
const TARGET_SHARE = 0.5;

export default async function coreBench({ baseUrl, databaseUrl, serverPid }: BenchContext) {
  const coach = await logIn(baseUrl, 'coach@demo.test');
  const client = await logIn(baseUrl, 'client@demo.test');
  const asCoach = { authorization: `Token ${coach.token}` };
  const asClient = { authorization: `Token ${client.token}` };
  const load = (options: MeasureOptions): MeasureOptions => ({
    connections: CONNECTIONS,
    // Two seconds of the same load first, unmeasured: the steady state, not the JIT's first calls.
    warmup: { connections: CONNECTIONS, duration: 2 },
    ...options,
  });

  const ceiling = await startCeiling(databaseUrl);
  try {
    // Each endpoint right after its ceiling, so a neighbour's load on this shared machine weighs
    // on both alike instead of on whichever ran in the busy minute.
    const beside = async (
      ceilingName: string,
      ceilingUrl: string,
      name: string,
      url: string,
      headers?: Record<string, string>,
    ) => {
      const bare = await measure(`  ceiling: ${ceilingName}`, load({ url: ceilingUrl }));
      printShare(
        await measure(name, load({ url, headers })),
        { name: ceilingName, result: bare },
        { share: TARGET_SHARE },
      );
    };
    await beside('bare Fastify hello', ceiling.helloUrl, 'GET /api/version', `${baseUrl}/api/version`);
    const endpoints: [string, string, Record<string, string>?][] = [
      ['GET /api/health', `${baseUrl}/api/health`],
      ['GET user/{id}', `${baseUrl}/api/user/${coach.id}/`, asCoach],
      ["GET clients/tasks/ (a client's daily exercises)", `${baseUrl}/api/clients/tasks/?due=true`, asClient],
      ['GET coaches/clients/ (the dashboard, first page)', `${baseUrl}/api/coaches/clients/?page=1`, asCoach],
      [
        'GET coaches/clients/{id}/ (a client detail)',
        `${baseUrl}/api/coaches/clients/${client.id}/`,
        asCoach,
      ],
    ];
    for (const [name, url, headers] of endpoints) {
      await beside('bare primary-key select', ceiling.rowUrl(coach.id), name, url, headers);
    }
  } finally {
    await ceiling.stop();
  }
  const memory = memoryOf(serverPid);
  if (memory) console.log(`server memory after this load: ${memory.rssMb.toFixed(0)} MB resident`);
}
