import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subDomainBrandingSchema } from '@tandem/shared';
import { subDomains } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildOwner } from '../../test/factories';

let t: TestApp;
let companyName: string;
beforeAll(async () => {
  t = await createTestApp();
  const { company, owner } = await buildOwner(t.db);
  companyName = company.name;
  await t.db.insert(subDomains).values({
    subDomain: 'acme',
    companyId: company.id,
    ownerId: owner.id,
    headerColor: '#123456',
    logo: 'data:image/png;base64,AAAA',
    logoHeight: 60,
    allowOnboarding: true,
  });
  await t.db.insert(subDomains).values({ subDomain: 'plain', companyId: company.id });
});
afterAll(() => t.close());

describe('GET sub-domains/{name}/', () => {
  it('gives anyone the public branding, whatever the case of the name', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/sub-domains/ACME/' });
    expect(response.statusCode).toBe(200);
    const body = subDomainBrandingSchema.strict().parse(response.json());
    expect(body).toMatchObject({
      sub_domain: 'acme',
      company_name: companyName,
      header_color: '#123456',
      logo_height: 60,
      allow_onboarding: true,
    });
  });

  it('fills the default header colour when none is set', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/sub-domains/plain' })).json();
    expect(body).toMatchObject({
      header_color: '#1f4e79',
      logo: null,
      logo_height: 50,
      allow_onboarding: false,
    });
  });

  it('answers 404 for an unknown sub-domain', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/sub-domains/nowhere/' });
    expect(response.statusCode).toBe(404);
  });
});
