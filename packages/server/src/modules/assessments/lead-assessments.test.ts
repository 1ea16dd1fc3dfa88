import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASSESSMENT_MESSAGES,
  assessmentBreakDownSchema,
  FREE_ASSESSMENT_ID,
  FREE_PLAN_MONTHLY_ASSESSMENTS,
  leadAssessmentSchema,
  publicCoachAssessmentSchema,
  takeableAssessmentSchema,
} from '@tandem/shared';
import { coachProfiles, outboxEmails, takenAssessments, users } from '../../db/schema';
import { authHeader, buildClient, buildCoach, buildCompany } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PUBLIC_LIMITS } from './lead-assessments.service';

/*
 * The public lead funnel (client side sections 2-5, 7, 9) over REST and GraphQL: links with
 * their secret, codes, the visitor's details, the free plan's monthly allowance, the completion
 * e-mail, results by uuid and sharing them with a listed coach.
 */

let t: TestApp;
const auth: Record<string, string> = {};
const people: Record<string, { id: number; email: string }> = {};
let questions: number[] = [];
let ip = 0;

async function userRow(id: number) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row!;
}

beforeAll(async () => {
  t = await createTestApp();
  const company = await buildCompany(t.db);
  const coach = await buildCoach(t.db, company.id, { firstName: 'Nora', lastName: 'Quill' });
  const freeCoach = await buildCoach(t.db, null, { firstName: 'Felix', lastName: 'Free' });
  const listed = await buildCoach(t.db, (await buildCompany(t.db)).id, {
    firstName: 'Lena',
    lastName: 'Listed',
  });
  const unlisted = await buildCoach(t.db, (await buildCompany(t.db)).id, {
    firstName: 'Lena',
    lastName: 'Hidden',
  });
  await t.db.update(coachProfiles).set({ plan: 'free' }).where(eq(coachProfiles.userId, freeCoach.id));
  await t.db.update(coachProfiles).set({ searchable: true }).where(eq(coachProfiles.userId, listed.id));
  const client = await buildClient(t.db, coach);
  for (const [who, user] of Object.entries({ coach, freeCoach, listed, unlisted, client: client.user })) {
    people[who] = { id: user.id, email: (await userRow(user.id)).email };
    auth[who] = await authHeader(t.app, people[who]!.email);
  }
  questions = takeableAssessmentSchema
    .parse((await call('GET', `assessments/${FREE_ASSESSMENT_ID}/`)).json())
    .questions.map((q) => q.id);
}, 120_000);
afterAll(() => t.close());

/** Each call from its own address unless told, so the per-IP limits only bite where tested. */
const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  options: { who?: string; payload?: object; from?: string } = {},
) =>
  t.app.inject({
    method,
    url: url.startsWith('/') ? url : `/api/${url}`,
    remoteAddress: options.from ?? `10.1.${Math.floor(++ip / 250)}.${ip % 250}`,
    headers: options.who ? { authorization: auth[options.who]! } : {},
    ...(options.payload ? { payload: options.payload } : {}),
  });

const graphql = (query: string, variables: object, from?: string) =>
  call('POST', '/graphql', { payload: { query, variables }, from });

const everyAnswer = (value = 5) => questions.map((question) => ({ question, answer: value }));
const visitor = { first_name: ' Hana ', last_name: ' Sato ', email: ' Hana.Sato@Example.com ' };

async function run(who: string, settings: object = {}) {
  const response = await call('POST', 'coaches/created-assessments/', {
    who,
    payload: { assessment: FREE_ASSESSMENT_ID, ...settings },
  });
  expect(response.statusCode).toBe(201);
  const { id, link } = response.json() as { id: number; link: string };
  return { id, secret: link.split('/')[3]! };
}

const mailsTo = async (email: string) =>
  (await t.db.select().from(outboxEmails).orderBy(outboxEmails.id)).filter((mail) => mail.to.includes(email));

describe('the free assessment', () => {
  it('is open to anyone at id 64; no other assessment is, without a link', async () => {
    const free = takeableAssessmentSchema
      .strict()
      .parse((await call('GET', `assessments/${FREE_ASSESSMENT_ID}/`)).json());
    expect(free.name).toBe('Well-being Check');
    expect(free.questions).toHaveLength(16);
    const other = await call('GET', 'assessments/1/');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ detail: ASSESSMENT_MESSAGES.loadFailed });
  });

  it("takes a visitor's trimmed details, every answer, and answers a uuid to read it by", async () => {
    const missing = await call('POST', 'lead-assessments/', {
      payload: {
        assessment: FREE_ASSESSMENT_ID,
        answers: everyAnswer(),
        first_name: ' ',
        last_name: '',
        email: '',
      },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      first_name: [ASSESSMENT_MESSAGES.firstNameRequired],
      last_name: [ASSESSMENT_MESSAGES.lastNameRequired],
      email: [ASSESSMENT_MESSAGES.emailRequired],
    });
    const saved = await call('POST', 'lead-assessments/', {
      payload: { assessment: FREE_ASSESSMENT_ID, answers: everyAnswer(7), ...visitor },
    });
    expect(saved.statusCode).toBe(201);
    const { uuid } = saved.json() as { uuid: string };
    const lead = leadAssessmentSchema.strict().parse((await call('GET', `lead-assessments/${uuid}/`)).json());
    expect(lead).toMatchObject({
      full_name: 'Hana Sato',
      show_search: true,
      refer_consultation: true,
      cta_enabled: false,
    });
    const breakDown = assessmentBreakDownSchema.parse(
      (await call('GET', `lead-assessments/${uuid}/break_down/`)).json(),
    );
    // All 7s: three statements a top score each, the reversed fourth the bottom one.
    expect(breakDown.overall).toBe(75);
    const [row] = await t.db.select().from(takenAssessments).where(eq(takenAssessments.uuid, uuid));
    expect(row).toMatchObject({ email: 'hana.sato@example.com', lead: true, coachId: null, userId: null });
    people.hanaResult = { id: row!.id, email: uuid };
  });

  it('knows a signed-in taker by their session and lists the result as theirs', async () => {
    const saved = await call('POST', 'lead-assessments/', {
      who: 'client',
      payload: { assessment: FREE_ASSESSMENT_ID, answers: everyAnswer(4) },
    });
    expect(saved.statusCode).toBe(201);
    const mine = (await call('GET', 'clients/assessments/', { who: 'client' })).json();
    expect(mine.results.map((r: { uuid: string }) => r.uuid)).toContain(saved.json().uuid);
  });

  it('answers 404 for an unknown uuid and for a malformed one is 400', async () => {
    expect((await call('GET', 'lead-assessments/00000000-0000-4000-8000-000000000000/')).statusCode).toBe(
      404,
    );
    expect((await call('GET', 'lead-assessments/12/')).statusCode).toBe(400);
  });
});

describe("a coach's link", () => {
  it('opens only with its secret, and takes codes in any case', async () => {
    const { id, secret } = await run('coach', {
      promo_required: true,
      promo_code: 'Workshop7',
      notify_on_completion: true,
    });
    expect(
      (await call('GET', `coach-assessments/${id}/00000000-0000-4000-8000-000000000000/`)).statusCode,
    ).toBe(404);
    const page = publicCoachAssessmentSchema
      .strict()
      .parse((await call('GET', `coach-assessments/${id}/${secret}/`)).json());
    expect(page.promo_required).toBe(true);

    const payload = {
      assessment: FREE_ASSESSMENT_ID,
      coach_assessment: id,
      link: secret,
      answers: everyAnswer(),
      ...visitor,
    };
    expect((await call('POST', 'lead-assessments/', { payload })).json()).toEqual({
      code: [ASSESSMENT_MESSAGES.codeRequired],
    });
    expect(
      (await call('POST', 'lead-assessments/', { payload: { ...payload, code: 'nope' } })).json(),
    ).toEqual({
      code: [ASSESSMENT_MESSAGES.tokenInvalid],
    });
    expect(
      (
        await call('POST', 'lead-assessments/', {
          payload: { ...payload, link: undefined, code: 'workshop7' },
        })
      ).statusCode,
    ).toBe(404);
    const saved = await call('POST', 'lead-assessments/', { payload: { ...payload, code: 'workshop7' } });
    expect(saved.statusCode).toBe(201);

    // Notify on completion: the coach is mailed a link to the result.
    const [mail] = await mailsTo(people.coach!.email);
    expect(mail!.subject).toBe('Hana Sato completed Well-being Check');
    const [row] = await t.db
      .select()
      .from(takenAssessments)
      .where(eq(takenAssessments.uuid, saved.json().uuid));
    expect(mail!.text).toContain(`/coach/assessments/${row!.id}`);
    // The result is the coach's; another coach cannot open it.
    expect((await call('GET', `coaches/taken-assessments/${row!.id}/`, { who: 'coach' })).statusCode).toBe(
      200,
    );
    expect((await call('GET', `coaches/taken-assessments/${row!.id}/`, { who: 'listed' })).statusCode).toBe(
      404,
    );
    // Not shown the coach search: the link did not ask for it.
    expect((await call('GET', `lead-assessments/${saved.json().uuid}/`)).json().show_search).toBe(false);
  });

  it("gives a free-plan coach's visitors five results a month, then says so before anyone starts", async () => {
    const { id, secret } = await run('freeCoach');
    const payload = {
      assessment: FREE_ASSESSMENT_ID,
      coach_assessment: id,
      link: secret,
      answers: everyAnswer(),
      ...visitor,
    };
    const saves = await Promise.all(
      Array.from({ length: FREE_PLAN_MONTHLY_ASSESSMENTS + 2 }, () =>
        call('POST', 'lead-assessments/', { payload }),
      ),
    );
    expect(saves.filter((r) => r.statusCode === 201)).toHaveLength(FREE_PLAN_MONTHLY_ASSESSMENTS);
    const refused = saves.filter((r) => r.statusCode === 403);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.json()).toEqual({
      detail: ASSESSMENT_MESSAGES.monthlyLimitReached,
      code: 'monthly_limit',
    });
    expect((await call('GET', `coach-assessments/${id}/${secret}/`)).statusCode).toBe(403);
    // Last month's results do not count.
    await t.db
      .update(takenAssessments)
      .set({ completedAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(takenAssessments.coachId, people.freeCoach!.id));
    expect((await call('GET', `coach-assessments/${id}/${secret}/`)).statusCode).toBe(200);
  });

  it('is limited per address', async () => {
    const from = '10.250.0.1';
    const payload = { assessment: FREE_ASSESSMENT_ID, answers: [], ...visitor };
    for (let i = 0; i < PUBLIC_LIMITS.save.perWindow; i++)
      await call('POST', 'lead-assessments/', { payload, from });
    const throttled = await call('POST', 'lead-assessments/', { payload, from });
    expect(throttled.statusCode).toBe(429);
  });
});

describe('GraphQL', () => {
  const IS_TOKEN_VALID = 'query ($token: String!) { isTokenValid(token: $token) }';
  const SEARCH =
    'query ($search: String!) { searchableCoaches(search: $search) { firstName lastName image email } }';
  const GRANT = `mutation ($email: String!, $leadAssessment: String!) {
    grantAssessmentAccessMutation(email: $email, leadAssessment: $leadAssessment) { grantedAccess { id } }
  }`;

  it('tells whether a code opens a live assessment', async () => {
    await run('listed', { promo_required: true, promo_code: 'OPEN-DOOR' });
    expect((await graphql(IS_TOKEN_VALID, { token: 'open-door' })).json()).toEqual({
      data: { isTokenValid: true },
    });
    expect((await graphql(IS_TOKEN_VALID, { token: 'closed-door' })).json()).toEqual({
      data: { isTokenValid: false },
    });
  });

  it('finds only coaches who chose to be listed', async () => {
    const found = (await graphql(SEARCH, { search: 'lena' })).json();
    expect(found).toEqual({
      data: {
        searchableCoaches: [
          { firstName: 'Lena', lastName: 'Listed', image: null, email: people.listed!.email },
        ],
      },
    });
    expect((await graphql(SEARCH, { search: 'l' })).json().data.searchableCoaches).toEqual([]);
  });

  it('shares a result with a listed coach once, who then sees it and is told by mail', async () => {
    const uuid = people.hanaResult!.email;
    const first = (
      await graphql(GRANT, { email: people.listed!.email.toUpperCase(), leadAssessment: uuid })
    ).json();
    const again = (await graphql(GRANT, { email: people.listed!.email, leadAssessment: uuid })).json();
    expect(first.data.grantAssessmentAccessMutation.grantedAccess.id).toMatch(/^\d+$/);
    expect(again).toEqual(first);
    expect((await mailsTo(people.listed!.email)).map((m) => m.subject)).toEqual([
      'Hana Sato shared their Well-being Check results with you',
    ]);
    const list = (await call('GET', 'coaches/taken-assessments/', { who: 'listed' })).json();
    expect(list.results.map((r: { id: number }) => r.id)).toContain(people.hanaResult!.id);
    expect(
      (await call('GET', `coaches/taken-assessments/${people.hanaResult!.id}/break_down/`, { who: 'listed' }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses an unlisted coach and a bad uuid with the REST error bodies', async () => {
    const unlisted = await graphql(GRANT, {
      email: people.unlisted!.email,
      leadAssessment: people.hanaResult!.email,
    });
    expect(unlisted.statusCode).toBe(400);
    expect(unlisted.json().errors[0]).toMatchObject({
      message: ASSESSMENT_MESSAGES.coachNotFound,
      extensions: { status: 400, body: { email: [ASSESSMENT_MESSAGES.coachNotFound] } },
    });
    const malformed = await graphql(GRANT, { email: people.listed!.email, leadAssessment: 'x' });
    expect(malformed.json().errors[0].extensions.body).toEqual({ leadAssessment: ['Not a valid result.'] });
    const unknown = await graphql(GRANT, {
      email: people.listed!.email,
      leadAssessment: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('limits code checks per address, with 429 like REST', async () => {
    const from = '10.251.0.1';
    for (let i = 0; i < PUBLIC_LIMITS.token.perWindow; i++)
      await graphql(IS_TOKEN_VALID, { token: 'guess' }, from);
    const throttled = await graphql(IS_TOKEN_VALID, { token: 'guess' }, from);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().errors[0].extensions.code).toBe('throttled');
  });

  it('serves no GraphiQL unless configured', async () => {
    expect((await call('GET', '/graphiql')).statusCode).toBe(404);
  });
});
