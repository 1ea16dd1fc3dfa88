// Issue 21, target 7: past one machine. A second app process on the same PostgreSQL (and on
// REDIS_URL's Redis when set, so real-time rooms are shared, as in production); the same load
// of GET user/{id} on one process, then split over both. Printed: throughput of two over one.
// On a two-core machine that also runs PostgreSQL and the load generator, expect well under 2.
import type { BenchContext } from './run';
import { logIn, measure, steadyLoad } from './autocannon-report';

const CONNECTIONS = 16;

export default async function processesBench({ baseUrl, startServer }: BenchContext) {
  const { token, id } = await logIn(baseUrl, 'coach@demo.test');
  const reads = (base: string, connections: number) =>
    steadyLoad(`${base}/api/user/${id}/`, connections, { authorization: `Token ${token}` });
  console.log(
    `Redis for the second process: ${process.env.REDIS_URL ? process.env.REDIS_URL : 'none (REDIS_URL unset)'}`,
  );
  const one = await measure('GET user/{id}, one process', reads(baseUrl, CONNECTIONS));
  const second = await startServer();
  try {
    const both = await Promise.all([
      measure('GET user/{id}, process 1 of 2', reads(baseUrl, CONNECTIONS / 2)),
      measure('GET user/{id}, process 2 of 2', reads(second.baseUrl, CONNECTIONS / 2)),
    ]);
    const total = both.reduce((sum, result) => sum + result.requests.average, 0);
    console.log(
      `  two processes: ${total.toFixed(0)} req/s = ${(total / Math.max(1, one.requests.average)).toFixed(2)} × one process`,
    );
  } finally {
    await second.stop();
  }
}
