import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** autocannon's options, with its warm-up (unmeasured load first) that its types leave out. */
export type MeasureOptions = autocannon.Options & { warmup?: { connections: number; duration: number } };

/** Runs autocannon and prints one line of figures; any non-2xx answer fails the benchmark. */
export async function measure(name: string, options: MeasureOptions): Promise<autocannon.Result> {
  const result = await autocannon({ duration: BENCH_SECONDS, ...options });
  console.log(
    `${name}: ${result.requests.average.toFixed(0)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `${result.non2xx} non-2xx, ${result.errors} errors over ${result.duration.toFixed(1)} s`,
  );
  if (result.non2xx || result.errors) throw new Error(`${name}: unexpected failures`);
  return result;
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

/**
 * Prints a result as a share of its bare ceiling's throughput, measured in the same run (issue
 * 21: ratios, not timings, are what compare between runs on a shared machine), and its p99
 * against a latency target when there is one.
 */
export function printShare(
  result: autocannon.Result,
  ceiling: { name: string; result: autocannon.Result },
  targets: { share?: number; p99Ms?: number } = {},
): number {
  const share = result.requests.average / Math.max(1, ceiling.result.requests.average);
  const parts = [`  = ${(share * 100).toFixed(0)} % of ${ceiling.name}'s throughput`];
  if (targets.share !== undefined)
    parts.push(`(target ≥ ${targets.share * 100} %: ${share >= targets.share ? 'met' : 'missed'})`);
  if (targets.p99Ms !== undefined)
    parts.push(
      `; p99 ${result.latency.p99} ms (target < ${targets.p99Ms} ms: ${result.latency.p99 < targets.p99Ms ? 'met' : 'missed'})`,
    );
  console.log(parts.join(' '));
  return share;
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
