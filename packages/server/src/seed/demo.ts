import type { Db } from '../db/client';
import type { Storage } from '../lib/storage';
import { claimEmptyDatabaseForDemo, readDemoSeed, recordDemoSeeded, userIdsByEmail } from '../modules/system';
import { seedCompanyAndAccounts } from './demo-accounts';
import { seedDemoAssessments } from './demo-assessments';
import { seedDemoCampaigns } from './demo-campaigns';
import { seedDemoCourses } from './demo-courses';
import { seedDemoHabits } from './demo-habits';
import { seedDemoMessaging } from './demo-messaging';
import { seedDemoOfferings } from './demo-offerings';
import { seedDemoPulse } from './demo-pulse';
import { seedDemoReminders } from './demo-reminders';
import { seedDemoRewards } from './demo-rewards';
import { seedDemoUsage } from './demo-usage';
import { DEMO_LOGINS, PEOPLE } from './demo-people';

export { DEMO_LOGINS, DEMO_PASSWORD, DEMO_SUB_DOMAIN } from './demo-people';

/** Why a seed added nothing: the demo data is there already, or the database has accounts of its own. */
export type DemoSeedOutcome = { created: true } | { created: false; reason: 'seeded' | 'has-users' };

/**
 * Creates the demo data once, into an empty database, and never again (issue 39): a restart must
 * not bring back `admin@demo.test` with its published password after it was renamed or changed.
 * The database records that it was seeded (modules/system, DEMO_SEED_MARKER); a database with
 * accounts but no record is left alone, except one seeded before the record existed (it has the
 * demo people), which is recorded as seeded. A seed cut off half-way is finished by the next
 * start, its steps being idempotent. `now` sets the day the demo history ends (tests fix it).
 */
export async function seedDemo(db: Db, now = new Date(), storage?: Storage): Promise<DemoSeedOutcome> {
  const seed = await readDemoSeed(db);
  if (seed?.state === 'seeded') return { created: false, reason: 'seeded' };
  if (!seed && !(await claimEmptyDatabaseForDemo(db))) {
    const earlierDemo = await userIdsByEmail(
      db,
      DEMO_LOGINS.map((login) => login.email),
    );
    if (earlierDemo.length === 0) return { created: false, reason: 'has-users' };
    await recordDemoSeeded(
      db,
      await userIdsByEmail(
        db,
        PEOPLE.map((person) => person.email),
      ),
    );
    return { created: false, reason: 'seeded' };
  }
  await seedDemoSteps(db, now, storage);
  // The accounts are the seed's own: the database was empty when it claimed it.
  await recordDemoSeeded(
    db,
    await userIdsByEmail(
      db,
      PEOPLE.map((person) => person.email),
    ),
  );
  return { created: true };
}

/**
 * The demo's steps; each is idempotent on its own and checks what it still has to add, so a
 * seed cut off half-way is finished by running them again. Whether any step added anything.
 * Only seedDemo (and tests of a step's own idempotence) call this.
 */
export async function seedDemoSteps(db: Db, now = new Date(), storage?: Storage): Promise<boolean> {
  const added = [
    await seedCompanyAndAccounts(db),
    await seedDemoHabits(db, now),
    await seedDemoPulse(db, now),
    // Course lessons carry files, so this step needs the app's storage (benchmarks seed without).
    storage ? await seedDemoCourses(db, storage, now) : false,
    await seedDemoMessaging(db, now),
    await seedDemoAssessments(db, now),
    // After the habits: tickets are for exercises completed in the history.
    await seedDemoRewards(db, now),
    // The company's own campaign, its picture a stored file (without storage, none).
    await seedDemoCampaigns(db, storage, now),
    // The plans, and the paying client's test-mode subscription (after the accounts' one).
    await seedDemoOfferings(db),
    // Page views of the clients, so the usage charts of the coach and the owner are alive.
    await seedDemoUsage(db, now),
    // The reminder delivery log of the last days, after the exercise and reflection history.
    await seedDemoReminders(db, now),
  ];
  return added.some(Boolean);
}
