import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignSchema, RAFFLE_CAMPAIGN_ID } from '@tandem/shared';
import { invitationRequests, outboxEmails, subDomains, users } from '../../db/schema';
import { authHeader, buildClient, buildOwner } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { INVITATION_REQUESTS_PER_IP } from './campaigns.service';

/* The public campaign page and invitation requests (issue 19). */

let t: TestApp;
const auth: Record<string, string> = {};
const ids: Record<string, number> = {};
let ownerEmail = '';
let ownerAuth = '';
let otherOwnerAuth = '';

beforeAll(async () => {
  t = await createTestApp();
  const { owner, company } = await buildOwner(t.db, { firstName: 'Olga' });
  ownerEmail = owner.email;
  await t.db.insert(subDomains).values({ subDomain: 'brightpath', companyId: company.id });
  const clients = await Promise.all([1, 2, 3, 4].map(() => buildClient(t.db, owner)));
  clients.forEach((client, index) => (ids[`c${index}`] = client.user.id));
  // Points given: c0 300, c1 200, c2 100, c3 nothing; c0's first ticket two days ago.
  await t.db.execute(sql`
    INSERT INTO raffle_entries (user_id, campaign_id, entry_type, entry_id, week_of, gifts, gift, rolled_points, bonuses, num_of_points, created_at)
    VALUES (${ids.c0}, 3, 'task', 1, '2026-11-23', '{100,1,1}', 0, 100, '[]', 300, now() - interval '2 days'),
           (${ids.c1}, 3, 'task', 2, '2026-11-23', '{100,1,1}', 0, 100, '[]', 200, now()),
           (${ids.c2}, 3, 'task', 3, '2026-11-23', '{100,1,1}', 0, 100, '[]', 100, now())`);
  ownerAuth = await authHeader(t.app, owner.email);
  const other = await buildOwner(t.db);
  otherOwnerAuth = await authHeader(t.app, other.owner.email);
  for (const key of ['c1', 'c3']) {
    const [user] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, ids[key]!));
    auth[key] = await authHeader(t.app, user!.email);
  }
}, 120_000);
afterAll(() => t.close());

const get = (url: string, who?: string) =>
  t.app.inject({ method: 'GET', url: `/api/${url}`, headers: who ? { authorization: auth[who]! } : {} });

describe('a campaign page', () => {
  it('shows anyone the goal, the total and the average a day over the days since the first ticket', async () => {
    const response = await get(`change-campaigns/${RAFFLE_CAMPAIGN_ID}/`);
    expect(response.statusCode).toBe(200);
    const campaign = campaignSchema.strict().parse(response.json());
    expect(campaign).toMatchObject({
      id: 3,
      slug: 'trees-for-tomorrow',
      total: 600,
      max_points: 500000,
      avg: 200,
    });
    expect(campaign.percentile).toBeNull();
    expect((await get('change-campaigns/999/')).statusCode).toBe(404);
  });

  it('gives a signed-in contributor their standing, and none to someone who gave nothing', async () => {
    expect((await get(`change-campaigns/3/`, 'c1')).json().percentile).toBe(67);
    expect((await get(`change-campaigns/3/`, 'c3')).json().percentile).toBeNull();
  });
});

describe('an invitation request', () => {
  const request = {
    first_name: 'Ines',
    last_name: 'Visitor',
    email: 'Ines@Example.com',
    additional_information: 'A friend told me about it.',
    current_url: 'https://brightpath.example/create-the-change/3/trees-for-tomorrow',
    company_sub_domain: 'BrightPath',
    came_from: 'campaign',
    campaign: 3,
  };
  const post = (payload: object, ip = '10.9.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/invitation-requests/', payload, remoteAddress: ip });

  it('needs every field', async () => {
    const response = await post({ ...request, first_name: ' ', additional_information: '' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual(['additional_information', 'first_name']);
  });

  it("is kept for the sub-domain's company and its owner is mailed", async () => {
    const response = await post(request);
    expect(response.statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(invitationRequests)
      .where(eq(invitationRequests.id, response.json().id));
    expect(row).toMatchObject({ email: 'ines@example.com', campaignId: 3 });
    expect(row!.companyId).not.toBeNull();
    const mails = (await t.db.select().from(outboxEmails)).filter((mail) => mail.to.includes(ownerEmail));
    expect(mails.map((mail) => mail.subject)).toEqual(['Ines Visitor asked to join Trees for Tomorrow']);
    expect((await post({ ...request, campaign: 999 })).json()).toEqual({
      campaign: ['Invalid pk "999" - object does not exist.'],
    });
  });

  it('is limited per address', async () => {
    // On a sub-domain nobody owns: kept, but for no company's list.
    const elsewhere = { ...request, company_sub_domain: 'nowhere' };
    for (let i = 0; i < INVITATION_REQUESTS_PER_IP; i++) await post(elsewhere, '10.9.9.9');
    expect((await post(elsewhere, '10.9.9.9')).statusCode).toBe(429);
  });
});

describe("the owner's invitation requests", () => {
  const call = (method: 'GET' | 'POST', url: string, authorization: string) =>
    t.app.inject({ method, url: `/api/${url}`, headers: { authorization } });

  it('lists the company’s open ones, marks one invited once invited, and dismisses', async () => {
    const list = async (authorization = ownerAuth) =>
      (await call('GET', 'owners/invitation-requests/', authorization)).json() as {
        count: number;
        results: { id: number; email: string; invited: boolean; campaign: { name: string } }[];
      };
    const page = await list();
    expect(page.results.map((row) => [row.email, row.invited, row.campaign.name])).toEqual([
      ['ines@example.com', false, 'Trees for Tomorrow'],
    ]);
    expect((await list(otherOwnerAuth)).count).toBe(0);
    expect((await list(auth.c1!)).count).toBe(0);

    const [found] = await t.db
      .select({ companyId: invitationRequests.companyId })
      .from(invitationRequests)
      .where(eq(invitationRequests.id, page.results[0]!.id));
    const [ownerRow] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, ownerEmail));
    await t.db.execute(sql`
      INSERT INTO client_invitations (token, coach_id, company_id, email, first_name, last_name, sent_at)
      VALUES ('request-token', ${ownerRow!.id}, ${found!.companyId}, 'Ines@example.com', 'Ines', 'Visitor', now())`);
    expect((await list()).results[0]!.invited).toBe(true);

    const id = page.results[0]!.id;
    expect((await call('POST', `owners/invitation-requests/${id}/dismiss/`, otherOwnerAuth)).statusCode).toBe(
      404,
    );
    expect((await call('POST', `owners/invitation-requests/${id}/dismiss/`, ownerAuth)).statusCode).toBe(204);
    expect((await list()).count).toBe(0);
    expect((await call('POST', `owners/invitation-requests/${id}/dismiss/`, ownerAuth)).statusCode).toBe(404);
  });
});
