import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEFAULT_BRANDING, MESSAGES } from '@tandem/shared';
import { outboxEmails, subDomains, supportReports } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authHeader, buildCompany, buildUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ supportEmail: 'help@tandem.test' });
  await buildUser(t.db, { isStaff: true, email: 'staff@tandem.test' });
});
afterAll(() => t.close());

const report = (payload: object, authorization?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/support/',
    payload,
    headers: authorization ? { authorization } : {},
  });

describe('POST support/', () => {
  it('asks a visitor for a name and an e-mail', async () => {
    const response = await report({ message: 'The page is blank', version: '1.0.215', url: 'http://x/' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ name: [MESSAGES.required], email: [MESSAGES.required] });
  });

  it('rejects an empty message and a malformed e-mail', async () => {
    const response = await report({ message: '  ', name: 'Vi', email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual(['email', 'message']);
  });

  it("stores a visitor's report and mails it to staff and the support address", async () => {
    const response = await report({
      message: 'Cannot log in',
      version: '1.0.215',
      name: 'Vi Sitor',
      email: 'Vi@Example.test',
      url: 'http://demo.localhost/',
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    const [stored] = await t.db.select().from(supportReports).where(eq(supportReports.id, id));
    expect(stored).toMatchObject({
      userId: null,
      name: 'Vi Sitor',
      email: 'vi@example.test',
      message: 'Cannot log in',
      url: 'http://demo.localhost/',
    });
    const mails = await t.db.select().from(outboxEmails);
    const mail = mails.find((m) => (m.meta as { reportId?: number }).reportId === id);
    expect(mail?.to.sort()).toEqual(['help@tandem.test', 'staff@tandem.test']);
    expect(mail?.text).toContain('Cannot log in');
    expect(mail?.text).toContain('vi@example.test');
    // A visitor has no company: the mail wears Tandem's own branding.
    expect(mail?.html).toContain(`background:${DEFAULT_BRANDING.header_color}`);
    expect(mail?.html).toContain('>Tandem</td>');
    expect(mail?.html).toContain('Cannot log in');
    expect(mail?.html).toContain('vi@example.test');
    expect(mail?.text).toMatch(/— Tandem$/);
  });

  it("brands the mail with the reporter's company and escapes the report in the HTML part", async () => {
    const company = await buildCompany(t.db, null, 'Acme & Co');
    await t.db
      .insert(subDomains)
      .values({ subDomain: 'acme', companyId: company.id, headerColor: '#aa3300' });
    const user = await buildUser(t.db, { companyId: company.id, firstName: 'Robin', lastName: 'Lee' });
    const response = await report(
      { message: 'The <b>Save</b> button & the form', version: '1.0.215', url: 'http://acme.x/' },
      await authHeader(t.app, user.email),
    );
    expect(response.statusCode).toBe(201);
    const mails = await t.db.select().from(outboxEmails);
    const mail = mails.find((m) => (m.meta as { reportId?: number }).reportId === response.json().id)!;
    expect(mail.subject).toBe('Tandem support: problem reported by Robin Lee');
    expect(mail.html).toContain('background:#aa3300');
    expect(mail.html).toContain('>Acme &amp; Co</td>');
    expect(mail.html).toContain('The &lt;b&gt;Save&lt;/b&gt; button &amp; the form');
    expect(mail.html).not.toContain('<b>Save</b>');
    expect(mail.html).toContain(`(user #${user.id})`);
    expect(mail.text).toContain('The <b>Save</b> button & the form');
    expect(mail.text).toContain('Page: http://acme.x/');
    expect(mail.text).toMatch(/— Acme & Co$/);
  });

  it("fills a logged-in user's name and e-mail from the account", async () => {
    const user = await buildUser(t.db, { firstName: 'Casey', lastName: 'Morgan' });
    const response = await report(
      { message: 'Chart looks odd', version: '1.0.215', url: 'http://x/progress' },
      await authHeader(t.app, user.email),
    );
    expect(response.statusCode).toBe(201);
    const [stored] = await t.db
      .select()
      .from(supportReports)
      .where(eq(supportReports.id, response.json().id));
    expect(stored).toMatchObject({ userId: user.id, name: 'Casey Morgan', email: user.email });
  });

  it('keeps the mail in the outbox when no SMTP server is configured', async () => {
    await report({ message: 'Outbox please', name: 'A', email: 'a@example.test' });
    await t.app.ctx.mailer.deliver();
    const mails = await t.db.select().from(outboxEmails);
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.every((m) => m.status === 'kept')).toBe(true);
  });
});
