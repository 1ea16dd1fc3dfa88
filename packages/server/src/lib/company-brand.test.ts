import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING, userSchema } from '@tandem/shared';
import { renderEmail } from '../emails/layout';
import { authHeader, buildClient, buildCoach, buildCompany, buildUser } from '../test/factories';
import { buildSubDomain } from '../test/factories/invitations';
import { createTestApp, type TestApp } from '../test/test-app';
import { loadCompanyBrand, productBrand } from './company-brand';

/* A company's brand, one rule for mail, texts, links and the signed-in app (issue 45). */

let t: TestApp;
let branded: { id: number };
let unnamed: { id: number };
const site = { publicUrl: 'https://tandem.example', defaultSubDomain: 'demo' };

beforeAll(async () => {
  t = await createTestApp();
  branded = await buildCompany(t.db, null, 'Okafor Coaching');
  await buildSubDomain(t.db, branded.id, {
    subDomain: 'okafor',
    headerColor: '#004d40',
    logo: '/media/branding/o.png',
  });
  // A later sub-domain of the same company does not change its brand.
  await buildSubDomain(t.db, branded.id, { subDomain: 'okafor-two', headerColor: '#ffffff' });
  // Signed up, branded, but the owner has not named the sub-domain yet.
  unnamed = await buildCompany(t.db, null, 'Lee Wellness');
  await buildSubDomain(t.db, unnamed.id, { subDomain: '', headerColor: '#6a1b9a' });
});
afterAll(() => t.close());

describe('loadCompanyBrand', () => {
  it("is the company's name, its first sub-domain's colour and logo, and its site", async () => {
    expect(await loadCompanyBrand(t.db, branded.id, site)).toEqual({
      companyName: 'Okafor Coaching',
      headerColor: '#004d40',
      logoUrl: 'https://okafor.tandem.example/media/branding/o.png',
      siteUrl: 'https://okafor.tandem.example',
    });
  });

  it("keeps the colours of a sub-domain not named yet, and the product's address", async () => {
    expect(await loadCompanyBrand(t.db, unnamed.id, site)).toMatchObject({
      companyName: 'Lee Wellness',
      headerColor: '#6a1b9a',
      siteUrl: 'https://tandem.example',
    });
  });

  it("is the product's own for no company, or one that is gone", async () => {
    for (const id of [null, 999_999]) {
      expect(await loadCompanyBrand(t.db, id, site)).toEqual({
        companyName: DEFAULT_BRANDING.name,
        headerColor: DEFAULT_BRANDING.header_color,
        logoUrl: null,
        siteUrl: 'https://tandem.example',
      });
    }
  });
});

describe("GET user/{id}'s company", () => {
  const userOf = async (email: string, id: number) =>
    userSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/user/${id}/`,
          headers: { authorization: await authHeader(t.app, email) },
        })
      ).json(),
    );

  it("carries the brand a client's and a coach's pages wear", async () => {
    const coach = await buildCoach(t.db, branded.id);
    const { user: client } = await buildClient(t.db, coach);
    for (const person of [coach, client]) {
      const { company } = await userOf(person.email, person.id);
      expect(company).toEqual({
        id: branded.id,
        name: 'Okafor Coaching',
        branding: {
          sub_domain: 'okafor',
          logo: '/media/branding/o.png',
          logo_height: 50,
          header_color: '#004d40',
          background_image: null,
          allow_onboarding: false,
        },
      });
    }
  });

  it('names no sub-domain while it is not set, and no company for someone in none', async () => {
    const coach = await buildCoach(t.db, unnamed.id);
    expect((await userOf(coach.email, coach.id)).company?.branding?.sub_domain).toBeNull();
    const staff = await buildUser(t.db, { isStaff: true, companyId: null });
    expect((await userOf(staff.email, staff.id)).company).toBeNull();
  });
});

describe('the mail layout', () => {
  const mail = (brand = productBrand(site)) =>
    renderEmail({
      branding: brand,
      subject: 's',
      heading: 'Hello',
      paragraphs: ['p'],
      action: { label: 'Open', url: 'https://x.test/' },
    });

  it("shows the company's logo, named by the company, in its band", async () => {
    const brand = await loadCompanyBrand(t.db, branded.id, site);
    expect(mail(brand).html).toContain(
      '<img src="https://okafor.tandem.example/media/branding/o.png" alt="Okafor Coaching"',
    );
    expect(mail(brand).text).toContain('— Okafor Coaching');
  });

  it('writes the band and button text black or white, whichever reads on the colour', () => {
    const light = mail({ ...productBrand(site), headerColor: '#ffeb3b' }).html;
    expect(light).toContain('background:#ffeb3b;color:#000000');
    expect(mail().html).toContain(`background:${DEFAULT_BRANDING.header_color};color:#ffffff`);
    expect(mail().html).toContain('>Tandem</td>');
  });
});
