import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import {
  RAFFLE_CAMPAIGN_ID,
  RAFFLE_MAX_POINTS,
  RAFFLE_MIN_POINTS,
  RAFFLE_WEEKLY_TICKETS,
  raffleEligibilitySchema,
  raffleResultSchema,
  rewardSchema,
} from '@tandem/shared';
import { clientSurveys, companies, pulseSurveys, raffleEntries, users } from '../../db/schema';
import { authHeader, buildClient, buildCoach, buildCompany } from '../../test/factories';
import { buildHabit, buildTask } from '../../test/factories/habits';
import { createTestApp, type TestApp } from '../../test/test-app';
import { REWARD_IMAGES, REWARD_QUOTES } from './reward-content';
import { clientRaffleWeek, enterRaffle } from './rewards.service';

/* The raffle and task rewards over the API (issue 19; rules in shared/rules/raffle.ts). */

let t: TestApp;
const auth: Record<string, string> = {};
const ids: Record<string, number> = {};
const today = new Date().toISOString().slice(0, 10);

async function emailOf(id: number) {
  const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return row!.email;
}

/** A task of the client's own habit (one habit each, so any number a day). */
async function task(userId: number, completed = true, dueOn = today) {
  const habit = await buildHabit(t.db, userId);
  const row = await buildTask(t.db, userId, {
    habitId: habit.id,
    dueOn,
    completedAt: completed ? new Date() : null,
  });
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const coach = await buildCoach(t.db, (await buildCompany(t.db)).id);
  const client = await buildClient(t.db, coach);
  const other = await buildClient(t.db, coach);
  const optedOut = await buildClient(t.db, coach, {}, { raffleOptIn: false });
  Object.assign(ids, { client: client.user.id, other: other.user.id, optedOut: optedOut.user.id });
  for (const [who, id] of Object.entries({ coach: coach.id, ...ids }))
    auth[who] = await authHeader(t.app, await emailOf(id));
  ids.coach = coach.id;
}, 120_000);
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, who: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/${url}`,
    headers: { authorization: auth[who]! },
    ...(payload ? { payload } : {}),
  });

const eligible = async (who: string, type: string, entry: number) =>
  raffleEligibilitySchema.parse(
    (await call('GET', `clients/raffles/eligible_for_reward/?reward=${type}&entry=${entry}`, who)).json(),
  );

describe('a raffle ticket', () => {
  it('is offered for a completed task of the client, not for an open one or someone else’s', async () => {
    const done = await task(ids.client!);
    const open = await task(ids.client!, false);
    const othersDone = await task(ids.other!);
    expect(await eligible('client', 'task', done)).toMatchObject({ is_eligible: true, reason: null });
    expect(await eligible('client', 'task', open)).toMatchObject({
      is_eligible: false,
      reason: 'not_completed',
    });
    expect(await eligible('client', 'task', othersDone)).toMatchObject({
      is_eligible: false,
      reason: 'not_completed',
    });
    expect((await eligible('optedOut', 'task', await task(ids.optedOut!))).reason).toBe('opted_out');
    expect(
      (await call('GET', `clients/raffles/eligible_for_reward/?reward=task&entry=${done}`, 'coach'))
        .statusCode,
    ).toBe(403);
  });

  it('draws the points on the server from the gift picked, adds the bonuses and the campaign total', async () => {
    const before = (await call('GET', 'clients/raffles/total_points/', 'client')).json().total as number;
    const entry = await task(ids.client!);
    // Points sent by the browser are not taken: only the gift's number is.
    const response = await call('POST', 'clients/raffles/', 'client', {
      entry_type: 'task',
      entry,
      campaign: RAFFLE_CAMPAIGN_ID,
      gift: 1,
      rolled_points: 100_000,
    });
    expect(response.statusCode).toBe(201);
    const result = raffleResultSchema.parse(response.json());
    expect(result.gifts).toHaveLength(3);
    expect(result.rolled_points).toBe(result.gifts[1]);
    for (const points of result.gifts) {
      expect(points).toBeGreaterThanOrEqual(RAFFLE_MIN_POINTS);
      expect(points).toBeLessThanOrEqual(RAFFLE_MAX_POINTS);
    }
    // The week's first ticket; the day still has an open task, so no day bonus.
    expect(result.bonuses.map(([, label]) => label)).toEqual(['First ticket of the week']);
    expect(result.num_of_points).toBe(result.rolled_points + result.bonuses[0]![2]);
    expect(result.total).toBe(before + result.num_of_points);
    expect((await call('GET', 'clients/raffles/total_points/', 'client')).json().total).toBe(result.total);
    expect((await eligible('client', 'task', entry)).reason).toBe('already_entered');
    expect((await call('GET', `user/${ids.client}/`, 'client')).json().weekly_num_of_tickets).toBe(1);
  });

  it("counts a client's tickets in their own local week on GET user/{id}, with no statement of its own", async () => {
    // Far east of UTC: their week may have begun while UTC's has not; the week before it is a
    // candidate week too at such an hour, and must not be counted.
    const far = await buildClient(
      t.db,
      { id: ids.coach!, companyId: null },
      {},
      { timezone: 'Pacific/Kiritimati' },
    );
    const farAuth = await authHeader(t.app, far.user.email);
    const theirs = clientRaffleWeek(new Date(), 'Pacific/Kiritimati');
    const weekBefore = new Date(Date.parse(`${theirs}T12:00:00Z`) - 7 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    await t.db.execute(sql`
      INSERT INTO raffle_entries (user_id, campaign_id, entry_type, entry_id, week_of, gifts, gift, rolled_points, bonuses, num_of_points)
      SELECT ${far.user.id}, 3, 'task', 800000 + n, CASE WHEN n <= 2 THEN ${theirs}::date ELSE ${weekBefore}::date END,
        '{5,5,5}', 0, 5, '[]', 5
      FROM generate_series(1, 5) AS n`);
    const read = () =>
      t.app.inject({ method: 'GET', url: `/api/user/${far.user.id}/`, headers: { authorization: farAuth } });
    expect((await read()).json().weekly_num_of_tickets).toBe(2);
    const statements = vi.spyOn(pg.Client.prototype, 'query');
    expect((await read()).statusCode).toBe(200);
    // The session's and the user's.
    expect(statements).toHaveBeenCalledTimes(2);
    statements.mockRestore();
  });

  it('is entered once for a task even when two requests race', async () => {
    const entry = await task(ids.client!);
    const payload = { entry_type: 'task', entry, gift: 0 };
    const [first, second] = await Promise.all([
      call('POST', 'clients/raffles/', 'client', payload),
      call('POST', 'clients/raffles/', 'client', payload),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 400]);
    const rows = await t.db.select().from(raffleEntries).where(eq(raffleEntries.entryId, entry));
    expect(rows).toHaveLength(1);
  });

  it('gives the day bonus to the task that completes the day, and works for a reflection', async () => {
    const day = '2030-03-04';
    const now = new Date(`${day}T12:00:00Z`);
    const last = await task(ids.other!, true, day);
    const actor = {
      userId: ids.other!,
      sessionId: 0,
      impersonatorId: null,
      isStaff: false,
      isCoach: false,
      companyId: null,
      ownedCompanyId: null,
    };
    const result = await enterRaffle(
      t.app.ctx,
      actor,
      { entry_type: 'task', entry: last, campaign: 3, gift: 2 },
      now,
      () => 0.5,
    );
    expect(result.gifts).toEqual([51, 51, 51]);
    expect(result.bonuses).toEqual([
      [10, 'First ticket of the week', 6],
      [20, 'Every exercise of the day done', 11],
    ]);
    expect(result.num_of_points).toBe(68);

    const [survey] = await t.db
      .select({ id: pulseSurveys.id })
      .from(pulseSurveys)
      .where(eq(pulseSurveys.isDefault, true));
    const [reflection] = await t.db
      .insert(clientSurveys)
      .values({
        userId: ids.other!,
        surveyId: survey!.id,
        day,
        openEndedQuestion: 'How was it?',
        completedAt: now,
      })
      .returning({ id: clientSurveys.id });
    const second = await enterRaffle(
      t.app.ctx,
      actor,
      { entry_type: 'reflection', entry: reflection!.id, campaign: 3, gift: 0 },
      now,
      () => 0,
    );
    expect(second).toMatchObject({ rolled_points: 1, bonuses: [], num_of_points: 1 });
  });

  it('stops at the weekly count and starts again the next local week', async () => {
    const weekOf = clientRaffleWeek(new Date(), 'UTC');
    await t.db.execute(sql`
      INSERT INTO raffle_entries (user_id, campaign_id, entry_type, entry_id, week_of, gifts, gift, rolled_points, bonuses, num_of_points)
      SELECT ${ids.client}, 3, 'task', 900000 + n, ${weekOf}, '{5,5,5}', 0, 5, '[]', 5
      FROM generate_series(1, ${RAFFLE_WEEKLY_TICKETS}) AS n
      ON CONFLICT DO NOTHING`);
    const entry = await task(ids.client!);
    expect((await eligible('client', 'task', entry)).reason).toBe('weekly_limit');
    expect(
      (await call('POST', 'clients/raffles/', 'client', { entry_type: 'task', entry, gift: 0 })).statusCode,
    ).toBe(400);
    const actor = {
      userId: ids.client!,
      sessionId: 0,
      impersonatorId: null,
      isStaff: false,
      isCoach: false,
      companyId: null,
      ownedCompanyId: null,
    };
    const nextWeek = new Date(Date.now() + 7 * 86_400_000);
    const result = await enterRaffle(
      t.app.ctx,
      actor,
      { entry_type: 'task', entry, campaign: 3, gift: 0 },
      nextWeek,
    );
    expect(result.bonuses.map(([, label]) => label)).toContain('First ticket of the week');
  });

  it('refuses an unknown campaign', async () => {
    const entry = await task(ids.other!);
    expect(
      (await call('POST', 'clients/raffles/', 'other', { entry_type: 'task', entry, campaign: 999, gift: 0 }))
        .statusCode,
    ).toBe(404);
  });
});

describe('the task reward', () => {
  it('follows the reward the client chose', async () => {
    const rewardOf = async (reward: string) => {
      await t.db.update(users).set({ reward }).where(eq(users.id, ids.other!));
      return rewardSchema.parse((await call('GET', 'clients/rewards/', 'other')).json());
    };
    const quote = await rewardOf('quote');
    expect(REWARD_QUOTES).toContain(quote.quote);
    expect(quote.img).toBeNull();
    const img = await rewardOf('img');
    expect(REWARD_IMAGES).toContain(img.img);
    // From the client's company, not the product (issue 45).
    const [company] = await t.db
      .select({ name: companies.name })
      .from(companies)
      .innerJoin(users, eq(users.companyId, companies.id))
      .where(eq(users.id, ids.other!));
    for (const reward of [quote, img]) expect(reward.credit).toBe(`The ${company!.name} team`);
    expect(await rewardOf('none')).toEqual({ quote: null, credit: null, img: null });
  });
});
