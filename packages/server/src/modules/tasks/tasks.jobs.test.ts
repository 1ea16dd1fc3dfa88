import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Jobs } from '../../lib/jobs';
import { fakeLog, startTestJobs } from '../../test/jobs';
import { buildClient, buildCoach, buildOwner } from '../../test/factories';
import { buildHabitProgram, ownedBy } from '../../test/factories/catalog';
import { buildArea, buildExercise } from '../../test/factories/habits';
import { createTestApp, type TestApp } from '../../test/test-app';
import { exerciseJobs, GENERATE_EXERCISES } from './tasks.jobs';

let t: TestApp;
let jobs: Jobs;
const log = fakeLog();

beforeAll(async () => {
  t = await createTestApp();
  jobs = await startTestJobs(t, {
    log,
    minuteJobs: exerciseJobs,
  });
}, 60_000);
afterAll(async () => {
  await jobs.stop();
  await t.close();
});

describe("the daily exercises' minute jobs", () => {
  it('schedules generation every minute, and a generation job gives exercises', async () => {
    const schedules = await jobs.boss.getSchedules();
    for (const name of [GENERATE_EXERCISES]) {
      expect(schedules).toContainEqual(expect.objectContaining({ name, cron: '* * * * *' }));
    }
    const { company } = await buildOwner(t.db);
    const coach = await buildCoach(t.db, company.id);
    const program = await buildHabitProgram(t.db, ownedBy(coach), { dailyExercises: 1 });
    await buildExercise(t.db, (await buildArea(t.db, program.id)).id);
    const client = await buildClient(
      t.db,
      coach,
      { theme: program.id },
      { generateExercisesAt: '00:00', workWeek: [0, 1, 2, 3, 4, 5, 6] },
    );
    await jobs.boss.send(GENERATE_EXERCISES, {});
    const deadline = Date.now() + 15_000;
    let given = 0;
    while (given === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const count = await t.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM tasks WHERE user_id = ${client.user.id}`,
      );
      given = count.rows[0]!.n;
    }
    expect(given).toBe(1);
  });
});
