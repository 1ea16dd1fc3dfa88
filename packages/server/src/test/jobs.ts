import type { FastifyBaseLogger } from 'fastify';
import { vi } from 'vitest';
import { startJobs, type Jobs, type JobsOptions } from '../lib/jobs';
import type { TestApp } from './test-app';

/** A logger whose calls a test can read (`log.error.mock.calls`). */
export function fakeLog() {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn(), child: () => log };
  return log;
}

/**
 * Starts the job queue (lib/jobs.ts) on a test app's database with the app's mailer, texts and
 * pushes, polling every half second, links to https://app.test; `options` adds or overrides
 * (minute jobs, retries, a log to read).
 */
export function startTestJobs(
  t: TestApp,
  options: Partial<Omit<JobsOptions, 'log'>> & { log?: ReturnType<typeof fakeLog> } = {},
): Promise<Jobs> {
  const { log = fakeLog(), ...rest } = options;
  return startJobs({
    databaseUrl: t.databaseUrl,
    db: t.db,
    mailer: t.app.ctx.mailer,
    texts: t.app.ctx.texts,
    push: t.app.ctx.push,
    pollingIntervalSeconds: 0.5,
    site: { publicUrl: 'https://app.test', defaultSubDomain: 'demo' },
    ...rest,
    log: log as unknown as FastifyBaseLogger,
  });
}
