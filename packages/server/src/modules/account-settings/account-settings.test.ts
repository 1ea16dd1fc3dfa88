import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  ACCOUNT_MESSAGES,
  clientSubscriptionSchema,
  fillMessage,
  HABIT_MESSAGES,
  MESSAGES,
  ownerSubscriptionSchema,
  paginatedSchema,
  userSchema,
} from '@tandem/shared';
import { clientAreasOfFocus, clientProfiles, clientSubscriptions, ownerSubscriptions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authHeader, buildClient, buildCoach, buildOwner, buildUser } from '../../test/factories';
import { buildHabitProgram, buildPulseSurvey, managedBy, ownedBy } from '../../test/factories/catalog';
import { buildClientSubscription, buildOwnerSubscription } from '../../test/factories/account';
import { buildArea, chooseAreas } from '../../test/factories/habits';
import { NO_CLIENT_PROFILE } from './account-settings.service';
import { chargeFirstMonth, paymentProvider } from '../payments';
import { companies } from '../../db/schema';
import { testCardToken } from '@tandem/shared';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = async (user: { email: string }) => authHeader(t.app, user.email);
const profileOf = async (userId: number) =>
  (await t.db.select().from(clientProfiles).where(eq(clientProfiles.userId, userId)))[0]!;

describe('POST user/{id}/change_habit_program/', () => {
  const change = (id: number, auth: string | null, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/user/${id}/change_habit_program/`,
      headers: auth ? { authorization: auth } : {},
      payload,
    });

  /** A company with an owner, a coach, a colleague, and a client of the coach. */
  async function setting() {
    const { owner, company } = await buildOwner(t.db);
    const coach = await buildCoach(t.db, company.id);
    const colleague = await buildCoach(t.db, company.id);
    const { user: client } = await buildClient(t.db, coach);
    const survey = await buildPulseSurvey(t.db, ownedBy(coach));
    const program = await buildHabitProgram(t.db, ownedBy(coach), { pulseSurveyId: survey.id });
    return { owner, company, coach, colleague, client, survey, program };
  }

  it("lets the client's coach set a program of theirs, and gives the profile its pulse survey", async () => {
    const { coach, client, program, survey } = await setting();
    const response = await change(client.id, await as(coach), { habit_program: program.id });
    expect(response.statusCode).toBe(200);
    const user = userSchema.parse(response.json());
    expect(user.id).toBe(client.id);
    expect(user.theme).toBe(program.id);
    expect(user.profile!.theme).toBe(program.id);
    expect(user.profile!.assigned_pulse_survey).toBe(survey.id);
  });

  it("keeps a pulse survey the profile already has, and accepts the company's managed programs", async () => {
    const { coach, client, company } = await setting();
    const kept = await buildPulseSurvey(t.db, ownedBy(coach));
    await t.db
      .update(clientProfiles)
      .set({ assignedPulseSurvey: kept.id })
      .where(eq(clientProfiles.userId, client.id));
    const managed = await buildHabitProgram(t.db, managedBy(company.id), {
      pulseSurveyId: (await buildPulseSurvey(t.db, managedBy(company.id))).id,
    });
    const response = await change(client.id, await as(coach), {
      habit_program: managed.id,
      areas_of_focus: [],
    });
    expect(response.statusCode).toBe(200);
    const profile = await profileOf(client.id);
    expect(profile.theme).toBe(managed.id);
    expect(profile.assignedPulseSurvey).toBe(kept.id);
  });

  it('lets a licence holder change their own program', async () => {
    const coach = await buildCoach(t.db, null);
    await t.db.insert(clientProfiles).values({ userId: coach.id, coachId: null });
    const program = await buildHabitProgram(t.db, ownedBy(coach));
    const response = await change(coach.id, await as(coach), { habit_program: program.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().theme).toBe(program.id);
  });

  it('tells a licence holder without a client profile that there is nothing to change', async () => {
    const coach = await buildCoach(t.db, null);
    const program = await buildHabitProgram(t.db, ownedBy(coach));
    const response = await change(coach.id, await as(coach), { habit_program: program.id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: [NO_CLIENT_PROFILE] });
  });

  it('refuses a client changing their own program (403)', async () => {
    const { client, program } = await setting();
    const response = await change(client.id, await as(client), { habit_program: program.id });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: MESSAGES.noPermission, code: 'permission_denied' });
    expect((await profileOf(client.id)).theme).toBeNull();
  });

  it('answers 403 to the owner, who sees the client, and 404 to coaches who do not', async () => {
    const { owner, colleague, client, program } = await setting();
    const elsewhere = await buildCoach(t.db, (await buildOwner(t.db)).company.id);
    expect((await change(client.id, await as(owner), { habit_program: program.id })).statusCode).toBe(403);
    for (const other of [colleague, elsewhere]) {
      const response = await change(client.id, await as(other), { habit_program: program.id });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: MESSAGES.notFound });
    }
    expect((await change(client.id, null, { habit_program: program.id })).statusCode).toBe(401);
    expect((await profileOf(client.id)).theme).toBeNull();
  });

  it("refuses another coach's program (400)", async () => {
    const { coach, colleague, client } = await setting();
    const theirs = await buildHabitProgram(t.db, ownedBy(colleague));
    const response = await change(client.id, await as(coach), { habit_program: theirs.id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      habit_program: [`Invalid pk "${theirs.id}" - object does not exist.`],
    });
    expect((await profileOf(client.id)).theme).toBeNull();
  });

  it('refuses duplicate areas of focus with the spec message', async () => {
    const { coach, client, program } = await setting();
    const response = await change(client.id, await as(coach), {
      habit_program: program.id,
      areas_of_focus: [4, 5, 4],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ areas_of_focus: [ACCOUNT_MESSAGES.duplicateAreas] });
  });

  describe('areas of focus', () => {
    /** A program where clients pick `max` areas, with three live areas and a deleted one. */
    async function picking(coach: { id: number; companyId: number | null }, max = 2) {
      const program = await buildHabitProgram(t.db, ownedBy(coach), {
        assignAll: false,
        maxNumberOfAllowedGroups: max,
      });
      const areas = [
        await buildArea(t.db, program.id),
        await buildArea(t.db, program.id),
        await buildArea(t.db, program.id),
      ];
      const deleted = await buildArea(t.db, program.id, { deleted: true });
      return { program, areas, deleted };
    }
    const chosenOf = async (userId: number) =>
      (
        await t.db
          .select()
          .from(clientAreasOfFocus)
          .where(eq(clientAreasOfFocus.userId, userId))
          .orderBy(asc(clientAreasOfFocus.ordering))
      ).map((row) => row.areaId);

    it('writes the program and exactly the maximum of its areas, in the order given', async () => {
      const { coach, client } = await setting();
      const { program, areas } = await picking(coach);
      const response = await change(client.id, await as(coach), {
        habit_program: program.id,
        areas_of_focus: [areas[2]!.id, areas[0]!.id],
      });
      expect(response.statusCode).toBe(200);
      expect((await profileOf(client.id)).theme).toBe(program.id);
      expect(await chosenOf(client.id)).toEqual([areas[2]!.id, areas[0]!.id]);
    });

    it('refuses an area of another program, or a deleted one, and changes nothing', async () => {
      const { coach, client } = await setting();
      const { program, areas, deleted } = await picking(coach);
      const elsewhere = await buildArea(t.db, (await buildHabitProgram(t.db, ownedBy(coach))).id);
      for (const stranger of [elsewhere.id, deleted.id, 999_999]) {
        const response = await change(client.id, await as(coach), {
          habit_program: program.id,
          areas_of_focus: [areas[0]!.id, stranger],
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ areas_of_focus: [HABIT_MESSAGES.areaNotInProgram] });
      }
      expect((await profileOf(client.id)).theme).toBeNull();
      expect(await chosenOf(client.id)).toEqual([]);
    });

    it('refuses more areas than the program allows, and part of them', async () => {
      const { coach, client } = await setting();
      const { program, areas } = await picking(coach, 2);
      const auth = await as(coach);
      const tooMany = await change(client.id, auth, {
        habit_program: program.id,
        areas_of_focus: areas.map((area) => area.id),
      });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json()).toEqual({ areas_of_focus: ['You can only select a max of 2 areas of focus'] });
      const tooFew = await change(client.id, auth, {
        habit_program: program.id,
        areas_of_focus: [areas[1]!.id],
      });
      expect(tooFew.statusCode).toBe(400);
      expect(tooFew.json()).toEqual({
        areas_of_focus: [fillMessage(HABIT_MESSAGES.chooseAllAreas, { n: '2' })],
      });
      expect((await profileOf(client.id)).theme).toBeNull();
    });

    it('clears the choice when no areas are given, for the client to pick later', async () => {
      const { coach, client } = await setting();
      const { program, areas } = await picking(coach);
      await chooseAreas(t.db, client.id, [areas[0]!.id, areas[1]!.id]);
      const response = await change(client.id, await as(coach), { habit_program: program.id });
      expect(response.statusCode).toBe(200);
      expect((await profileOf(client.id)).theme).toBe(program.id);
      expect(await chosenOf(client.id)).toEqual([]);
    });

    it('ignores the areas and clears the choice when the program assigns all', async () => {
      const { coach, client } = await setting();
      const { areas } = await picking(coach);
      await chooseAreas(t.db, client.id, [areas[0]!.id, areas[1]!.id]);
      const everything = await buildHabitProgram(t.db, ownedBy(coach), { assignAll: true });
      const response = await change(client.id, await as(coach), {
        habit_program: everything.id,
        areas_of_focus: [areas[2]!.id, 999_999],
      });
      expect(response.statusCode).toBe(200);
      expect((await profileOf(client.id)).theme).toBe(everything.id);
      expect(await chosenOf(client.id)).toEqual([]);
    });

    it('refuses a deleted program', async () => {
      const { coach, client } = await setting();
      const gone = await buildHabitProgram(t.db, ownedBy(coach), { deleted: true });
      const response = await change(client.id, await as(coach), { habit_program: gone.id });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        habit_program: [`Invalid pk "${gone.id}" - object does not exist.`],
      });
    });
  });

  it('requires a habit program', async () => {
    const { coach, client } = await setting();
    const response = await change(client.id, await as(coach), {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ habit_program: [MESSAGES.required] });
  });
});

describe('client subscriptions', () => {
  const list = (auth: string | null) =>
    t.app.inject({
      method: 'GET',
      url: '/api/clients/subscriptions/',
      headers: auth ? { authorization: auth } : {},
    });
  const cancel = (id: number, auth: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/clients/subscriptions/${id}/`,
      headers: { authorization: auth },
    });

  it("lists the caller's own, newest first", async () => {
    const me = await buildUser(t.db);
    const older = await buildClientSubscription(t.db, me.id, {
      title: 'Older',
      createdAt: new Date(Date.now() - 86_400_000),
    });
    const newer = await buildClientSubscription(t.db, me.id, { title: 'Newer', price: 1500 });
    await buildClientSubscription(t.db, (await buildUser(t.db)).id);
    const response = await list(await as(me));
    expect(response.statusCode).toBe(200);
    const page = paginatedSchema(clientSubscriptionSchema).parse(response.json());
    expect(page.count).toBe(2);
    expect(page.results.map((s) => s.id)).toEqual([newer.id, older.id]);
    expect(page.results[0]).toEqual({
      id: newer.id,
      title: 'Newer',
      price: 1500,
      scheduled_invoice_at: newer.scheduledInvoiceAt!.toISOString(),
      canceled: false,
    });
  });

  it('cancels one of the caller’s subscriptions', async () => {
    const me = await buildUser(t.db);
    const subscription = await buildClientSubscription(t.db, me.id);
    const auth = await as(me);
    const response = await cancel(subscription.id, auth);
    expect(response.statusCode).toBe(204);
    expect((await list(auth)).json().results[0].canceled).toBe(true);
  });

  it("answers 404 for someone else's subscription and leaves it alone", async () => {
    const someone = await buildUser(t.db);
    const theirs = await buildClientSubscription(t.db, someone.id);
    const response = await cancel(theirs.id, await as(await buildUser(t.db)));
    expect(response.statusCode).toBe(404);
    const [row] = await t.db.select().from(clientSubscriptions).where(eq(clientSubscriptions.id, theirs.id));
    expect(row!.canceled).toBe(false);
  });

  it('needs a session', async () => {
    expect((await list(null)).statusCode).toBe(401);
  });

  /**
   * A paid subscription of a new client, charged on `chargedOn`; the company's payment account is
   * `account` now (null: none, or disconnected since).
   */
  async function paidClientSubscription(
    account: string | null,
    chargedOn: string | null = account ?? 'acct_test_gone',
  ) {
    const { owner, company } = await buildOwner(t.db);
    await t.db.update(companies).set({ paymentAccountId: account }).where(eq(companies.id, company.id));
    const { user } = await buildClient(t.db, owner);
    const { subscription } = await chargeFirstMonth(t.app.ctx, {
      account: chargedOn,
      email: user.email,
      name: 'Client',
      cardToken: testCardToken('4242424242424242', 12, new Date().getFullYear() + 1),
      amountCents: 2500,
      productName: 'Plan',
      idempotencyKey: `client-${user.id}`,
      metadata: {},
    });
    const row = await buildClientSubscription(t.db, user.id, {
      companyId: company.id,
      providerSubscriptionId: subscription.id,
    });
    return { user, row, subscription };
  }

  it('cancels a paid subscription at the payment provider at once, on the company account', async () => {
    const { user, row, subscription } = await paidClientSubscription('acct_test_paid');
    expect((await cancel(row.id, await as(user))).statusCode).toBe(204);
    const atProvider = await paymentProvider(t.app.ctx).retrieveSubscription({
      account: 'acct_test_paid',
      subscriptionId: subscription.id,
    });
    expect(atProvider?.status).toBe('canceled');
    const [after] = await t.db.select().from(clientSubscriptions).where(eq(clientSubscriptions.id, row.id));
    expect(after).toMatchObject({ canceled: true, status: 'canceled' });
  });

  it("cancels on Tandem's own account a plan sold without one (the offline test provider)", async () => {
    const { user, row, subscription } = await paidClientSubscription(null, null);
    expect((await cancel(row.id, await as(user))).statusCode).toBe(204);
    const atProvider = await paymentProvider(t.app.ctx).retrieveSubscription({
      account: null,
      subscriptionId: subscription.id,
    });
    expect(atProvider?.status).toBe('canceled');
  });

  it('cancels only our row when the company has disconnected its payment account', async () => {
    const { user, row, subscription } = await paidClientSubscription(null);
    expect((await cancel(row.id, await as(user))).statusCode).toBe(204);
    const atProvider = await paymentProvider(t.app.ctx).retrieveSubscription({
      account: 'acct_test_gone',
      subscriptionId: subscription.id,
    });
    expect(atProvider?.status).toBe('active');
    const [after] = await t.db.select().from(clientSubscriptions).where(eq(clientSubscriptions.id, row.id));
    expect(after!.canceled).toBe(true);
  });
});

describe('owner subscriptions', () => {
  const list = (auth: string, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/owners/subscriptions/${query}`,
      headers: { authorization: auth },
    });
  const cancel = (id: number, auth: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/owners/subscriptions/${id}/`,
      headers: { authorization: auth },
    });

  it("lists the caller's own, newest first; current=true keeps the running ones", async () => {
    const { owner, company } = await buildOwner(t.db);
    const day = 86_400_000;
    const running = await buildOwnerSubscription(t.db, owner.id, { companyId: company.id });
    const endingLater = await buildOwnerSubscription(t.db, owner.id, {
      renewing: false,
      createdAt: new Date(Date.now() - day),
    });
    const ended = await buildOwnerSubscription(t.db, owner.id, {
      renewing: false,
      scheduledInvoiceAt: new Date(Date.now() - day),
      createdAt: new Date(Date.now() - 40 * day),
    });
    const canceled = await buildOwnerSubscription(t.db, owner.id, {
      canceled: true,
      createdAt: new Date(Date.now() - 80 * day),
    });
    await buildOwnerSubscription(t.db, (await buildOwner(t.db)).owner.id);
    const auth = await as(owner);

    const current = paginatedSchema(ownerSubscriptionSchema).parse(
      (await list(auth, '?current=true')).json(),
    );
    expect(current.results.map((s) => s.id)).toEqual([running.id, endingLater.id]);
    expect(current.results[0]).toEqual({
      id: running.id,
      title: running.title,
      created_at: running.createdAt.toISOString(),
      renewing: true,
      scheduled_invoice_at: running.scheduledInvoiceAt!.toISOString(),
      canceled: false,
      status: 'active',
      // Test mode, but a plan with no provider subscription has nothing to renew.
      test_mode: false,
    });
    const all = (await list(auth)).json();
    expect(all.results.map((s: { id: number }) => s.id)).toEqual([
      running.id,
      endingLater.id,
      ended.id,
      canceled.id,
    ]);
    const past = (await list(auth, '?current=false')).json();
    expect(past.results.map((s: { id: number }) => s.id)).toEqual([ended.id, canceled.id]);
  });

  it('cancelling stops renewal; the plan stays current until its invoice date', async () => {
    const { owner } = await buildOwner(t.db);
    const subscription = await buildOwnerSubscription(t.db, owner.id);
    const auth = await as(owner);
    expect((await cancel(subscription.id, auth)).statusCode).toBe(204);
    const [row] = await list(auth, '?current=true').then((r) => r.json().results);
    expect(row).toMatchObject({ id: subscription.id, renewing: false, canceled: false });
  });

  it('a paid package is set to end with its period at the payment provider', async () => {
    const { owner } = await buildOwner(t.db);
    const { subscription } = await chargeFirstMonth(t.app.ctx, {
      account: null,
      email: owner.email,
      name: 'Owner',
      cardToken: testCardToken('4242424242424242', 12, new Date().getFullYear() + 1),
      amountCents: 9900,
      productName: 'Professional',
      idempotencyKey: `owner-${owner.id}`,
      metadata: {},
    });
    const paid = await buildOwnerSubscription(t.db, owner.id, {
      providerSubscriptionId: subscription.id,
      scheduledInvoiceAt: null,
    });
    expect((await cancel(paid.id, await as(owner))).statusCode).toBe(204);
    const atProvider = await paymentProvider(t.app.ctx).retrieveSubscription({
      account: null,
      subscriptionId: subscription.id,
    });
    expect(atProvider).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    const [row] = await t.db.select().from(ownerSubscriptions).where(eq(ownerSubscriptions.id, paid.id));
    expect(row).toMatchObject({ renewing: false, canceled: false, status: 'active' });
    expect(row!.scheduledInvoiceAt?.getTime()).toBe(subscription.currentPeriodEnd.getTime());
  });

  it("answers 404 for someone else's subscription and leaves it alone", async () => {
    const { owner } = await buildOwner(t.db);
    const theirs = await buildOwnerSubscription(t.db, owner.id);
    const { owner: other } = await buildOwner(t.db);
    expect((await cancel(theirs.id, await as(other))).statusCode).toBe(404);
    const [row] = await t.db.select().from(ownerSubscriptions).where(eq(ownerSubscriptions.id, theirs.id));
    expect(row!.renewing).toBe(true);
  });
});
