import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { cpuPerRequestOf, formatBudget, formatCpu, type CpuPerRequest } from './cpu';

export const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** autocannon's options, with its warm-up (unmeasured load first) that its types leave out. */
export type MeasureOptions = autocannon.Options & { warmup?: { connections: number; duration: number } };

/** Runs autocannon and prints one line of figures; any non-2xx answer fails the benchmark. */
export async function measure(name: string, options: MeasureOptions): Promise<autocannon.Result> {
  return (await measureWithCpu(name, options)).result;
}

/**
 * `measure`, and with `serverPid` the CPU each request cost (`CpuPerRequest`), read over the
 * measured seconds only: the warm-up runs first, apart.
 */
async function measureWithCpu(
  name: string,
  { warmup, ...options }: MeasureOptions,
  serverPid?: number,
): Promise<{ result: autocannon.Result; cpu: CpuPerRequest | null }> {
  if (warmup) await autocannon({ ...options, ...warmup });
  const { result, cpu } = await cpuPerRequestOf(
    serverPid,
    () => autocannon({ duration: BENCH_SECONDS, ...options }),
    (done) => done.requests.total,
  );
  console.log(
    `${name}: ${result.requests.average.toFixed(0)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `${result.non2xx} non-2xx, ${result.errors} errors over ${result.duration.toFixed(1)} s`,
  );
  if (result.non2xx || result.errors) throw new Error(`${name}: unexpected failures`);
  return { result, cpu };
}

/** Logs in through the API and returns the token and user id. */
export async function logIn(baseUrl: string, email: string, password = 'tandem-demo') {
  const response = await fetch(`${baseUrl}/api/api-token-auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  if (!response.ok) throw new Error(`login as ${email}: ${response.status}`);
  return (await response.json()) as { token: string; id: number };
}

/** "met" or "missed", for a target printed beside a figure. */
export const verdict = (met: boolean) => (met ? 'met' : 'missed');

/**
 * A GET load on `url` at `connections`, after two seconds of the same load unmeasured: the
 * steady state, not the JIT's first calls.
 */
export function steadyLoad(
  url: string,
  connections: number,
  headers: Record<string, string> = {},
): MeasureOptions {
  return { url, headers, connections, warmup: { connections, duration: 2 } };
}

/**
 * Measures a bare ceiling (bench/ceiling.ts) and then an endpoint under the same load right after
 * it, so a neighbour's load on this shared machine weighs on both alike, and prints the endpoint
 * as a share of the ceiling's throughput (issue 21: ratios, not timings, are what compare between
 * runs), with its targets: a share of the ceiling, a p99. Given both servers' process ids, it also
 * prints what a request of each cost in CPU: server / PostgreSQL / load generator (their sum).
 */
export async function measureBesideCeiling(
  ceiling: { name: string; url: string; pid?: number },
  name: string,
  load: MeasureOptions,
  targets: { share?: number; p99Ms?: number } = {},
  appPid?: number,
): Promise<autocannon.Result> {
  const bare = await measureWithCpu(
    `  ceiling: ${ceiling.name}`,
    { ...load, url: ceiling.url, headers: {} },
    ceiling.pid,
  );
  const { result, cpu } = await measureWithCpu(name, load, appPid);
  const share = result.requests.average / Math.max(1, bare.result.requests.average);
  const parts = [`  = ${(share * 100).toFixed(0)} % of ${ceiling.name}'s throughput`];
  if (targets.share !== undefined)
    parts.push(`(target ≥ ${targets.share * 100} %: ${verdict(share >= targets.share)})`);
  if (targets.p99Ms !== undefined)
    parts.push(
      `; p99 ${result.latency.p99} ms (target < ${targets.p99Ms} ms: ${verdict(result.latency.p99 < targets.p99Ms)})`,
    );
  console.log(parts.join(' '));
  if (cpu && bare.cpu) {
    console.log(
      `  CPU a request, server / PostgreSQL / load generator: ${formatCpu(cpu)}; the ceiling's ${formatCpu(bare.cpu)}`,
    );
    if (targets.share !== undefined && share < targets.share)
      console.log(`  ${formatBudget(cpu, bare.cpu, targets.share)}`);
  }
  return result;
}

/** A process's resident memory now and at its peak, in MB (Linux's /proc; null elsewhere). */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}
