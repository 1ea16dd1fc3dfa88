import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { exerciseDays, outboxEmails, outboxTexts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildClient, buildCoach, buildOwner } from '../../test/factories';
import { buildHabitProgram, ownedBy } from '../../test/factories/catalog';
import { buildArea, buildExercise, buildTask } from '../../test/factories/habits';
import { sendExerciseReminders } from './reminders';

let t: TestApp;
let coach: Awaited<ReturnType<typeof buildCoach>>;
let companyName: string;
let exerciseId: number;

/** Monday 2026-11-23; the clients below live in UTC unless a test says otherwise. */
const DAY = '2026-11-23';
const at = (time: string) => new Date(`${DAY}T${time}:00Z`);

beforeAll(async () => {
  t = await createTestApp();
  const { company } = await buildOwner(t.db);
  companyName = company.name;
  coach = await buildCoach(t.db, company.id);
  const program = await buildHabitProgram(t.db, ownedBy(coach));
  const area = await buildArea(t.db, program.id);
  exerciseId = (await buildExercise(t.db, area.id, { shortDescription: 'Three good things' })).id;
});
afterAll(() => t.close());

/** A client whose day was generated with one open exercise; active yesterday unless told otherwise. */
async function clientWithOpenExercise(
  user: Parameters<typeof buildClient>[3] = {},
  profile: Parameters<typeof buildClient>[2] = {},
) {
  const client = (
    await buildClient(t.db, coach, profile, { lastLogin: new Date(`2026-11-22T10:00:00Z`), ...user })
  ).user;
  await t.db.insert(exerciseDays).values({ userId: client.id, day: DAY });
  await buildTask(t.db, client.id, { templateId: exerciseId, dueOn: DAY });
  return client;
}

const remindersTo = async (email: string) =>
  (await t.db.select().from(outboxEmails)).filter(
    (mail) => mail.to.includes(email) && (mail.meta as { kind?: string }).kind === 'exercise_reminder',
  );

const send = (now: Date) =>
  sendExerciseReminders(t.db, t.app.ctx.mailer, {
    publicUrl: 'https://app.test',
    texts: t.app.ctx.texts,
    now,
  });

describe('sendExerciseReminders', () => {
  it('sends one reminder at 8 am local time, listing the open exercises, and never twice', async () => {
    const client = await clientWithOpenExercise({ timezone: 'America/Chicago' });
    // 08:00 in Chicago (UTC-6) is 14:00 UTC.
    await send(at('13:59'));
    expect(await remindersTo(client.email)).toHaveLength(0);
    await send(at('14:00'));
    await send(at('14:01'));
    const mails = await remindersTo(client.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your 1 exercise for today');
    expect(mails[0]!.text).toContain('Three good things');
    expect(mails[0]!.text).toContain('https://app.test/daily-exercise');
  });

  it('waits for a generation time later than 8 am, and gives up at 8 pm', async () => {
    const late = await clientWithOpenExercise({ generateExercisesAt: '10:30' });
    await send(at('09:00'));
    expect(await remindersTo(late.email)).toHaveLength(0);
    await send(at('10:30'));
    expect(await remindersTo(late.email)).toHaveLength(1);

    const missed = await clientWithOpenExercise();
    await send(at('20:00'));
    expect(await remindersTo(missed.email)).toHaveLength(0);
  });

  it('skips clients inactive for over two weeks, opted out, deactivated, or with nothing open', async () => {
    const inactive = await clientWithOpenExercise({ lastLogin: new Date('2026-11-01T10:00:00Z') });
    const optedOut = await clientWithOpenExercise({ allowNoticeEmails: false });
    const deactivated = await clientWithOpenExercise({}, { deactivated: new Date() });
    const done = await clientWithOpenExercise();
    await t.db.execute(sql`UPDATE tasks SET completed_at = now() WHERE user_id = ${done.id}`);
    // A task completed recently counts as activity even without a recent login.
    const busy = await clientWithOpenExercise({ lastLogin: null });
    await buildTask(t.db, busy.id, {
      templateId: exerciseId,
      dueOn: '2026-11-20',
      completedAt: new Date('2026-11-20T12:00:00Z'),
    });

    await send(at('09:00'));
    for (const quiet of [inactive, optedOut, deactivated, done]) {
      expect(await remindersTo(quiet.email)).toHaveLength(0);
    }
    expect(await remindersTo(busy.email)).toHaveLength(1);
  });

  it('gives one reminder when two runs race', async () => {
    const client = await clientWithOpenExercise();
    const counts = await Promise.all([send(at('09:00')), send(at('09:00')), send(at('09:00'))]);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await remindersTo(client.email)).toHaveLength(1);
  });
});

describe('exercise reminders by text', () => {
  const textsTo = (userId: number) => t.db.select().from(outboxTexts).where(eq(outboxTexts.userId, userId));
  const texting = { allowNoticeSms: true, phoneNumber: '+14155552671' };

  it('texts a client who ticked text reminders and has a number, beside the e-mail, once a day', async () => {
    const client = await clientWithOpenExercise(texting);
    expect(await send(at('09:00'))).toBeGreaterThanOrEqual(1);
    await send(at('09:01'));
    const texts = await textsTo(client.id);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({
      to: '+14155552671',
      body: `${companyName}: your exercises for today are ready. https://app.test/daily-exercise`,
      kind: 'exercise_reminder',
      idempotencyKey: `exercise_reminder:${client.id}:${DAY}`,
    });
    // Delivered after commit: without TWILIO_* it is kept in the outbox.
    await t.app.ctx.texts.deliver();
    expect((await textsTo(client.id))[0]!.status).toBe('kept');
    expect(await remindersTo(client.email)).toHaveLength(1);
  });

  it('texts a client who takes texts but no e-mail, and mails nobody', async () => {
    const client = await clientWithOpenExercise({ ...texting, allowNoticeEmails: false });
    await send(at('09:00'));
    expect(await textsTo(client.id)).toHaveLength(1);
    expect(await remindersTo(client.email)).toHaveLength(0);
  });

  it('texts nobody without the tick or without a valid number, and still mails them', async () => {
    const noTick = await clientWithOpenExercise({ phoneNumber: '+14155552671' });
    const noNumber = await clientWithOpenExercise({ allowNoticeSms: true, phoneNumber: '' });
    // Kept from before numbers were checked: not a number a text can go to.
    const badNumber = await clientWithOpenExercise({ allowNoticeSms: true, phoneNumber: '15551234567' });
    await send(at('09:00'));
    for (const client of [noTick, noNumber, badNumber]) {
      expect(await textsTo(client.id)).toHaveLength(0);
      expect(await remindersTo(client.email)).toHaveLength(1);
    }
  });

  it('reads a number kept from before E.164, and texts it as E.164', async () => {
    const client = await clientWithOpenExercise({ allowNoticeSms: true, phoneNumber: '14155552671' });
    await send(at('09:00'));
    expect((await textsTo(client.id)).map((text) => text.to)).toEqual(['+14155552671']);
  });

  it('follows the same rules as the e-mail: no text to the inactive, deactivated or done', async () => {
    const inactive = await clientWithOpenExercise({
      ...texting,
      lastLogin: new Date('2026-11-01T10:00:00Z'),
    });
    const deactivated = await clientWithOpenExercise(texting, { deactivated: new Date() });
    const done = await clientWithOpenExercise(texting);
    await t.db.execute(sql`UPDATE tasks SET completed_at = now() WHERE user_id = ${done.id}`);
    const early = await clientWithOpenExercise({ ...texting, timezone: 'America/Chicago' });
    await send(at('09:00'));
    for (const quiet of [inactive, deactivated, done, early]) {
      expect(await textsTo(quiet.id)).toHaveLength(0);
    }
  });

  it('gives one text when two runs race', async () => {
    const client = await clientWithOpenExercise({ ...texting, allowNoticeEmails: false });
    await Promise.all([send(at('09:00')), send(at('09:00')), send(at('09:00'))]);
    expect(await textsTo(client.id)).toHaveLength(1);
  });
});
