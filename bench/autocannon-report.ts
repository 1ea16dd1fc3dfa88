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
