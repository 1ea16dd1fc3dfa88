import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { runMigrations } from './db/migrate';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from './seed/demo';
import { ensureDatabase } from './db/ensure-database';
import { startJobs } from './lib/jobs';

/** Starts Tandem: the database (embedded unless DATABASE_URL), migrations, demo data, jobs, HTTP. */
async function main() {
  const config = loadConfig();
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    console.log(`[tandem] starting embedded PostgreSQL in ${config.dataDir}/postgres`);
    embedded = await startEmbeddedPostgres(config.dataDir);
    databaseUrl = embedded.urlFor('tandem');
    await ensureDatabase(embedded.adminUrl, 'tandem');
  }
  await runMigrations(databaseUrl);
  const database = openDatabase(databaseUrl);
  const app = await buildApp({ config, db: database.db });
  if (config.seedDemo) {
    const { created } = await seedDemo(database.db, new Date(), app.ctx.storage);
    if (created) console.log('[tandem] demo data created');
  }
  // The job queue (mail delivery, exercise generation, reminders) lives in the same database,
  // in its own schema `pgboss`.
  const jobs = await startJobs({
    databaseUrl,
    db: database.db,
    mailer: app.ctx.mailer,
    log: app.log,
    publicUrl: config.publicUrl,
    runSchedules: config.runSchedules,
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    await app.close().catch(() => undefined);
    // After HTTP (no new mail) and before the pool: mail being sent finishes first.
    await jobs.stop().catch((error) => app.log.error({ err: error }, 'stopping the job queue failed'));
    await database.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // Open tabs (on this process or, through Redis, on others) learn that a new version is live.
  app.ctx.realtime.announceVersion();
  // Mail queued while the server was down goes out now rather than at the first sweep.
  void app.ctx.mailer.deliver();
  const url = `http://localhost:${config.port}`;
  console.log(`\n[tandem] Tandem is running at ${url} (API docs: ${url}/api/docs)`);
  if (config.seedDemo) {
    console.log(`[tandem] demo logins, password "${DEMO_PASSWORD}":`);
    for (const login of DEMO_LOGINS) console.log(`  ${login.email.padEnd(20)} ${login.role}`);
  }
}

main().catch((error) => {
  console.error('[tandem] failed to start:', error);
  process.exit(1);
});
