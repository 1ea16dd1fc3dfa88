import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  impersonationEventSchema,
  MAX_BRANDING_IMAGE_BYTES,
  MESSAGES,
  OWNER_MESSAGES,
  ownerCompanySchema,
  ownerSubDomainSchema,
  SUB_DOMAIN_MESSAGES,
} from '@tandem/shared';
import { coachProfiles, companies, subDomains } from '../../db/schema';
import { keyOfMediaUrl } from '../../lib/storage';
import { apiCaller } from '../../test/api';
import { authHeader, buildClient, buildCoach, buildOwner, buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { GIF, multipartFile, PNG } from '../../test/uploads';

let t: TestApp;
const auth: Record<string, string> = {};
const call = apiCaller(() => t, auth);
let company: { id: number };
let owner: { id: number; email: string };
let coach: { id: number; email: string; companyId: number | null };
let client: { id: number; email: string };
let outsider: { id: number; email: string };
let admin: { id: number; email: string };
let otherCompanyId: number;

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

let made = 0;
/** A sub-domain of the owner's company; names are unique (a blank one too, so at most one). */
async function newSubDomain(values: Partial<typeof subDomains.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(subDomains)
    .values({ subDomain: `site-${++made}x`, companyId: company.id, ownerId: owner.id, ...values })
    .returning();
  return row!;
}

/** Whether the file behind a /media/ URL is in storage. */
async function stored(url: string | null) {
  const key = keyOfMediaUrl(url);
  return key !== null && (await t.app.ctx.storage.open(key)) !== null;
}

beforeAll(async () => {
  t = await createTestApp();
  const built = await buildOwner(t.db, { firstName: 'Olivia', lastName: 'Owner' });
  company = built.company;
  owner = built.owner;
  coach = await buildCoach(t.db, company.id, { firstName: 'Cora' });
  client = (await buildClient(t.db, coach, {}, { email: 'pat.client@example.test' })).user;
  const other = await buildOwner(t.db);
  otherCompanyId = other.company.id;
  outsider = (await buildClient(t.db, other.owner, {}, { email: 'pat.outsider@example.test' })).user;
  admin = await buildUser(t.db, { isStaff: true });
  await t.db.insert(subDomains).values({ subDomain: 'brightpath', companyId: company.id, ownerId: owner.id });
  await t.db.insert(subDomains).values({ subDomain: 'Elsewhere', companyId: otherCompanyId });
  for (const [role, user] of Object.entries({ owner, coach, client, admin, other: other.owner }))
    auth[role] = await authHeader(t.app, user.email);
});
afterAll(() => t.close());

describe('owners/company/', () => {
  it('gives the owner their company: no payment account yet, a connect link, the first sub-domain', async () => {
    const response = await call('GET', 'owners/company/', 'owner');
    expect(response.statusCode).toBe(200);
    const body = ownerCompanySchema.strict().parse(response.json());
    expect(body).toMatchObject({
      id: company.id,
      payment_account_connected: false,
      // The offline test provider takes (pretend) payments for any company.
      allow_paid_subscriptions: true,
      sub_domain: 'brightpath',
      coaching_associate: false,
      owner: { id: owner.id, first_name: 'Olivia', last_name: 'Owner' },
    });
    // The offline test provider: straight to the completion page with a code it accepts.
    expect(body.connect_url).toMatch(
      /^\/complete-link-with-stripe\?scope=read_write&code=ac_test_\w+&state=\d+\.[0-9a-f]{64}$/,
    );
  });

  it.each([
    ['coach', 403],
    ['client', 403],
    ['admin', 403],
    [null, 401],
  ])('refuses %s', async (role, status) => {
    expect((await call('GET', 'owners/company/', role)).statusCode).toBe(status);
  });

  it("ticks the owner's coaching-associate box (listed in the visitors' coach search)", async () => {
    const response = await call('PATCH', 'owners/company/', 'owner', { coaching_associate: true });
    expect(response.json().coaching_associate).toBe(true);
    const [profile] = await t.db.select().from(coachProfiles).where(eq(coachProfiles.userId, owner.id));
    expect(profile!.searchable).toBe(true);
    expect((await call('PATCH', 'owners/company/', 'coach', { coaching_associate: true })).statusCode).toBe(
      403,
    );
  });
});

describe('owners/company/connect_with_stripe/', () => {
  /** The state of the caller's own connect link, as the provider hands it back. */
  const stateOf = async (who: string) =>
    new URL((await call('GET', 'owners/company/', who)).json().connect_url, 'http://x').searchParams.get(
      'state',
    )!;

  it('stores the connected account and answers the sub-domain to return to', async () => {
    const response = await call('POST', 'owners/company/connect_with_stripe/', 'owner', {
      scope: 'read_write',
      authorizationCode: 'ac_test_123',
      state: await stateOf('owner'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sub_domain: 'brightpath' });
    const [row] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row!.paymentAccountId).toMatch(/^acct_/);
    expect((await call('GET', 'owners/company/', 'owner')).json().payment_account_connected).toBe(true);
  });

  it("answers a refused code with the provider's error and description, changing nothing", async () => {
    const [before] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    const response = await call('POST', 'owners/company/connect_with_stripe/', 'owner', {
      scope: 'read_write',
      authorizationCode: 'invalid',
      state: await stateOf('owner'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Authorization code does not exist', code: 'invalid_grant' });
    const [after] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(after!.paymentAccountId).toBe(before!.paymentAccountId);
  });

  it("refuses a code without the owner's own state (a forged or someone else's link), changing nothing", async () => {
    const [before] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    const attempt = (state?: string) =>
      call('POST', 'owners/company/connect_with_stripe/', 'owner', {
        scope: 'read_write',
        authorizationCode: 'ac_test_forged',
        ...(state === undefined ? {} : { state }),
      });
    const valid = await stateOf('owner');
    const [expires, signature] = valid.split('.');
    for (const state of [
      undefined,
      '',
      `${expires}.${'0'.repeat(64)}`,
      `${Number(expires) + 1}.${signature}`,
    ]) {
      const response = await attempt(state);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: OWNER_MESSAGES.connectStateInvalid });
    }
    const [after] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(after!.paymentAccountId).toBe(before!.paymentAccountId);
  });

  it('is for owners only, and needs a code', async () => {
    const payload = { scope: 'read_write', authorizationCode: 'ac_test_1' };
    expect((await call('POST', 'owners/company/connect_with_stripe/', 'coach', payload)).statusCode).toBe(
      403,
    );
    const blank = await call('POST', 'owners/company/connect_with_stripe/', 'owner', {
      authorizationCode: '',
    });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json())).toEqual(['authorizationCode']);
  });
});

describe('owners/coaches/', () => {
  it("lists the company's coaches by name with their active clients, and no one else's", async () => {
    const body = (await call('GET', 'owners/coaches/', 'owner')).json();
    expect(body.count).toBe(2);
    expect(body.results).toEqual([
      expect.objectContaining({ id: coach.id, first_name: 'Cora', is_owner: false, client_count: 1 }),
      expect.objectContaining({ id: owner.id, first_name: 'Olivia', is_owner: true, client_count: 0 }),
    ]);
    expect((await call('GET', 'owners/coaches/', 'coach')).statusCode).toBe(403);
  });
});

describe('owners/sub-domains/', () => {
  it("lists the company's sub-domains with whether the caller may change each", async () => {
    const shared = await newSubDomain({ subDomain: 'shared-site', ownerId: null });
    const theirs = await newSubDomain({ subDomain: 'coach-site', ownerId: coach.id });
    const body = (await call('GET', 'owners/sub-domains/', 'owner')).json();
    const rows = body.map((row: unknown) => ownerSubDomainSchema.strict().parse(row));
    const byName = new Map(rows.map((row: { sub_domain: string }) => [row.sub_domain, row]));
    expect(byName.get('brightpath')).toMatchObject({ abilities: { update: true } });
    expect(byName.get('shared-site')).toMatchObject({ id: shared.id, abilities: { update: true } });
    expect(byName.get('coach-site')).toMatchObject({ id: theirs.id, abilities: { update: false } });
    expect(byName.has('elsewhere')).toBe(false);
  });

  it('sets a blank name once (lower-cased), then keeps it read-only', async () => {
    const row = await newSubDomain({ subDomain: '' });
    const first = await call('PATCH', `owners/sub-domains/${row.id}/`, 'owner', { sub_domain: 'New-Site' });
    expect(first.statusCode).toBe(200);
    expect(first.json().sub_domain).toBe('new-site');
    const again = await call('PATCH', `owners/sub-domains/${row.id}/`, 'owner', { sub_domain: 'NEW-SITE' });
    expect(again.statusCode).toBe(200);
    const changed = await call('PATCH', `owners/sub-domains/${row.id}/`, 'owner', { sub_domain: 'other' });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toEqual({ sub_domain: [SUB_DOMAIN_MESSAGES.readOnly] });
  });

  it('refuses a name in use, whatever its case, and names the shared rule refuses', async () => {
    const row = await newSubDomain({ subDomain: '' });
    const taken = await call('PATCH', `owners/sub-domains/${row.id}/`, 'owner', { sub_domain: 'ELSEWHERE' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ sub_domain: ['This sub domain is already in use'] });
    for (const bad of ['has_underscore', 'with0zero', '-start'])
      expect(
        (await call('PATCH', `owners/sub-domains/${row.id}/`, 'owner', { sub_domain: bad })).json(),
      ).toEqual({
        sub_domain: [SUB_DOMAIN_MESSAGES.invalid],
      });
  });

  it('changes the colour and the logo height', async () => {
    const row = await newSubDomain();
    const response = await call('PATCH', `owners/sub-domains/${row.id}/`, 'owner', {
      header_color: '#FFEB3B',
      logo_height: 80,
      show_on_search: true,
    });
    expect(response.json()).toMatchObject({ header_color: '#ffeb3b', logo_height: 80, show_on_search: true });
    const bad = await call('PATCH', `owners/sub-domains/${row.id}/`, 'owner', { header_color: 'yellow' });
    expect(bad.json()).toEqual({ header_color: [OWNER_MESSAGES.invalidColor] });
  });

  it('stores a data-URL logo as a file served from /media/, and removes the file it replaces', async () => {
    const row = await newSubDomain();
    const url = `owners/sub-domains/${row.id}/`;
    const first = (await call('PATCH', url, 'owner', { logo: dataUrl(PNG) })).json();
    expect(first.logo).toMatch(/^\/media\/branding\/[\w-]+\.png$/);
    const served = await t.app.inject({ method: 'GET', url: first.logo });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // The saved URL sent back unchanged keeps the file.
    expect((await call('PATCH', url, 'owner', { logo: first.logo })).json().logo).toBe(first.logo);
    // Told by its bytes: a GIF declared as PNG is stored as a GIF.
    const second = (await call('PATCH', url, 'owner', { logo: dataUrl(GIF, 'image/png') })).json();
    expect(second.logo).toMatch(/\.gif$/);
    expect(await stored(first.logo)).toBe(false);
    const removed = (await call('PATCH', url, 'owner', { logo: null })).json();
    expect(removed.logo).toBeNull();
    expect(await stored(second.logo)).toBe(false);
  });

  it('takes a background image as a multipart file too', async () => {
    const row = await newSubDomain();
    const form = multipartFile(PNG, { field: 'background_image' });
    const sent = await t.app.inject({
      method: 'PATCH',
      url: `/api/owners/sub-domains/${row.id}/`,
      payload: form.payload,
      headers: { ...form.headers, authorization: auth.owner! },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().background_image).toMatch(/^\/media\/branding\/[\w-]+\.png$/);
    expect(await stored(sent.json().background_image)).toBe(true);
  });

  it('refuses what is not an image, an image over 300 KB, and a URL that is not the saved one', async () => {
    const row = await newSubDomain();
    const url = `owners/sub-domains/${row.id}/`;
    const text = await call('PATCH', url, 'owner', { logo: dataUrl(Buffer.from('<svg/>'), 'image/svg+xml') });
    expect(text.json()).toEqual({ logo: [OWNER_MESSAGES.invalidImage] });
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_BRANDING_IMAGE_BYTES)]);
    const large = await call('PATCH', url, 'owner', { background_image: dataUrl(big) });
    expect(large.statusCode).toBe(400);
    expect(large.json()).toEqual({ background_image: [OWNER_MESSAGES.imageTooLarge] });
    const elsewhere = await call('PATCH', url, 'owner', { logo: 'https://example.com/logo.png' });
    expect(elsewhere.json()).toEqual({ logo: [OWNER_MESSAGES.invalidImage] });
    const [after] = await t.db.select().from(subDomains).where(eq(subDomains.id, row.id));
    expect(after).toMatchObject({ logo: null, backgroundImage: null });
  });

  it("answers 404 for another company's sub-domain and 403 for one another user owns", async () => {
    const [elsewhere] = await t.db.select().from(subDomains).where(eq(subDomains.companyId, otherCompanyId));
    const theirs = await newSubDomain({ ownerId: coach.id });
    const patch = { logo: dataUrl(PNG) };
    expect((await call('PATCH', `owners/sub-domains/${elsewhere!.id}/`, 'owner', patch)).statusCode).toBe(
      404,
    );
    const refused = await call('PATCH', `owners/sub-domains/${theirs.id}/`, 'owner', patch);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(MESSAGES.noPermission);
    expect((await call('PATCH', `owners/sub-domains/${theirs.id}/`, 'coach', patch)).statusCode).toBe(403);
    expect((await call('PATCH', `owners/sub-domains/${theirs.id}/`, 'admin', patch)).statusCode).toBe(403);
  });
});

describe('owners/users/ (the impersonation picker)', () => {
  const emails = async (role: string, query = '') =>
    (await call('GET', `owners/users/?all=true${query}`, role))
      .json()
      .results.map((u: { email: string }) => u.email);

  it('gives staff every non-staff user, searchable by e-mail', async () => {
    const all = await emails('admin');
    expect(all).toEqual(expect.arrayContaining([owner.email, coach.email, client.email, outsider.email]));
    expect(all).not.toContain(admin.email);
    expect(await emails('admin', '&search=PAT.')).toEqual([client.email, outsider.email]);
  });

  it("gives an owner their company's users but themself, and anyone else nobody", async () => {
    const mine = await emails('owner');
    expect(mine).toEqual(expect.arrayContaining([coach.email, client.email]));
    expect(mine).not.toContain(owner.email);
    expect(mine).not.toContain(outsider.email);
    expect(await emails('coach')).toEqual([]);
    expect(await emails('client')).toEqual([]);
  });
});

describe('owners/impersonation-events/', () => {
  it("shows an owner their company's starts and stops, staff all of them, others none", async () => {
    const started = await call('POST', 'user/impersonate/', 'owner', { email: client.email });
    const { token } = started.json();
    await t.app.inject({ method: 'POST', url: '/api/logout/', headers: { authorization: `Token ${token}` } });
    await call('POST', 'user/impersonate/', 'admin', { email: outsider.email });

    const mine = (await call('GET', 'owners/impersonation-events/', 'owner')).json();
    expect(mine.results.map((event: unknown) => impersonationEventSchema.strict().parse(event))).toEqual([
      expect.objectContaining({
        action: 'impersonation_stopped',
        actor: expect.objectContaining({ id: owner.id }),
        subject: expect.objectContaining({ id: client.id, email: client.email }),
      }),
      expect.objectContaining({
        action: 'impersonation_started',
        subject: expect.objectContaining({ id: client.id }),
      }),
    ]);
    const theirs = (await call('GET', 'owners/impersonation-events/', 'other')).json();
    expect(theirs.results).toEqual([
      expect.objectContaining({
        action: 'impersonation_started',
        actor: expect.objectContaining({ id: admin.id }),
      }),
    ]);
    expect((await call('GET', 'owners/impersonation-events/', 'admin')).json().count).toBe(3);
    expect((await call('GET', 'owners/impersonation-events/', 'coach')).json().count).toBe(0);
  });
});
