import type { Db } from '../db/client';
import type { Storage } from '../lib/storage';
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

export { DEMO_LOGINS, DEMO_PASSWORD, DEMO_SUB_DOMAIN } from './demo-people';

/**
 * Seeds the demo company, step by step; each step is idempotent on its own and checks what it
 * still has to add, so a database seeded by an older version only gains what is new. The steps
 * after the accounts run every time; `now` sets the day their history ends (tests fix it).
 * Returns whether any step added anything.
 */
export async function seedDemo(db: Db, now = new Date(), storage?: Storage): Promise<{ created: boolean }> {
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
  return { created: added.some(Boolean) };
}
