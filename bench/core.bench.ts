// Issue 21, target 2: the busiest endpoints as a share of a bare Fastify + node-postgres ceiling
// started beside the app in the same run, at 16 connections. A hello route (no database) is the
// ceiling of GET /api/version; a primary-key select is the ceiling of everything that reads the
// database once or more. Target: each at 50 % of its ceiling or more.
import type { BenchContext } from './run';
import { startCeiling } from './ceiling';
import { logIn, measureBesideCeiling, memoryOf, steadyLoad } from './autocannon-report';

const CONNECTIONS = 16;
const TARGET_SHARE = 0.5;

export default async function coreBench({ baseUrl, databaseUrl, serverPid }: BenchContext) {
  const coach = await logIn(baseUrl, 'coach@demo.test');
  const client = await logIn(baseUrl, 'client@demo.test');
  const asCoach = { authorization: `Token ${coach.token}` };
  const asClient = { authorization: `Token ${client.token}` };

  const ceiling = await startCeiling(databaseUrl);
  try {
    const hello = { name: 'bare Fastify hello', url: ceiling.helloUrl, pid: ceiling.pid };
    const select = { name: 'bare primary-key select', url: ceiling.rowUrl(coach.id), pid: ceiling.pid };
    const target = { share: TARGET_SHARE };
    await measureBesideCeiling(
      hello,
      'GET /api/version',
      steadyLoad(`${baseUrl}/api/version`, CONNECTIONS),
      target,
      serverPid,
    );
    const endpoints: [string, string, Record<string, string>?][] = [
      ['GET /api/health', `${baseUrl}/api/health`],
      ['GET user/{id}', `${baseUrl}/api/user/${coach.id}/`, asCoach],
      // A client's own, as the app asks on every page load (their raffle tickets included).
      ['GET user/{id} (a client, their own)', `${baseUrl}/api/user/${client.id}/`, asClient],
      ["GET clients/tasks/ (a client's daily exercises)", `${baseUrl}/api/clients/tasks/?due=true`, asClient],
      ['GET coaches/clients/ (the dashboard, first page)', `${baseUrl}/api/coaches/clients/?page=1`, asCoach],
      [
        'GET coaches/clients/{id}/ (a client detail)',
        `${baseUrl}/api/coaches/clients/${client.id}/`,
        asCoach,
      ],
    ];
    for (const [name, url, headers] of endpoints) {
      await measureBesideCeiling(select, name, steadyLoad(url, CONNECTIONS, headers), target, serverPid);
    }
  } finally {
    await ceiling.stop();
  }
  const memory = memoryOf(serverPid);
  if (memory) console.log(`server memory after this load: ${memory.rssMb.toFixed(0)} MB resident`);
}
