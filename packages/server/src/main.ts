import net from 'node:net';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase, type Db } from './db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { runMigrations } from './db/migrate';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from './seed/demo';
import { accountsOnDemoPassword } from './modules/system';
import { ensureDatabase } from './db/ensure-database';
import { startJobs } from './lib/jobs';
import { analyticsJobs } from './modules/analytics';
import { personalDataJobs } from './modules/personal-data';
import { reflectionJobs } from './modules/reflections';
import { reminderJobs, RETIRED_REMINDER_JOBS } from './modules/reminders';
import { exerciseJobs } from './modules/tasks';
import { explainStartupFailure, nodeTooOldForTandem, StartupError } from './lib/startup-errors';

/**
 * What to undo on the way out, last started first. Signals may come at any moment of the start
 * (Ctrl-C while the database starts): whatever has started by then is stopped, so nothing, and
 * above all no PostgreSQL, is left running.
 */
const stopSteps: Array<() => Promise<unknown>> = [];
let stopping = false;

/** Stops what has started, within a few seconds at most, then exits. */
async function shutdown(exitCode: number, signal?: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  if (signal) console.log(`[tandem] ${signal} received, shutting down`);
  // In-flight requests get a few seconds to finish; then we go regardless.
  setTimeout(() => process.exit(exitCode), 10_000).unref();
  for (const step of stopSteps.reverse()) await step().catch(() => undefined);
  process.exit(exitCode);
}

/** Starts Tandem: the database (embedded unless DATABASE_URL), migrations, demo data, jobs, HTTP. */
async function main() {
  process.on('SIGINT', () => void shutdown(0, 'SIGINT'));
  process.on('SIGTERM', () => void shutdown(0, 'SIGTERM'));
  const tooOld = nodeTooOldForTandem();
  if (tooOld) throw new StartupError(tooOld);
  const config = loadConfig();
  // Before minutes of database work: a port in use is the most common reason a start fails.
  await assertPortFree(config.port, config.host);
  let databaseUrl = config.databaseUrl;
  let embedded: EmbeddedDatabase | undefined;
  if (!databaseUrl) {
    console.log(`[tandem] starting embedded PostgreSQL in ${config.dataDir}/postgres`);
    embedded = await startEmbeddedPostgres(config.dataDir);
    stopSteps.push(() => embedded!.stop());
    databaseUrl = embedded.urlFor('tandem');
    await ensureDatabase(embedded.adminUrl, 'tandem');
  }
  await runMigrations(databaseUrl);
  const database = openDatabase(databaseUrl);
  stopSteps.push(() => database.close());
  const app = await buildApp({ config, db: database.db, databaseState: embedded?.state });
  if (config.seedDemo) {
    const seeded = await seedDemo(database.db, new Date(), app.ctx.storage);
    if (seeded.created) console.log('[tandem] demo data created');
    else if (seeded.reason === 'has-users')
      console.log(
        '[tandem] no demo data: it is only created into an empty database, and this one has accounts',
      );
  }
  // The job queue (mail, text and push delivery, exercise generation, reminders) lives in the same
  // database, in its own schema `pgboss`. It stops after HTTP (no new mail) and before the pool,
  // so mail and texts being sent finish first.
  const jobs = await startJobs({
    databaseUrl,
    db: database.db,
    mailer: app.ctx.mailer,
    texts: app.ctx.texts,
    push: app.ctx.push,
    log: app.log,
    site: config,
    runSchedules: config.runSchedules,
    minuteJobs: [
      ...exerciseJobs,
      ...reflectionJobs,
      ...reminderJobs,
      ...personalDataJobs(app.ctx.storage, app.ctx.realtime),
      ...analyticsJobs,
    ],
    retiredMinuteJobs: RETIRED_REMINDER_JOBS,
  });
  stopSteps.push(() => jobs.stop());
  stopSteps.push(() => app.close());

  await app.listen({ port: config.port, host: config.host });
  // Open tabs (on this process or, through Redis, on others) learn that a new version is live.
  app.ctx.realtime.announceVersion();
  // Mail, texts and pushes queued while the server was down go out now rather than at the first sweep.
  void app.ctx.mailer.deliver();
  void app.ctx.texts.deliver();
  void app.ctx.push.deliver();
  const url = `http://localhost:${config.port}`;
  console.log(`\n[tandem] Tandem is running at ${url} (API docs: ${url}/api/docs)`);
  await warnOfDemoPasswords(database.db);
}

/**
 * Says so when demo accounts still have the published password, whether this start seeded them or
 * an earlier one did: anyone who reads the README may sign in as them, staff included (issue 39).
 */
async function warnOfDemoPasswords(db: Db): Promise<void> {
  const exposed = await accountsOnDemoPassword(db);
  if (exposed.length === 0) return;
  const logins = DEMO_LOGINS.filter((login) => exposed.some((account) => account.email === login.email));
  if (logins.length) {
    console.log(`[tandem] demo logins, password "${DEMO_PASSWORD}":`);
    for (const login of logins) console.log(`  ${login.email.padEnd(20)} ${login.role}`);
  }
  const staff = exposed.filter((account) => account.isStaff).map((account) => account.email);
  console.warn(
    `[tandem] warning: ${exposed.length} demo account${exposed.length === 1 ? '' : 's'} still ` +
      `${exposed.length === 1 ? 'has' : 'have'} the published password "${DEMO_PASSWORD}"` +
      (staff.length ? `, staff among them (${staff.join(', ')})` : '') +
      ': anyone can sign in as them. Give them passwords of their own (or delete them) before others can reach this server.',
  );
}

/** Fails with EADDRINUSE (or EACCES) now if the HTTP port cannot be had. */
function assertPortFree(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

main().catch((error: unknown) => {
  // One line saying what is wrong and how to fix it; the stack only when asked for.
  const port = Number(process.env.PORT ?? 3000);
  const reason = explainStartupFailure(error, {
    port,
    dataDir: path.resolve(process.env.DATA_DIR ?? './data'),
    databaseUrl: process.env.DATABASE_URL || undefined,
  });
  console.error(`[tandem] cannot start: ${reason}`);
  if (process.env.LOG_LEVEL === 'debug') console.error(error);
  // What did start (the embedded PostgreSQL above all) is stopped before we exit.
  void shutdown(1);
});
