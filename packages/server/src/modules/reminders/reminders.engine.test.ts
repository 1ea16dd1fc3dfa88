import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { openDatabase } from '../../db/client';
import {
  clientSurveys,
  devices,
  exerciseDays,
  outboxEmails,
  outboxPushes,
  outboxTexts,
  pulseSurveys,
  reminderDeliveries,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildClient, buildCoach, buildOwner } from '../../test/factories';
import { buildHabitProgram, ownedBy } from '../../test/factories/catalog';
import { buildArea, buildExercise, buildTask } from '../../test/factories/habits';
import { buildSubDomain } from '../../test/factories/invitations';
import { generateReflections } from '../reflections';
import { runReminders } from './reminders.engine';

let t: TestApp;
let coach: Awaited<ReturnType<typeof buildCoach>>;
let companyName: string;
let exerciseId: number;
let surveyId: number;

/** Monday 2026-11-23; the clients below live in UTC unless a test says otherwise. */
const DAY = '2026-11-23';
const at = (time: string, day = DAY) => new Date(`${day}T${time}:00Z`);
const texting = { allowNoticeSms: true, phoneNumber: '+14155552671' };

beforeAll(async () => {
  t = await createTestApp();
  const { company } = await buildOwner(t.db);
  companyName = company.name;
  // Links open on the company's sub-domain (lib/company-brand.ts), in its brand.
  await buildSubDomain(t.db, company.id, { subDomain: 'calmwater' });
  coach = await buildCoach(t.db, company.id);
  const program = await buildHabitProgram(t.db, ownedBy(coach));
  const area = await buildArea(t.db, program.id);
  exerciseId = (await buildExercise(t.db, area.id, { shortDescription: 'Three good things' })).id;
  const [survey] = await t.db.select().from(pulseSurveys).where(eq(pulseSurveys.isDefault, true));
  surveyId = survey!.id;
});
afterAll(() => t.close());

type UserOverrides = Parameters<typeof buildClient>[3];
type ProfileOverrides = Parameters<typeof buildClient>[2];

/** A client whose day was generated with one open exercise; active yesterday unless told otherwise. */
async function clientWithOpenExercise(user: UserOverrides = {}, profile: ProfileOverrides = {}) {
  const client = (await buildClient(t.db, coach, profile, { lastLogin: at('10:00', '2026-11-22'), ...user }))
    .user;
  await t.db.insert(exerciseDays).values({ userId: client.id, day: DAY });
  await buildTask(t.db, client.id, { templateId: exerciseId, dueOn: DAY });
  return client;
}

/** A client reflecting every day at 18:00 (their time), active yesterday. */
async function reflectingClient(user: UserOverrides = {}, profile: ProfileOverrides = {}) {
  return (
    await buildClient(
      t.db,
      coach,
      { allowSelfReflect: true, assignedPulseSurvey: surveyId, ...profile },
      {
        generatePulseOn: [0, 1, 2, 3, 4, 5, 6],
        generatePulseAt: '18:00',
        lastLogin: at('09:00', '2026-11-22'),
        ...user,
      },
    )
  ).user;
}

const run = (now: Date, userIds?: number[]) =>
  runReminders(t.db, t.app.ctx, {
    site: { publicUrl: 'https://app.test', defaultSubDomain: 'demo' },
    now,
    userIds,
  });

const mailsTo = async (email: string, kind = 'exercise_reminder') =>
  (await t.db.select().from(outboxEmails)).filter(
    (mail) => mail.to.includes(email) && (mail.meta as { kind?: string }).kind === kind,
  );
const textsTo = (userId: number) => t.db.select().from(outboxTexts).where(eq(outboxTexts.userId, userId));
const pushesTo = (userId: number) => t.db.select().from(outboxPushes).where(eq(outboxPushes.userId, userId));
/** The client's log as `reminder channel outcome reason` lines, sorted. */
const logOf = async (userId: number) =>
  (await t.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.userId, userId)))
    .map((row) => `${row.day} ${row.reminder} ${row.channel} ${row.outcome} ${row.reason}`)
    .sort();
const addDevice = (userId: number) =>
  t.db.insert(devices).values({
    userId,
    type: 'web',
    endpoint: `https://push.test/${userId}-${Math.random()}`,
    registrationId: '{}',
  });

describe('exercise reminders', () => {
  it('sends one at 8 am local time, listing the open exercises, logs it, and never twice', async () => {
    const client = await clientWithOpenExercise({ timezone: 'America/Chicago' });
    // 08:00 in Chicago (UTC-6) is 14:00 UTC.
    await run(at('13:59'));
    expect(await mailsTo(client.email)).toHaveLength(0);
    expect(await logOf(client.id)).toEqual([]);
    await run(at('14:00'));
    await run(at('14:01'));
    const mails = await mailsTo(client.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your 1 exercise for today');
    expect(mails[0]!.text).toContain(`Good morning, ${client.firstName}!`);
    expect(mails[0]!.text).toContain('Three good things');
    expect(mails[0]!.text).toContain('https://calmwater.app.test/daily-exercise');
    expect(await logOf(client.id)).toEqual([`${DAY} exercise email sent sent`]);
    const [day] = await t.db.select().from(exerciseDays).where(eq(exerciseDays.userId, client.id));
    expect(day!.remindedAt).toEqual(at('14:00'));
  });

  it('follows the chosen time and waits for a later generation time', async () => {
    const chosen = await clientWithOpenExercise({ exerciseReminderAt: '09:15' });
    const late = await clientWithOpenExercise({ generateExercisesAt: '10:30' });
    await run(at('09:14'));
    expect(await mailsTo(chosen.email)).toHaveLength(0);
    await run(at('09:15'));
    expect(await mailsTo(chosen.email)).toHaveLength(1);
    expect(await mailsTo(late.email)).toHaveLength(0);
    await run(at('10:30'));
    expect(await mailsTo(late.email)).toHaveLength(1);
  });

  it('greets by the time it goes out: an evening generation is not "Good morning" (issue 45)', async () => {
    const evening = await clientWithOpenExercise({ generateExercisesAt: '20:30' });
    await run(at('20:32'));
    const [mail] = await mailsTo(evening.email);
    expect(mail!.text).toContain(`Good evening, ${evening.firstName}!`);
    expect(mail!.text).not.toContain('Good morning');
  });

  it('postpones a reminder due in quiet hours until they end, and skips one they run past the day', async () => {
    const early = await clientWithOpenExercise({ exerciseReminderAt: '06:00', generateExercisesAt: '05:00' });
    await run(at('06:00'));
    await run(at('06:59'));
    expect(await mailsTo(early.email)).toHaveLength(0);
    expect(await logOf(early.id)).toEqual([]);
    await run(at('07:00'));
    expect(await mailsTo(early.email)).toHaveLength(1);
    expect(await logOf(early.id)).toEqual([`${DAY} exercise email sent sent`]);

    // Downtime until 21:30: quiet hours (21:00–07:00) now last into tomorrow.
    const missed = await clientWithOpenExercise();
    await run(at('21:30'), [missed.id]);
    expect(await mailsTo(missed.email)).toHaveLength(0);
    expect(await logOf(missed.id)).toEqual([`${DAY} exercise none skipped quiet_hours`]);
    // Without quiet hours, the last call is 22:00.
    const noQuiet = await clientWithOpenExercise({ quietHoursStart: '00:00', quietHoursEnd: '00:00' });
    await run(at('22:00'), [noQuiet.id]);
    expect(await logOf(noQuiet.id)).toEqual([`${DAY} exercise none skipped too_late`]);
  });

  it('logs why it skipped: done, inactive, opted out; skips deactivated clients silently', async () => {
    const inactive = await clientWithOpenExercise({ lastLogin: new Date('2026-11-01T10:00:00Z') });
    const optedOut = await clientWithOpenExercise({ allowNoticeEmails: false, allowNoticePush: false });
    const deactivated = await clientWithOpenExercise({}, { deactivated: new Date() });
    const done = await clientWithOpenExercise();
    await t.db.execute(
      sql`UPDATE tasks SET completed_at = ${at('07:00').toISOString()} WHERE user_id = ${done.id}`,
    );
    // A task completed recently counts as activity even without a recent login.
    const busy = await clientWithOpenExercise({ lastLogin: null });
    await buildTask(t.db, busy.id, {
      templateId: exerciseId,
      dueOn: '2026-11-20',
      completedAt: at('12:00', '2026-11-20'),
    });

    await run(at('09:00'));
    for (const quiet of [inactive, optedOut, deactivated, done])
      expect(await mailsTo(quiet.email)).toHaveLength(0);
    expect(await mailsTo(busy.email)).toHaveLength(1);
    expect(await logOf(inactive.id)).toEqual([`${DAY} exercise email skipped inactive`]);
    expect(await logOf(optedOut.id)).toEqual([`${DAY} exercise none skipped no_consent`]);
    expect(await logOf(deactivated.id)).toEqual([]);
    expect(await logOf(done.id)).toEqual([`${DAY} exercise none skipped already_done`]);
    // Logged once: a later run writes nothing more.
    await run(at('09:30'));
    expect(await logOf(done.id)).toHaveLength(1);
  });

  it('skips the reminder once the coach turned daily exercises off', async () => {
    const client = await clientWithOpenExercise({}, { allowDailyExercises: false });
    await run(at('09:00'), [client.id]);
    expect(await logOf(client.id)).toEqual([`${DAY} exercise none skipped feature_off`]);
  });
});

describe('exercise reminders by text and push', () => {
  it('texts a client who ticked text reminders and has a number, beside the e-mail, once a day', async () => {
    const client = await clientWithOpenExercise(texting);
    expect((await run(at('09:00'))).text).toBeGreaterThanOrEqual(1);
    await run(at('09:01'));
    const texts = await textsTo(client.id);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({
      to: '+14155552671',
      body: `${companyName}: your exercises for today are ready. https://calmwater.app.test/daily-exercise`,
      kind: 'exercise_reminder',
      idempotencyKey: `exercise_reminder:${client.id}:${DAY}`,
    });
    // Delivered after commit: without TWILIO_* it is kept in the outbox.
    await t.app.ctx.texts.deliver();
    expect((await textsTo(client.id))[0]!.status).toBe('kept');
    expect(await mailsTo(client.email)).toHaveLength(1);
  });

  it('texts a client who takes texts but no e-mail, and mails nobody', async () => {
    const client = await clientWithOpenExercise({ ...texting, allowNoticeEmails: false });
    await run(at('09:00'), [client.id]);
    expect(await textsTo(client.id)).toHaveLength(1);
    expect(await mailsTo(client.email)).toHaveLength(0);
  });

  it('texts nobody without the tick or a valid number, still mails them, and logs the missing number', async () => {
    const noTick = await clientWithOpenExercise({ phoneNumber: '+14155552671' });
    const noNumber = await clientWithOpenExercise({ allowNoticeSms: true, phoneNumber: '' });
    // Kept from before numbers were checked: not a number a text can go to.
    const badNumber = await clientWithOpenExercise({ allowNoticeSms: true, phoneNumber: '15551234567' });
    await run(at('09:00'), [noTick.id, noNumber.id, badNumber.id]);
    for (const client of [noTick, noNumber, badNumber]) {
      expect(await textsTo(client.id)).toHaveLength(0);
      expect(await mailsTo(client.email)).toHaveLength(1);
    }
    expect(await logOf(badNumber.id)).toEqual([
      `${DAY} exercise email sent sent`,
      `${DAY} exercise text skipped no_channel`,
    ]);
  });

  it('reads a number kept from before E.164, and texts it as E.164', async () => {
    const client = await clientWithOpenExercise({ allowNoticeSms: true, phoneNumber: '14155552671' });
    await run(at('09:00'), [client.id]);
    expect((await textsTo(client.id)).map((text) => text.to)).toEqual(['+14155552671']);
  });

  it('follows the same rules as the e-mail: no text to the inactive, deactivated, done or early', async () => {
    const inactive = await clientWithOpenExercise({
      ...texting,
      lastLogin: new Date('2026-11-01T10:00:00Z'),
    });
    const deactivated = await clientWithOpenExercise(texting, { deactivated: new Date() });
    const done = await clientWithOpenExercise(texting);
    await t.db.execute(sql`UPDATE tasks SET completed_at = now() WHERE user_id = ${done.id}`);
    const early = await clientWithOpenExercise({ ...texting, timezone: 'America/Chicago' });
    await run(at('09:00'), [inactive.id, deactivated.id, done.id, early.id]);
    for (const quiet of [inactive, deactivated, done, early]) expect(await textsTo(quiet.id)).toHaveLength(0);
    expect(await logOf(inactive.id)).toEqual([
      `${DAY} exercise email skipped inactive`,
      `${DAY} exercise text skipped inactive`,
    ]);
  });

  it('pushes to a client with a device and push notifications on, not without', async () => {
    const withDevice = await clientWithOpenExercise({ allowNoticeEmails: false });
    await addDevice(withDevice.id);
    const pushOff = await clientWithOpenExercise({ allowNoticePush: false });
    await addDevice(pushOff.id);
    const noDevice = await clientWithOpenExercise();
    await run(at('09:00'), [withDevice.id, pushOff.id, noDevice.id]);
    expect(await pushesTo(withDevice.id)).toEqual([
      expect.objectContaining({
        kind: 'exercise_reminder',
        title: `${companyName}: Your exercises for today are ready`,
        url: '/daily-exercise',
        idempotencyKey: `exercise_reminder:${withDevice.id}:${DAY}`,
      }),
    ]);
    expect(await logOf(withDevice.id)).toEqual([`${DAY} exercise push sent sent`]);
    expect(await pushesTo(pushOff.id)).toHaveLength(0);
    expect(await pushesTo(noDevice.id)).toHaveLength(0);
  });
});

describe('idempotency', () => {
  it('writes one row and one message per channel when runs race, in one process or two', async () => {
    const client = await clientWithOpenExercise(texting);
    await addDevice(client.id);
    const other = openDatabase(t.databaseUrl, 3);
    try {
      const elsewhere = () =>
        runReminders(other.db, t.app.ctx, {
          site: { publicUrl: 'https://app.test', defaultSubDomain: 'demo' },
          now: at('09:00'),
          userIds: [client.id],
        });
      await Promise.all([
        run(at('09:00'), [client.id]),
        run(at('09:00'), [client.id]),
        elsewhere(),
        elsewhere(),
      ]);
      await run(at('09:05'), [client.id]);
    } finally {
      await other.close();
    }
    expect(await mailsTo(client.email)).toHaveLength(1);
    expect(await textsTo(client.id)).toHaveLength(1);
    expect(await pushesTo(client.id)).toHaveLength(1);
    expect(await logOf(client.id)).toEqual([
      `${DAY} exercise email sent sent`,
      `${DAY} exercise push sent sent`,
      `${DAY} exercise text sent sent`,
    ]);
  });
});

describe('reflection reminders', () => {
  const generate = (userIds: number[], now: Date) =>
    generateReflections(t.db, { userIds, now, seed: 'seed' });

  it('reminds at 17:00 local or the reflection time when later, once, with a link to the reflection', async () => {
    const client = await reflectingClient({ generatePulseAt: '16:00', timezone: 'Europe/Paris' });
    await generate([client.id], at('15:00'));
    const [reflection] = await t.db.select().from(clientSurveys).where(eq(clientSurveys.userId, client.id));
    // 17:00 in Paris (UTC+1) is 16:00 UTC.
    await run(at('15:59'), [client.id]);
    expect(await mailsTo(client.email, 'reflection_reminder')).toHaveLength(0);
    await run(at('16:00'), [client.id]);
    await run(at('16:30'), [client.id]);
    const mails = await mailsTo(client.email, 'reflection_reminder');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your daily reflection is ready');
    expect(mails[0]!.text).toContain(`https://calmwater.app.test/daily-reflection/${reflection!.token}`);

    const late = await reflectingClient({ generatePulseAt: '20:00' });
    await generate([late.id], at('20:00'));
    await run(at('19:59'), [late.id]);
    expect(await mailsTo(late.email, 'reflection_reminder')).toHaveLength(0);
    await run(at('20:01'), [late.id]);
    expect(await mailsTo(late.email, 'reflection_reminder')).toHaveLength(1);
  });

  it('texts the reflection reminder too', async () => {
    const client = await reflectingClient(texting);
    await generate([client.id], at('18:00'));
    await run(at('18:01'), [client.id]);
    const [reflection] = await t.db.select().from(clientSurveys).where(eq(clientSurveys.userId, client.id));
    expect(await textsTo(client.id)).toEqual([
      expect.objectContaining({
        body: `${companyName}: your daily reflection is ready. https://calmwater.app.test/daily-reflection/${reflection!.token}`,
        kind: 'reflection_reminder',
      }),
    ]);
  });

  it('does not remind about an answered reflection, inactive clients or those without notice e-mails', async () => {
    const answered = await reflectingClient();
    const inactive = await reflectingClient({ lastLogin: at('09:00', '2026-11-01') });
    const noEmails = await reflectingClient({ allowNoticeEmails: false, allowNoticePush: false });
    const ids = [answered.id, inactive.id, noEmails.id];
    await generate(ids, at('18:00'));
    await t.db
      .update(clientSurveys)
      .set({ completedAt: at('18:10') })
      .where(and(eq(clientSurveys.userId, answered.id)));
    await run(at('18:30'), ids);
    for (const client of [answered, inactive, noEmails])
      expect(await mailsTo(client.email, 'reflection_reminder')).toHaveLength(0);
    expect(await logOf(answered.id)).toEqual([`${DAY} reflection none skipped already_done`]);
    expect(await logOf(inactive.id)).toEqual([`${DAY} reflection email skipped inactive`]);
    expect(await logOf(noEmails.id)).toEqual([`${DAY} reflection none skipped no_consent`]);
  });

  it('logs the stop after two weeks of ignored reflections, and sends nothing', async () => {
    const client = await reflectingClient();
    for (let offset = 14; offset >= 1; offset -= 1) {
      const day = new Date(at('18:00').getTime() - offset * 86_400_000);
      await generate([client.id], day);
    }
    // Generation stops today (the oldest unanswered one is 14 days old).
    expect((await generate([client.id], at('18:00'))).reflections).toBe(0);
    await t.db.execute(
      sql`UPDATE users SET last_login = ${at('09:00').toISOString()} WHERE id = ${client.id}`,
    );
    await run(at('18:05'), [client.id]);
    expect(await logOf(client.id)).toEqual([`${DAY} reflection none skipped ignored`]);
    expect(await mailsTo(client.email, 'reflection_reminder')).toHaveLength(0);
  });
});

describe('the daily cap', () => {
  it('sends at most four messages a day across both reminders', async () => {
    const client = await clientWithOpenExercise(
      { ...texting, generatePulseOn: [0], generatePulseAt: '17:00' },
      {
        allowSelfReflect: true,
        assignedPulseSurvey: surveyId,
      },
    );
    await addDevice(client.id);
    await run(at('09:00'), [client.id]);
    await generateReflections(t.db, { userIds: [client.id], now: at('17:00'), seed: 's' });
    await run(at('17:00'), [client.id]);
    expect(await logOf(client.id)).toEqual([
      `${DAY} exercise email sent sent`,
      `${DAY} exercise push sent sent`,
      `${DAY} exercise text sent sent`,
      `${DAY} reflection email sent sent`,
      `${DAY} reflection push skipped daily_cap`,
      `${DAY} reflection text skipped daily_cap`,
    ]);
    expect(await textsTo(client.id)).toHaveLength(1);
    expect(await pushesTo(client.id)).toHaveLength(1);
  });
});
