// Where a load's CPU goes (issue 21): the HTTP server's process, PostgreSQL's processes and the
// load generator (autocannon, in this process). On two cores shared by all three, a request
// costs the machine their sum, and a throughput ratio against the bare ceiling is the ratio of
// those sums, so the split says which side an endpoint's cost is on. Read from Linux's /proc;
// elsewhere nothing is printed.
import { readdirSync, readFileSync } from 'node:fs';

// USER_HZ: the unit of /proc's CPU times, 100 a second on every Linux we run on.
const CLOCK_TICKS_PER_SECOND = 100;

/** User + system CPU time in ms from the text of /proc/<pid>/stat. */
export function cpuMsOfStat(stat: string): number {
  // The fields after the command's name, which is in parentheses and may itself hold spaces and
  // parentheses: utime and stime are the 14th and 15th fields of the line, 12th and 13th after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** A process's CPU time so far in ms, 0 once it has exited. */
export function processCpuMs(pid: number): number {
  try {
    return cpuMsOfStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return 0;
  }
}

/** Every PostgreSQL process on this machine: the postmaster, its backends and helpers. */
function postgresPids(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });
}

interface CpuReading {
  server: number;
  postgres: Map<number, number>;
  generator: number;
}

function readCpu(serverPid: number): CpuReading {
  const usage = process.cpuUsage();
  return {
    server: processCpuMs(serverPid),
    postgres: new Map(postgresPids().map((pid) => [pid, processCpuMs(pid)])),
    generator: (usage.user + usage.system) / 1000,
  };
}

/** What one request cost in CPU, in µs, on each side. */
export interface CpuPerRequest {
  server: number;
  postgres: number;
  generator: number;
}

/** Whether this machine has Linux's /proc to read CPU times from. */
export const procReadable = (() => {
  try {
    return cpuMsOfStat(readFileSync('/proc/self/stat', 'utf8')) >= 0;
  } catch {
    return false;
  }
})();

/**
 * Runs `load` and divides the CPU each side used meanwhile by the requests it made. A PostgreSQL
 * backend started during the load counts from zero; one that ended during it is lost (the
 * servers' pools keep theirs open).
 */
export async function cpuPerRequestOf<T>(
  serverPid: number | undefined,
  load: () => Promise<T>,
  requestsOf: (result: T) => number,
): Promise<{ result: T; cpu: CpuPerRequest | null }> {
  if (!serverPid || !procReadable) return { result: await load(), cpu: null };
  const before = readCpu(serverPid);
  const result = await load();
  const after = readCpu(serverPid);
  let postgres = 0;
  for (const [pid, ms] of after.postgres) postgres += ms - (before.postgres.get(pid) ?? 0);
  const perRequest = (ms: number) => (ms * 1000) / Math.max(1, requestsOf(result));
  return {
    result,
    cpu: {
      server: perRequest(after.server - before.server),
      postgres: perRequest(postgres),
      generator: perRequest(after.generator - before.generator),
    },
  };
}

/** A request's CPU on all three sides together, in µs. */
export const cpuSum = (cpu: CpuPerRequest) => cpu.server + cpu.postgres + cpu.generator;

/** "server / PostgreSQL / load generator µs (their sum)". */
export const formatCpu = (cpu: CpuPerRequest) =>
  `${cpu.server.toFixed(0)} / ${cpu.postgres.toFixed(0)} / ${cpu.generator.toFixed(0)} µs ` +
  `(${cpuSum(cpu).toFixed(0)})`;

/**
 * The CPU a request of an endpoint may cost, all sides together, for the endpoint to reach `share`
 * of the ceiling's throughput. While the load keeps every core busy, throughput is the machine's
 * CPU divided by a request's sum, so the share is the ceiling's sum over the endpoint's (in the
 * runs of issue 21 they agreed within a point). Where PostgreSQL's part alone is over this budget,
 * no server code can reach the share with the same statements.
 */
export const budgetAtShare = (ceiling: CpuPerRequest, share: number) => cpuSum(ceiling) / share;

/** "at 50 %, a request may cost 206 µs in all; PostgreSQL alone took 170 µs (83 % of it)". */
export function formatBudget(cpu: CpuPerRequest, ceiling: CpuPerRequest, share: number): string {
  const budget = budgetAtShare(ceiling, share);
  return (
    `at ${(share * 100).toFixed(0)} %, a request may cost ${budget.toFixed(0)} µs in all; ` +
    `PostgreSQL alone took ${cpu.postgres.toFixed(0)} µs (${((cpu.postgres / budget) * 100).toFixed(0)} % of it)`
  );
}
