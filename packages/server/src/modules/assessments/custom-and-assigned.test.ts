import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASSESSMENT_MESSAGES,
  assessmentAssignmentSchema,
  assessmentSchema,
  clientAssessmentSchema,
  coachAssessmentSchema,
  DEFAULT_CTA,
  FREE_ASSESSMENT_ID,
  paginatedSchema,
  takenAssessmentSchema,
} from '@tandem/shared';
import { clientCohorts, cohorts, outboxEmails, users } from '../../db/schema';
import { authHeader, buildClient, buildCoach, buildCompany } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * Custom assessments, running assessments and sending them: coach side sections 5 and 7,
 * with the permission rules of assessments.policy.ts.
 */

let t: TestApp;
const auth: Record<string, string> = {};
const ids: Record<string, number> = {};
let libraryAttributes: number[] = [];

async function emailOf(id: number) {
  const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return row!.email;
}

beforeAll(async () => {
  t = await createTestApp();
  const company = await buildCompany(t.db);
  const coach = await buildCoach(t.db, company.id);
  const colleague = await buildCoach(t.db, company.id);
  const stranger = await buildCoach(t.db, (await buildCompany(t.db)).id);
  const ann = await buildClient(t.db, coach);
  const ben = await buildClient(t.db, coach);
  const cara = await buildClient(t.db, coach);
  const gone = await buildClient(t.db, coach, { deactivated: new Date() });
  const strangersClient = await buildClient(t.db, stranger);
  const [cohort] = await t.db
    .insert(cohorts)
    .values({ name: 'Morning group', coachId: coach.id })
    .returning();
  await t.db.insert(clientCohorts).values([
    { cohortId: cohort!.id, clientId: ben.user.id },
    { cohortId: cohort!.id, clientId: cara.user.id },
    { cohortId: cohort!.id, clientId: gone.user.id },
  ]);
  Object.assign(ids, {
    coach: coach.id,
    ann: ann.user.id,
    ben: ben.user.id,
    cara: cara.user.id,
    gone: gone.user.id,
    strangersClient: strangersClient.user.id,
    cohort: cohort!.id,
  });
  for (const [who, id] of Object.entries({
    coach: coach.id,
    colleague: colleague.id,
    stranger: stranger.id,
    ann: ann.user.id,
    ben: ben.user.id,
    strangersClient: strangersClient.user.id,
  }))
    auth[who] = await authHeader(t.app, await emailOf(id));
  const library = (
    await t.app.inject({
      method: 'GET',
      url: '/api/coaches/assessments/',
      headers: { authorization: auth.coach! },
    })
  ).json();
  libraryAttributes = library.results
    .find((a: { id: number }) => a.id === FREE_ASSESSMENT_ID)
    .attributes.map((a: { id: number }) => a.id);
}, 120_000);
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who?: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/${url}`,
    headers: who ? { authorization: auth[who]! } : {},
    ...(payload ? { payload } : {}),
  });

const libraryNames = async (who: string) =>
  paginatedSchema(assessmentSchema.strict())
    .parse((await call('GET', 'coaches/assessments/?limit=500', who)).json())
    .results.map((a) => a.name);

describe('custom assessments', () => {
  it('needs a name, a description and attributes, with the spec texts', async () => {
    const response = await call('POST', 'coaches/assessments/', 'coach', {
      name: '  ',
      description: '',
      attributes: [],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      name: [ASSESSMENT_MESSAGES.nameRequired],
      description: [ASSESSMENT_MESSAGES.descriptionRequired],
      attributes: [ASSESSMENT_MESSAGES.attributesRequired],
    });
  });

  it('refuses an attribute the coach may not use', async () => {
    const response = await call('POST', 'coaches/assessments/', 'coach', {
      name: 'Mine',
      description: 'Mine',
      attributes: [libraryAttributes[0], 999_999],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ attributes: ['Invalid pk "999999" - object does not exist.'] });
  });

  it('builds one from attributes in the order chosen, seen by its coach and, when public, the company', async () => {
    const [energy, focus, calm] = libraryAttributes;
    const created = await call('POST', 'coaches/assessments/', 'coach', {
      name: ' Team Pulse ',
      description: 'Energy and calm at work.',
      attributes: [calm, energy],
      public: false,
    });
    expect(created.statusCode).toBe(201);
    const assessment = assessmentSchema.strict().parse(created.json());
    expect(assessment).toMatchObject({ name: 'Team Pulse', editable: true, num_of_questions: 8 });
    expect(assessment.attributes.map((a) => a.name)).toEqual(['Calm', 'Energy']);
    expect(await libraryNames('coach')).toContain('Team Pulse');
    expect(await libraryNames('colleague')).not.toContain('Team Pulse');

    const shared = await call('POST', 'coaches/assessments/', 'coach', {
      name: 'Shared Focus',
      description: 'For the whole company.',
      attributes: [focus],
      public: true,
    });
    expect(shared.statusCode).toBe(201);
    expect(await libraryNames('colleague')).toContain('Shared Focus');
    expect(await libraryNames('stranger')).not.toContain('Shared Focus');
    // A colleague sees it but may not delete it; the library's own is nobody's to delete.
    expect((await call('DELETE', `coaches/assessments/${shared.json().id}/`, 'colleague')).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `coaches/assessments/${FREE_ASSESSMENT_ID}/`, 'coach')).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `coaches/assessments/${assessment.id}/`, 'stranger')).statusCode).toBe(404);
    ids.custom = assessment.id;
  });
});

describe('running assessments', () => {
  it('start with the default call to action, off, and a link that carries a secret', async () => {
    const response = await call('POST', 'coaches/created-assessments/', 'coach', { assessment: ids.custom });
    expect(response.statusCode).toBe(201);
    const running = coachAssessmentSchema.strict().parse(response.json());
    expect(running).toMatchObject({
      cta_enabled: false,
      cta_link: DEFAULT_CTA.link,
      cta_title: DEFAULT_CTA.title,
      cta_link_text: DEFAULT_CTA.linkText,
      results: 0,
      assessment: { id: ids.custom, name: 'Team Pulse', num_of_questions: 8 },
    });
    expect(running.link).toMatch(new RegExp(`^/assessments/${running.id}/[0-9a-f-]{36}$`));
    ids.running = running.id;
  });

  it('refuses a call to action switched on with the placeholder or no link, even by a partial change', async () => {
    const turnedOn = await call('PATCH', `coaches/created-assessments/${ids.running}/`, 'coach', {
      cta_enabled: true,
    });
    expect(turnedOn.statusCode).toBe(400);
    expect(turnedOn.json()).toEqual({ cta_link: [ASSESSMENT_MESSAGES.ctaNeedsLink] });
    const emptied = await call('POST', 'coaches/created-assessments/', 'coach', {
      assessment: ids.custom,
      cta_enabled: true,
      cta_link: '',
    });
    expect(emptied.json()).toEqual({ cta_link: [ASSESSMENT_MESSAGES.ctaNeedsLink] });
    const real = await call('PATCH', `coaches/created-assessments/${ids.running}/`, 'coach', {
      cta_enabled: true,
      cta_link: 'https://example.org/book',
    });
    expect(real.statusCode).toBe(200);
    expect(real.json()).toMatchObject({ cta_enabled: true, cta_link: 'https://example.org/book' });
  });

  it('keeps a code unique across running assessments, and asks for one when required', async () => {
    expect(
      (
        await call('PATCH', `coaches/created-assessments/${ids.running}/`, 'coach', { promo_required: true })
      ).json(),
    ).toEqual({ promo_code: [ASSESSMENT_MESSAGES.codeRequired] });
    const coded = await call('PATCH', `coaches/created-assessments/${ids.running}/`, 'coach', {
      promo_required: true,
      promo_code: 'SPRING-24',
    });
    expect(coded.json()).toMatchObject({ promo_required: true, promo_code: 'SPRING-24' });
    const clash = await call('POST', 'coaches/created-assessments/', 'colleague', {
      assessment: FREE_ASSESSMENT_ID,
      promo_required: true,
      promo_code: 'spring-24',
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toEqual({ promo_code: [ASSESSMENT_MESSAGES.promoCodeTaken] });
  });

  it("are their coach's alone", async () => {
    const list = (await call('GET', 'coaches/created-assessments/', 'colleague')).json();
    expect(list.results.map((r: { id: number }) => r.id)).not.toContain(ids.running);
    expect(
      (await call('PATCH', `coaches/created-assessments/${ids.running}/`, 'stranger', {})).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `coaches/created-assessments/${ids.running}/`, 'colleague')).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', 'coaches/created-assessments/', 'stranger', { assessment: ids.custom })).json(),
    ).toEqual({ assessment: [`Invalid pk "${ids.custom}" - object does not exist.`] });
    expect((await call('GET', 'coaches/created-assessments/', 'ann')).statusCode).toBe(403);
  });
});

describe('sending an assessment and taking it', () => {
  it("sends to the coach's clients and cohorts' active members, once each", async () => {
    const refused = await call('POST', 'coaches/assessment-assignments/', 'coach', {
      assessment: ids.custom,
      clients: [ids.ann, ids.strangersClient],
      cohorts: [],
    });
    expect(refused.json()).toEqual({
      clients: [`Invalid pk "${ids.strangersClient}" - object does not exist.`],
    });

    const sent = await call('POST', 'coaches/assessment-assignments/', 'coach', {
      assessment: ids.custom,
      clients: [ids.ann, ids.ben],
      cohorts: [ids.cohort],
    });
    expect(sent.statusCode).toBe(201);
    // Ann, Ben and Cara (Ben twice over); the deactivated member is left out.
    expect(sent.json()).toEqual({ assigned: 3, already_open: 0 });
    const again = await call('POST', 'coaches/assessment-assignments/', 'coach', {
      assessment: ids.custom,
      clients: [ids.ann],
    });
    expect(again.json()).toEqual({ assigned: 0, already_open: 1 });

    // Each client given it is told once, with a link to their assessments (issue 45); the
    // deactivated member and a second sending mail nobody.
    const mails = (await t.db.select().from(outboxEmails)).filter(
      (mail) => (mail.meta as { kind?: string }).kind === 'assessment_assigned',
    );
    const to = mails.map((mail) => mail.to[0]).sort();
    expect(to).toEqual((await Promise.all([ids.ann!, ids.ben!, ids.cara!].map(emailOf))).sort());
    expect(mails[0]!.subject).toMatch(/sent you an assessment: Team Pulse$/);
    expect(mails[0]!.text).toContain(`${t.config.publicUrl}/c/assessments`);
  });

  it("shows the client what to take, and a coach's list nothing", async () => {
    const page = paginatedSchema(assessmentAssignmentSchema.strict()).parse(
      (await call('GET', 'clients/assessment-assignments/', 'ann')).json(),
    );
    expect(page.count).toBe(1);
    expect(page.results[0]!.assessment).toMatchObject({ id: ids.custom, name: 'Team Pulse' });
    expect(page.results[0]!.assessment.questions).toHaveLength(8);
    ids.annAssignment = page.results[0]!.id;
    ids.firstQuestion = page.results[0]!.assessment.questions[0]!.id;
    expect((await call('GET', 'clients/assessment-assignments/', 'coach')).json().count).toBe(0);
  });

  it('takes every answer at once, into a result the client and the coach see', async () => {
    const questions = (await call('GET', 'clients/assessment-assignments/', 'ann')).json().results[0]
      .assessment.questions as { id: number }[];
    const partial = await call('POST', 'clients/assessments/', 'ann', {
      assignment: ids.annAssignment,
      answers: questions.slice(1).map((q) => ({ question: q.id, answer: 4 })),
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json()).toEqual({ answers: [ASSESSMENT_MESSAGES.answersIncomplete] });
    // Ben may not answer Ann's.
    const answers = questions.map((q) => ({ question: q.id, answer: 7 }));
    expect(
      (await call('POST', 'clients/assessments/', 'ben', { assignment: ids.annAssignment, answers }))
        .statusCode,
    ).toBe(404);

    const taken = await call('POST', 'clients/assessments/', 'ann', {
      assignment: ids.annAssignment,
      answers,
    });
    expect(taken.statusCode).toBe(201);
    const result = clientAssessmentSchema.strict().parse(taken.json());
    expect((await call('GET', 'clients/assessment-assignments/', 'ann')).json().count).toBe(0);
    expect(
      (await call('POST', 'clients/assessments/', 'ann', { assignment: ids.annAssignment, answers }))
        .statusCode,
    ).toBe(404);

    const breakDown = (await call('GET', `clients/assessments/${result.uuid}/break_down/`, 'ann')).json();
    expect(breakDown.attributes.map((a: { name: string }) => a.name)).toEqual(['Calm', 'Energy']);
    const coachList = paginatedSchema(takenAssessmentSchema)
      .parse((await call('GET', 'coaches/taken-assessments/', 'coach')).json())
      .results.filter((r) => r.assessment === 'Team Pulse');
    expect(coachList).toHaveLength(1);
    expect(coachList[0]!.lead).toBe(false);
    expect(
      (await call('GET', `coaches/taken-assessments/${coachList[0]!.id}/`, 'colleague')).statusCode,
    ).toBe(404);
    // A result sent by the coach never answers on the public lead pages.
    expect((await call('GET', `lead-assessments/${result.uuid}/`)).statusCode).toBe(404);
  });

  it('withdraws open requests and stops links when the assessment is deleted; results stay', async () => {
    const link = (await call('GET', 'coaches/created-assessments/', 'coach')).json().results[0]
      .link as string;
    const [, , runningId, secret] = link.split('/');
    expect((await call('GET', `coach-assessments/${runningId}/${secret}/`)).statusCode).toBe(200);
    expect((await call('DELETE', `coaches/assessments/${ids.custom}/`, 'coach')).statusCode).toBe(204);
    expect((await call('GET', 'clients/assessment-assignments/', 'ben')).json().count).toBe(0);
    const gone = await call('GET', `coach-assessments/${runningId}/${secret}/`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ detail: ASSESSMENT_MESSAGES.loadFailed });
    expect((await call('GET', 'clients/assessments/', 'ann')).json().count).toBe(1);
    expect(await libraryNames('coach')).not.toContain('Team Pulse');
  });
});
