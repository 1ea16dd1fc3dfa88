import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { exerciseDays, reminderDeliveries } from '../../db/schema';
import type { Jobs } from '../../lib/jobs';
import { fakeLog, startTestJobs } from '../../test/jobs';
import { buildClient, buildCoach, buildOwner } from '../../test/factories';
import { buildHabitProgram, ownedBy } from '../../test/factories/catalog';
import { buildArea, buildExercise, buildTask } from '../../test/factories/habits';
import { createTestApp, type TestApp } from '../../test/test-app';
import { reminderJobs, SEND_REMINDERS } from './reminders.jobs';

let t: TestApp;
let jobs: Jobs;
const log = fakeLog();

beforeAll(async () => {
  t = await createTestApp();
  jobs = await startTestJobs(t, {
    log,
    minuteJobs: reminderJobs,
  });
}, 60_000);
afterAll(async () => {
  await jobs.stop();
  await t.close();
});

describe("the reminder engine's minute job", () => {
  it('is scheduled every minute and, run, decides and logs the reminders due now', async () => {
    const schedules = await jobs.boss.getSchedules();
    expect(schedules).toContainEqual(expect.objectContaining({ name: SEND_REMINDERS, cron: '* * * * *' }));

    const { company } = await buildOwner(t.db);
    const coach = await buildCoach(t.db, company.id);
    const program = await buildHabitProgram(t.db, ownedBy(coach));
    const exercise = await buildExercise(t.db, (await buildArea(t.db, program.id)).id);
    // Reminded at 00:00 with no quiet hours, so whatever the hour the test runs at, it is due.
    const { user } = await buildClient(
      t.db,
      coach,
      {},
      {
        exerciseReminderAt: '00:00',
        generateExercisesAt: '00:00',
        quietHoursStart: '00:00',
        quietHoursEnd: '00:00',
        lastLogin: new Date(),
      },
    );
    const [today] = (
      await t.db.execute<{ day: string }>(sql`SELECT (now() AT TIME ZONE 'UTC')::date::text AS day`)
    ).rows;
    await t.db.insert(exerciseDays).values({ userId: user.id, day: today!.day });
    await buildTask(t.db, user.id, { templateId: exercise.id, dueOn: today!.day });

    await jobs.boss.send(SEND_REMINDERS, {});
    const deadline = Date.now() + 15_000;
    let logged: Array<typeof reminderDeliveries.$inferSelect> = [];
    while (!logged.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      logged = await t.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.userId, user.id));
    }
    // Before 22:00 UTC it goes by e-mail; from then on it is past the last call.
    const late = new Date().getUTCHours() >= 22;
    expect(logged.map((row) => [row.channel, row.reason])).toEqual([
      late ? ['none', 'too_late'] : ['email', 'sent'],
    ]);
  });
});
