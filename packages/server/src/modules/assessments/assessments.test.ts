import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assessmentBreakDownSchema,
  assessmentSchema,
  attributeSummarySchema,
  bandOf,
  clientAssessmentSchema,
  FREE_ASSESSMENT_ID,
  paginatedSchema,
  takenAssessmentSchema,
} from '@tandem/shared';
import { assessmentGrants, takenAssessments, users } from '../../db/schema';
import { DEMO_PASSWORD, seedDemo } from '../../seed/demo';
import { authHeader, buildClient, buildCoach, buildCompany } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const auth: Record<string, string> = {};
let stranger: { id: number; companyId: number | null };

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, new Date(), t.app.ctx.storage);
  for (const email of ['coach@demo.test', 'mei.lin@demo.test', 'omar.haddad@demo.test', 'owner@demo.test'])
    auth[email] = await authHeader(t.app, email, DEMO_PASSWORD);
  const company = await buildCompany(t.db);
  stranger = await buildCoach(t.db, company.id);
  auth.stranger = await authHeader(t.app, (await userOf(stranger.id)).email);
  const { user } = await buildClient(t.db, stranger);
  auth.strangersClient = await authHeader(t.app, user.email);
}, 120_000);
afterAll(() => t.close());

async function userOf(id: number) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row!;
}

const get = (url: string, who?: string) =>
  t.app.inject({ method: 'GET', url: `/api/${url}`, headers: who ? { authorization: auth[who]! } : {} });

const takenPage = paginatedSchema(takenAssessmentSchema.strict());

describe('the coach’s library', () => {
  it('lists the public assessments with their attributes and questions, read-only', async () => {
    const response = await get('coaches/assessments/?limit=500', 'coach@demo.test');
    expect(response.statusCode).toBe(200);
    const page = paginatedSchema(assessmentSchema.strict()).parse(response.json());
    expect(page.results.map((a) => a.name)).toEqual([
      'Habit Readiness',
      'Well-being Check',
      'Work-Life Balance',
    ]);
    const wellBeing = page.results.find((a) => a.name === 'Well-being Check')!;
    expect(wellBeing.attributes.map((a) => a.name)).toEqual(['Energy', 'Focus', 'Calm', 'Connection']);
    expect(wellBeing.num_of_questions).toBe(16);
    expect(page.results.every((a) => !a.editable && a.public)).toBe(true);
  });

  it('lists the attributes to build from, with their question counts', async () => {
    const page = paginatedSchema(attributeSummarySchema.strict()).parse(
      (await get('coaches/assessment-attributes/?limit=500', 'coach@demo.test')).json(),
    );
    expect(page.count).toBe(10);
    expect(page.results.every((a) => a.num_of_questions === 4)).toBe(true);
  });

  it('is for coaches: a client gets 403, a visitor 401', async () => {
    expect((await get('coaches/assessments/', 'mei.lin@demo.test')).statusCode).toBe(403);
    expect((await get('coaches/assessments/')).statusCode).toBe(401);
  });
});

describe('taken assessments', () => {
  it("lists the coach's clients' and visitors' results newest first, and searches them", async () => {
    const page = takenPage.parse(
      (await get('coaches/taken-assessments/?limit=200', 'coach@demo.test')).json(),
    );
    expect(page.count).toBe(7);
    const times = page.results.map((r) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    // The list's times are written by PostgreSQL (isoTimestamp), one result's by JavaScript: alike.
    for (const result of page.results) {
      const alone = (await get(`coaches/taken-assessments/${result.id}/`, 'coach@demo.test')).json();
      expect(alone.created_at).toBe(result.created_at);
    }
    expect(
      page.results
        .filter((r) => r.lead)
        .map((r) => r.full_name)
        .sort(),
    ).toEqual(['Hana Sato', 'Lucas Moreau']);
    const bySato = takenPage.parse(
      (await get('coaches/taken-assessments/?search=sato', 'coach@demo.test')).json(),
    );
    expect(bySato.results.map((r) => r.email_address)).toEqual(['hana.sato@example.com']);
    const byName = takenPage.parse(
      (await get('coaches/taken-assessments/?search=habit%20readiness', 'coach@demo.test')).json(),
    );
    expect(byName.results.map((r) => r.full_name)).toEqual(['Mei Lin']);
    // The count is the search's, on a page, past the end and with no match.
    const leads = takenPage.parse(
      (await get('coaches/taken-assessments/?search=example.com&limit=1', 'coach@demo.test')).json(),
    );
    expect(leads).toMatchObject({ count: 2 });
    expect(leads.results).toHaveLength(1);
    expect(leads.next).not.toBeNull();
    const pastTheEnd = takenPage.parse(
      (await get('coaches/taken-assessments/?search=example.com&offset=5', 'coach@demo.test')).json(),
    );
    expect(pastTheEnd).toMatchObject({ count: 2, results: [] });
    const none = takenPage.parse(
      (await get('coaches/taken-assessments/?search=nobody-at-all', 'coach@demo.test')).json(),
    );
    expect(none).toMatchObject({ count: 0, results: [] });
  });

  it('breaks a result down by attribute with the band’s report, by the shared scoring rule', async () => {
    const page = takenPage.parse(
      (await get('coaches/taken-assessments/?search=omar', 'coach@demo.test')).json(),
    );
    const id = page.results[0]!.id;
    expect(
      takenAssessmentSchema.parse((await get(`coaches/taken-assessments/${id}/`, 'coach@demo.test')).json())
        .id,
    ).toBe(id);
    const breakDown = assessmentBreakDownSchema.parse(
      (await get(`coaches/taken-assessments/${id}/break_down/`, 'coach@demo.test')).json(),
    );
    expect(breakDown.assessment.name).toBe('Well-being Check');
    expect(breakDown.full_name).toBe('Omar Haddad');
    expect(breakDown.attributes).toHaveLength(4);
    for (const attribute of breakDown.attributes) {
      expect(attribute.answered).toBe(4);
      expect(attribute.band).toBe(bandOf(attribute.score!));
      expect(attribute.report.length).toBeGreaterThan(20);
    }
    const mean = breakDown.attributes.reduce((sum, a) => sum + a.score!, 0) / 4;
    expect(breakDown.overall).toBe(Math.round(mean));
  });

  it('shows another company’s coach nothing, and a visitor’s result to a coach it was shared with', async () => {
    const all = takenPage.parse((await get('coaches/taken-assessments/', 'coach@demo.test')).json());
    const lead = all.results.find((r) => r.full_name === 'Hana Sato')!;
    const client = all.results.find((r) => !r.lead)!;
    expect(takenPage.parse((await get('coaches/taken-assessments/', 'stranger')).json()).count).toBe(0);
    for (const id of [lead.id, client.id]) {
      expect((await get(`coaches/taken-assessments/${id}/`, 'stranger')).statusCode).toBe(404);
      expect((await get(`coaches/taken-assessments/${id}/break_down/`, 'stranger')).statusCode).toBe(404);
    }
    // A colleague in the same company sees no other coach's results either.
    expect((await get(`coaches/taken-assessments/${client.id}/`, 'owner@demo.test')).statusCode).toBe(404);

    await t.db.insert(assessmentGrants).values({ takenAssessmentId: lead.id, coachId: stranger.id });
    const shared = takenPage.parse((await get('coaches/taken-assessments/', 'stranger')).json());
    expect(shared.results.map((r) => r.id)).toEqual([lead.id]);
    expect((await get(`coaches/taken-assessments/${lead.id}/break_down/`, 'stranger')).statusCode).toBe(200);
    expect((await get(`coaches/taken-assessments/${client.id}/`, 'stranger')).statusCode).toBe(404);
  });

  it('leaves out results not completed yet', async () => {
    const [mei] = await t.db.select().from(users).where(eq(users.email, 'mei.lin@demo.test'));
    const [open] = await t.db
      .insert(takenAssessments)
      .values({ assessmentId: FREE_ASSESSMENT_ID, userId: mei!.id, coachId: mei!.id })
      .returning();
    expect((await get(`coaches/taken-assessments/${open!.id}/`, 'coach@demo.test')).statusCode).toBe(404);
    expect((await get(`clients/assessments/${open!.uuid}/`, 'mei.lin@demo.test')).statusCode).toBe(404);
    await t.db.delete(takenAssessments).where(eq(takenAssessments.id, open!.id));
  });
});

describe('a client’s own assessments', () => {
  it('lists theirs newest first and breaks each down by its uuid; another client gets 404', async () => {
    const page = paginatedSchema(clientAssessmentSchema.strict()).parse(
      (await get('clients/assessments/?limit=500', 'mei.lin@demo.test')).json(),
    );
    expect(page.results.map((r) => r.assessment.name)).toEqual(['Habit Readiness', 'Well-being Check']);
    const { uuid } = page.results[0]!;
    expect(
      clientAssessmentSchema.parse((await get(`clients/assessments/${uuid}/`, 'mei.lin@demo.test')).json())
        .uuid,
    ).toBe(uuid);
    const breakDown = assessmentBreakDownSchema.parse(
      (await get(`clients/assessments/${uuid}/break_down/`, 'mei.lin@demo.test')).json(),
    );
    expect(breakDown.attributes.map((a) => a.name)).toEqual(['Motivation', 'Routine', 'Self-belief']);
    expect((await get(`clients/assessments/${uuid}/`, 'omar.haddad@demo.test')).statusCode).toBe(404);
    expect((await get(`clients/assessments/${uuid}/break_down/`, 'strangersClient')).statusCode).toBe(404);
    expect((await get('clients/assessments/not-a-uuid/', 'mei.lin@demo.test')).statusCode).toBe(400);
  });
});
