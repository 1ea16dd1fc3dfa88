import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAMPAIGN_MESSAGES,
  campaignSchema,
  MAX_CAMPAIGN_IMAGE_BYTES,
  MESSAGES,
  ownerCampaignSchema,
  RAFFLE_CAMPAIGN_ID,
} from '@tandem/shared';
import { campaigns, invitationRequests, outboxEmails, subDomains, users } from '../../db/schema';
import { INVALID_IMAGE, NO_IMAGE } from '../../lib/uploads';
import { authHeader, buildClient, buildCoach, buildOwner, buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { GIF, multipartFile, PNG } from '../../test/uploads';
import { INVITATION_REQUESTS_PER_IP } from './campaigns.service';

/* The public campaign page, invitation requests and the owner's campaign editor (issue 19). */

let t: TestApp;
let dataDir: string;
const auth: Record<string, string> = {};
const ids: Record<string, number> = {};
let ownerEmail = '';
let ownerAuth = '';
let otherOwnerAuth = '';
let companyId = 0;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'tandem-campaigns-'));
  t = await createTestApp({ dataDir });
  const { owner, company } = await buildOwner(t.db, { firstName: 'Olga' });
  ownerEmail = owner.email;
  companyId = company.id;
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
  const coach = await buildCoach(t.db, company.id);
  auth.coach = await authHeader(t.app, coach.email);
  const admin = await buildUser(t.db, { isStaff: true });
  auth.admin = await authHeader(t.app, admin.email);
  auth.owner = ownerAuth;
  auth.otherOwner = otherOwnerAuth;
}, 120_000);
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

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

describe("the owner's campaign editor", () => {
  type Who = 'owner' | 'otherOwner' | 'coach' | 'c1' | 'admin' | null;
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who: Who, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/${url}`,
      payload,
      headers: who ? { authorization: auth[who]! } : {},
    });
  const upload = (id: number, who: Who, body: ReturnType<typeof multipartFile>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/owners/campaigns/${id}/image/`,
      headers: { ...body.headers, ...(who ? { authorization: auth[who]! } : {}) },
      payload: body.payload,
    });
  const row = async (id: number) => (await t.db.select().from(campaigns).where(eq(campaigns.id, id)))[0]!;
  const uploads = (...parts: string[]) => path.join(dataDir, 'uploads', ...parts);
  const campaignFiles = async () =>
    existsSync(uploads('campaign-images')) ? (await readdir(uploads('campaign-images'))).sort() : [];
  const fileOf = (url: string) => uploads(url.replace(/^\/media\//, ''));

  const reading = {
    name: 'Reading Corners for All!',
    short_description: 'Every 50 points stocks a school reading corner with a book.',
    max_points: 20_000,
  };
  const create = async (body: object = reading, who: Who = 'owner') => {
    const response = await call('POST', 'owners/campaigns/', who, body);
    expect(response.statusCode).toBe(201);
    return ownerCampaignSchema.strict().parse(response.json());
  };

  it("creates a campaign of the owner's company, the slug made from the name, public at once", async () => {
    const created = await create();
    expect(created).toMatchObject({
      ...reading,
      slug: 'reading-corners-for-all',
      image: null,
      secondary_image: null,
      long_description: '',
      url: '',
      provider_name: '',
      provider_description: '',
      total: 0,
    });
    expect((await row(created.id)).companyId).toBe(companyId);
    const page = await call('GET', `change-campaigns/${created.id}/`, null);
    expect(page.json()).toMatchObject({ name: reading.name, total: 0, max_points: 20_000 });

    const full = await create({
      ...reading,
      name: 'Clean Water',
      slug: 'Water_2026',
      long_description: '  The long story.  ',
      url: 'https://water.example.org/about',
      provider_name: 'Water Friends',
      provider_description: 'A small charity.',
    });
    expect(full).toMatchObject({
      slug: 'water_2026',
      long_description: 'The long story.',
      url: 'https://water.example.org/about',
      provider_name: 'Water Friends',
    });
  });

  it("lists only the company's own campaigns, newest first, paged, with their totals", async () => {
    const first = await create({ ...reading, name: 'Listed first' });
    const second = await create({ ...reading, name: 'Listed second' });
    await t.db.execute(sql`
      INSERT INTO raffle_entries (user_id, campaign_id, entry_type, entry_id, week_of, gifts, gift, rolled_points, bonuses, num_of_points)
      VALUES (${ids.c1}, ${first.id}, 'reflection', 77, '2026-11-23', '{40,1,1}', 0, 40, '[]', 44)`);
    const page = (await call('GET', 'owners/campaigns/?limit=1', 'owner')).json();
    expect(page.results.map((c: { id: number }) => c.id)).toEqual([second.id]);
    expect(page.next).toContain('offset=1');
    const all = (await call('GET', 'owners/campaigns/?limit=100', 'owner')).json();
    expect(all.count).toBe(page.count);
    const companyCount = (await t.db.select().from(campaigns).where(eq(campaigns.companyId, companyId)))
      .length;
    expect(all.count).toBe(companyCount);
    expect(all.results.find((c: { id: number }) => c.id === first.id).total).toBe(44);
    // Tandem's own (1 and 3) are nobody's to list, and another owner sees none of these.
    expect(all.results.map((c: { id: number }) => c.id)).not.toContain(RAFFLE_CAMPAIGN_ID);
    expect((await call('GET', 'owners/campaigns/', 'otherOwner')).json()).toMatchObject({
      count: 0,
      results: [],
    });
    expect((await call('GET', `owners/campaigns/${first.id}/`, 'owner')).json()).toMatchObject({
      id: first.id,
      total: 44,
    });
  });

  it('edits its fields; a blank slug is made again from the name, a rename alone keeps it', async () => {
    const created = await create({ ...reading, name: 'Old name' });
    const renamed = await call('PATCH', `owners/campaigns/${created.id}/`, 'owner', {
      name: 'New name',
      max_points: 30_000,
      url: 'https://charity.example.org',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'New name',
      slug: 'old-name',
      max_points: 30_000,
      url: 'https://charity.example.org',
      short_description: reading.short_description,
    });
    const reslugged = await call('PATCH', `owners/campaigns/${created.id}/`, 'owner', { slug: '' });
    expect(reslugged.json().slug).toBe('new-name');
    expect((await call('PATCH', `owners/campaigns/${created.id}/`, 'owner', {})).json().name).toBe(
      'New name',
    );
    expect(await row(created.id)).toMatchObject({ name: 'New name', slug: 'new-name', maxPoints: 30_000 });
  });

  it('answers each wrong field with its message, and keeps nothing', async () => {
    const before = (await t.db.select().from(campaigns)).length;
    const bad = await call('POST', 'owners/campaigns/', 'owner', {
      name: '  ',
      slug: 'not a slug',
      url: 'javascript:alert(1)',
      max_points: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      name: ['This field may not be blank.'],
      slug: [CAMPAIGN_MESSAGES.slug],
      short_description: ['This field may not be blank.'],
      url: [CAMPAIGN_MESSAGES.url],
      max_points: [CAMPAIGN_MESSAGES.maxPointsMin],
    });
    const noGoal = await call('POST', 'owners/campaigns/', 'owner', { ...reading, max_points: undefined });
    expect(noGoal.json()).toEqual({ max_points: [MESSAGES.required] });
    const fraction = await call('POST', 'owners/campaigns/', 'owner', { ...reading, max_points: 1.5 });
    expect(fraction.json()).toEqual({ max_points: [CAMPAIGN_MESSAGES.maxPointsInteger] });
    const huge = await call('POST', 'owners/campaigns/', 'owner', { ...reading, max_points: 2 ** 31 });
    expect(huge.json()).toEqual({ max_points: [CAMPAIGN_MESSAGES.maxPointsMax] });
    expect((await t.db.select().from(campaigns)).length).toBe(before);

    const created = await create();
    const patch = await call('PATCH', `owners/campaigns/${created.id}/`, 'owner', {
      name: '',
      max_points: -5,
      image: '/media/x.png',
    });
    expect(patch.statusCode).toBe(400);
    expect(Object.keys(patch.json()).sort()).toEqual(['image', 'max_points', 'name']);
    expect((await row(created.id)).name).toBe(reading.name);
  });

  it('refuses a coach, a client and staff (403) and a visitor (401), changing nothing', async () => {
    const created = await create();
    const before = (await t.db.select().from(campaigns)).length;
    for (const who of ['coach', 'c1', 'admin', null] as const) {
      const status = who ? 403 : 401;
      const attempts = [
        await call('GET', 'owners/campaigns/', who),
        await call('GET', `owners/campaigns/${created.id}/`, who),
        await call('POST', 'owners/campaigns/', who, reading),
        await call('PATCH', `owners/campaigns/${created.id}/`, who, { name: 'Taken over' }),
        await upload(created.id, who, multipartFile(PNG, { field: 'image' })),
      ];
      expect(attempts.map((response) => [who, response.statusCode])).toEqual(
        attempts.map(() => [who, status]),
      );
    }
    expect((await t.db.select().from(campaigns)).length).toBe(before);
    expect(await row(created.id)).toMatchObject({ name: reading.name, image: null });
  });

  it("answers 404 to another company's owner, and to any owner for Tandem's own campaigns", async () => {
    const created = await create();
    const files = await campaignFiles();
    for (const [who, id] of [
      ['otherOwner', created.id],
      ['owner', RAFFLE_CAMPAIGN_ID],
      ['owner', 1],
      ['owner', 987_654],
    ] as const) {
      expect((await call('GET', `owners/campaigns/${id}/`, who)).statusCode).toBe(404);
      expect((await call('PATCH', `owners/campaigns/${id}/`, who, { name: 'Mine now' })).statusCode).toBe(
        404,
      );
      expect((await upload(id, who, multipartFile(PNG, { field: 'image' }))).statusCode).toBe(404);
    }
    expect((await row(created.id)).name).toBe(reading.name);
    expect(await row(RAFFLE_CAMPAIGN_ID)).toMatchObject({ name: 'Trees for Tomorrow', image: null });
    expect(await campaignFiles()).toEqual(files);
  });

  it('stores an uploaded image as a file, serves it, and removes the one it replaces', async () => {
    const created = await create();
    const first = await upload(created.id, 'owner', multipartFile(PNG, { field: 'image' }));
    expect(first.statusCode).toBe(200);
    const withImage = ownerCampaignSchema.strict().parse(first.json());
    expect(withImage.image).toMatch(/^\/media\/campaign-images\/[A-Za-z0-9_-]{22}\.png$/);
    // A file on disk, its URL in the row: never the picture itself.
    expect((await row(created.id)).image).toBe(withImage.image);
    const served = await t.app.inject({ method: 'GET', url: withImage.image! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // The public page shows it.
    expect((await call('GET', `change-campaigns/${created.id}/`, null)).json().image).toBe(withImage.image);

    const replaced = await upload(
      created.id,
      'owner',
      multipartFile(GIF, { field: 'image', filename: 'a.png' }),
    );
    expect(replaced.json().image).toMatch(/\.gif$/);
    expect(existsSync(fileOf(withImage.image!))).toBe(false);
    expect(existsSync(fileOf(replaced.json().image))).toBe(true);

    const secondary = await upload(created.id, 'owner', multipartFile(PNG, { field: 'secondary_image' }));
    expect(secondary.json()).toMatchObject({ image: replaced.json().image });
    expect(secondary.json().secondary_image).toMatch(/^\/media\/campaign-images\/.+\.png$/);
    const removed = await call('PATCH', `owners/campaigns/${created.id}/`, 'owner', {
      secondary_image: null,
    });
    expect(removed.json()).toMatchObject({ image: replaced.json().image, secondary_image: null });
    expect(existsSync(fileOf(secondary.json().secondary_image))).toBe(false);
  });

  it('refuses a file that is not an image, one too large and a form without one, keeping nothing', async () => {
    const created = await create();
    const files = await campaignFiles();
    const text = await upload(
      created.id,
      'owner',
      multipartFile(Buffer.from('<svg onload="alert(1)"></svg>'), { field: 'image', type: 'image/svg+xml' }),
    );
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ image: [INVALID_IMAGE] });
    const tooBig = Buffer.concat([PNG, Buffer.alloc(MAX_CAMPAIGN_IMAGE_BYTES + 1 - PNG.length)]);
    const large = await upload(created.id, 'owner', multipartFile(tooBig, { field: 'secondary_image' }));
    expect(large.statusCode).toBe(400);
    expect(large.json()).toEqual({ secondary_image: [CAMPAIGN_MESSAGES.imageTooLarge] });
    const wrongField = await upload(created.id, 'owner', multipartFile(PNG, { field: 'logo' }));
    expect(wrongField.json()).toEqual({ image: [NO_IMAGE] });
    const json = await call('POST', `owners/campaigns/${created.id}/image/`, 'owner', {});
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ image: [NO_IMAGE] });
    expect(await campaignFiles()).toEqual(files);
    expect(await row(created.id)).toMatchObject({ image: null, secondaryImage: null });
  });
});
