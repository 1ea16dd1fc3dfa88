import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  DEFAULT_OPEN_ENDED_QUESTION,
  MESSAGES,
  paginatedSchema,
  PULSE_MESSAGES,
  pulseSurveySchema,
} from '@tandem/shared';
import { clientInvitations, clientProfiles, pulseSurveys } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { apiCaller } from '../../test/api';
import { buildActor } from '../../test/actors';
import { authHeader, buildClient, buildCoach, buildOwner } from '../../test/factories';
import { buildHabitProgram, buildPulseSurvey, managedBy, ownedBy } from '../../test/factories/catalog';
import { buildInvitation } from '../../test/factories/invitations';
import { buildDimension, buildQuestion, defaultSurvey } from '../../test/factories/pulse';
import { findUsablePulseSurvey } from '../catalog';

let t: TestApp;
type Person = { id: number; email: string; companyId: number | null };
let coach: Person;
let colleague: Person;
let companyId: number;
let defaultId: number;
const auth: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const { owner, company } = await buildOwner(t.db);
  companyId = company.id;
  coach = await buildCoach(t.db, company.id);
  colleague = await buildCoach(t.db, company.id);
  const { user: client } = await buildClient(t.db, coach);
  for (const [role, user] of Object.entries({ owner, coach, colleague, client }))
    auth[role] = await authHeader(t.app, user.email);
  defaultId = (await defaultSurvey(t.db)).id;
});
afterAll(() => t.close());

const call = apiCaller(() => t, auth);
const surveyRow = async (id: number) =>
  (await t.db.select().from(pulseSurveys).where(eq(pulseSurveys.id, id)))[0]!;
const profileOf = async (userId: number) =>
  (await t.db.select().from(clientProfiles).where(eq(clientProfiles.userId, userId)))[0]!;
const saveNoRightsBody = { detail: PULSE_MESSAGES.saveNoRights, code: 'permission_denied' };
const deleteNoRightsBody = { detail: PULSE_MESSAGES.deleteNoRights };
const notFoundBody = { detail: MESSAGES.notFound };

/** A coach of a company of their own, logged in: a clean slate for lists. */
async function freshCoach() {
  const { owner, company } = await buildOwner(t.db);
  auth[`owner${owner.id}`] = await authHeader(t.app, owner.email);
  return { person: owner as Person, role: `owner${owner.id}`, companyId: company.id };
}

describe('GET coaches/pulse-surveys/', () => {
  it('offers a brand-new coach the default survey, read-only, with its 22 statements and 5 dimensions', async () => {
    const { role } = await freshCoach();
    const response = await call('GET', 'coaches/pulse-surveys/?limit=100', role);
    expect(response.statusCode).toBe(200);
    const page = paginatedSchema(pulseSurveySchema.strict()).parse(response.json());
    expect(page.count).toBe(1);
    expect(page.results).toEqual([
      {
        id: defaultId,
        name: 'Daily Reflection',
        daily_num_questions: 5,
        editable: false,
        open_ended_question: expect.any(String),
        private: false,
        owner: null,
        company: null,
        is_default: true,
        questions_count: 22,
        dimensions_count: 5,
        clients_count: 0,
      },
    ]);
  });

  it('lists own, managed and the default survey by name with counts; not colleagues’, others’ or deleted ones', async () => {
    const { person: lister, role, companyId: listerCompany } = await freshCoach();
    const colleagueOfLister = await buildCoach(t.db, listerCompany);
    const own = await buildPulseSurvey(t.db, ownedBy(lister), {
      name: 'b own',
      dailyNumQuestions: 4,
      openEndedQuestion: 'How was it?',
      private: true,
    });
    const managed = await buildPulseSurvey(t.db, managedBy(listerCompany), { name: 'A managed' });
    await buildPulseSurvey(t.db, ownedBy(colleagueOfLister), { name: 'colleague' });
    await buildPulseSurvey(t.db, managedBy(companyId), { name: 'other company' });
    await buildPulseSurvey(t.db, ownedBy(lister), { name: 'c deleted', deleted: true });
    await buildPulseSurvey(t.db, { ownerId: null, companyId: null }, { name: 'a orphaned' });
    const first = await buildDimension(t.db, own.id);
    await buildDimension(t.db, own.id);
    await buildQuestion(t.db, own.id, { dimensionId: first.id });
    await buildQuestion(t.db, own.id);
    await buildQuestion(t.db, own.id, { deleted: true });
    // Only the lister's own active clients count.
    await buildClient(t.db, lister, { assignedPulseSurvey: own.id });
    await buildClient(t.db, lister, { assignedPulseSurvey: own.id, deactivated: new Date() });
    await buildClient(t.db, colleagueOfLister, { assignedPulseSurvey: own.id });
    await buildClient(t.db, lister, { assignedPulseSurvey: defaultId });

    const response = await call('GET', 'coaches/pulse-surveys/?limit=100', role);
    const page = paginatedSchema(pulseSurveySchema.strict()).parse(response.json());
    expect(page.count).toBe(3);
    expect(page.results.map((s) => s.id)).toEqual([managed.id, own.id, defaultId]);
    expect(page.results[0]).toMatchObject({ editable: false, owner: null, company: listerCompany });
    expect(page.results[1]).toEqual({
      id: own.id,
      name: 'b own',
      daily_num_questions: 4,
      editable: true,
      open_ended_question: 'How was it?',
      private: true,
      owner: lister.id,
      company: listerCompany,
      is_default: false,
      questions_count: 2,
      dimensions_count: 2,
      clients_count: 1,
    });
    expect(page.results[2]).toMatchObject({ is_default: true, clients_count: 1 });
  });

  it('pages with limit and offset', async () => {
    const { person, role } = await freshCoach();
    await buildPulseSurvey(t.db, ownedBy(person), { name: 'Mine' });
    const page = (await call('GET', 'coaches/pulse-surveys/?limit=1', role)).json();
    expect(page).toMatchObject({ count: 2, previous: null });
    expect(page.results).toHaveLength(1);
    expect(page.next).toMatch(/limit=1&offset=1$/);
  });

  it('refuses clients (403) and visitors (401)', async () => {
    const asClient = await call('GET', 'coaches/pulse-surveys/', 'client');
    expect(asClient.statusCode).toBe(403);
    expect(asClient.json()).toMatchObject({ detail: MESSAGES.noPermission });
    expect((await call('GET', 'coaches/pulse-surveys/', null)).statusCode).toBe(401);
  });
});

describe('findUsablePulseSurvey (what invitations, sign-up, clients and habit programs accept)', () => {
  it('accepts own, managed and the default survey; not a colleague’s, an orphaned or a deleted one', async () => {
    const actor = buildActor({ userId: coach.id, companyId, isCoach: true });
    const own = await buildPulseSurvey(t.db, ownedBy(coach));
    const managed = await buildPulseSurvey(t.db, managedBy(companyId));
    for (const id of [own.id, managed.id, defaultId])
      expect((await findUsablePulseSurvey(t.db, actor, id))?.id).toBe(id);
    const theirs = await buildPulseSurvey(t.db, ownedBy(colleague));
    const orphaned = await buildPulseSurvey(t.db, { ownerId: null, companyId: null });
    const deleted = await buildPulseSurvey(t.db, ownedBy(coach), { deleted: true });
    for (const id of [theirs.id, orphaned.id, deleted.id])
      expect(await findUsablePulseSurvey(t.db, actor, id)).toBeUndefined();
    const loner = buildActor({ userId: coach.id, companyId: null, isCoach: true });
    expect((await findUsablePulseSurvey(t.db, loner, defaultId))?.id).toBe(defaultId);
  });
});

describe('POST coaches/pulse-surveys/', () => {
  it('creates a survey owned by the coach from just a name, with the defaults', async () => {
    const response = await call('POST', 'coaches/pulse-surveys/', 'coach', { name: '  Evening check-in ' });
    expect(response.statusCode).toBe(201);
    const survey = pulseSurveySchema.strict().parse(response.json());
    expect(survey).toMatchObject({
      name: 'Evening check-in',
      open_ended_question: DEFAULT_OPEN_ENDED_QUESTION,
      daily_num_questions: 3,
      private: false,
      owner: coach.id,
      company: companyId,
      is_default: false,
      editable: true,
      questions_count: 0,
      dimensions_count: 0,
      clients_count: 0,
    });
    expect(await surveyRow(survey.id)).toMatchObject({ ownerId: coach.id, companyId, deleted: false });
  });

  it('takes the other settings too', async () => {
    const response = await call('POST', 'coaches/pulse-surveys/', 'coach', {
      name: 'Full',
      open_ended_question: 'What did you learn?',
      daily_num_questions: 0,
      private: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      open_ended_question: 'What did you learn?',
      daily_num_questions: 0,
      private: true,
    });
  });

  it('requires a name with the spec message and bounds the daily number of statements', async () => {
    for (const payload of [{}, { name: '   ' }]) {
      const response = await call('POST', 'coaches/pulse-surveys/', 'coach', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ name: [PULSE_MESSAGES.surveyNameRequired] });
    }
    for (const daily_num_questions of [-1, 51, 2.5]) {
      const response = await call('POST', 'coaches/pulse-surveys/', 'coach', {
        name: 'X',
        daily_num_questions,
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual(['daily_num_questions']);
    }
    const blankQuestion = await call('POST', 'coaches/pulse-surveys/', 'coach', {
      name: 'X',
      open_ended_question: ' ',
    });
    expect(Object.keys(blankQuestion.json())).toEqual(['open_ended_question']);
  });

  it('refuses clients (403) and visitors (401)', async () => {
    expect((await call('POST', 'coaches/pulse-surveys/', 'client', { name: 'X' })).statusCode).toBe(403);
    expect((await call('POST', 'coaches/pulse-surveys/', null, { name: 'X' })).statusCode).toBe(401);
  });
});

describe('GET coaches/pulse-surveys/{id}/', () => {
  it('shows own, managed and default surveys; only own ones are editable', async () => {
    const own = await buildPulseSurvey(t.db, ownedBy(coach));
    const managed = await buildPulseSurvey(t.db, managedBy(companyId));
    const expected = [
      [own.id, true, false],
      [managed.id, false, false],
      [defaultId, false, true],
    ] as const;
    for (const [id, editable, isDefault] of expected) {
      const response = await call('GET', `coaches/pulse-surveys/${id}/`, 'coach');
      expect(response.statusCode).toBe(200);
      expect(pulseSurveySchema.strict().parse(response.json())).toMatchObject({
        id,
        editable,
        is_default: isDefault,
      });
    }
  });

  it("answers 404 for a colleague's, another company's, a deleted or a missing survey, and 403 to clients", async () => {
    const theirs = await buildPulseSurvey(t.db, ownedBy(colleague));
    const foreign = await buildPulseSurvey(t.db, managedBy((await buildOwner(t.db)).company.id));
    const deleted = await buildPulseSurvey(t.db, ownedBy(coach), { deleted: true });
    for (const id of [theirs.id, foreign.id, deleted.id, 999_999]) {
      const response = await call('GET', `coaches/pulse-surveys/${id}/`, 'coach');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFoundBody);
    }
    expect((await call('GET', `coaches/pulse-surveys/${defaultId}/`, 'client')).statusCode).toBe(403);
  });
});

describe('PUT and PATCH coaches/pulse-surveys/{id}/', () => {
  it('lets the owner change some settings (PATCH) or send them all (PUT)', async () => {
    const own = await buildPulseSurvey(t.db, ownedBy(coach), { name: 'Before', dailyNumQuestions: 2 });
    const patched = await call('PATCH', `coaches/pulse-surveys/${own.id}/`, 'coach', { name: 'After' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ name: 'After', daily_num_questions: 2 });
    const put = await call('PUT', `coaches/pulse-surveys/${own.id}/`, 'coach', {
      name: 'Whole',
      open_ended_question: 'Anything else?',
      daily_num_questions: 7,
      private: true,
    });
    expect(put.statusCode).toBe(200);
    expect(await surveyRow(own.id)).toMatchObject({
      name: 'Whole',
      openEndedQuestion: 'Anything else?',
      dailyNumQuestions: 7,
      private: true,
    });
  });

  it('validates: a name (required on PUT), the daily number and the open-ended question', async () => {
    const own = await buildPulseSurvey(t.db, ownedBy(coach), { name: 'Kept' });
    const nameless = await call('PUT', `coaches/pulse-surveys/${own.id}/`, 'coach', { private: true });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json()).toEqual({ name: [PULSE_MESSAGES.surveyNameRequired] });
    const blank = await call('PATCH', `coaches/pulse-surveys/${own.id}/`, 'coach', { name: '' });
    expect(blank.json()).toEqual({ name: [PULSE_MESSAGES.surveyNameRequired] });
    const tooMany = await call('PATCH', `coaches/pulse-surveys/${own.id}/`, 'coach', {
      daily_num_questions: 51,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(Object.keys(tooMany.json())).toEqual(['daily_num_questions']);
    expect(await surveyRow(own.id)).toMatchObject({ name: 'Kept', private: false });
  });

  it("refuses changes to managed and default surveys (403, the spec's text) and colleagues' (404)", async () => {
    const managed = await buildPulseSurvey(t.db, managedBy(companyId), { name: 'Company' });
    for (const id of [managed.id, defaultId]) {
      for (const method of ['PUT', 'PATCH'] as const) {
        const response = await call(method, `coaches/pulse-surveys/${id}/`, 'coach', { name: 'Mine now' });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(saveNoRightsBody);
      }
    }
    const theirs = await buildPulseSurvey(t.db, ownedBy(colleague), { name: 'Theirs' });
    const deleted = await buildPulseSurvey(t.db, ownedBy(coach), { name: 'Gone', deleted: true });
    for (const id of [theirs.id, deleted.id]) {
      const response = await call('PATCH', `coaches/pulse-surveys/${id}/`, 'coach', { name: 'Mine now' });
      expect(response.statusCode).toBe(404);
    }
    expect((await surveyRow(managed.id)).name).toBe('Company');
    expect((await surveyRow(defaultId)).name).toBe('Daily Reflection');
    expect((await surveyRow(theirs.id)).name).toBe('Theirs');
    expect((await surveyRow(deleted.id)).name).toBe('Gone');
  });

  it('refuses clients (403)', async () => {
    const own = await buildPulseSurvey(t.db, ownedBy(coach), { name: 'Stays' });
    const response = await call('PATCH', `coaches/pulse-surveys/${own.id}/`, 'client', { name: 'X' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ detail: MESSAGES.noPermission });
    expect((await surveyRow(own.id)).name).toBe('Stays');
  });
});

describe('DELETE coaches/pulse-surveys/{id}/', () => {
  it('soft-deletes an unused survey: gone from the list, the detail and what a coach may assign', async () => {
    const own = await buildPulseSurvey(t.db, ownedBy(coach));
    const actor = buildActor({ userId: coach.id, companyId, isCoach: true });
    expect(await findUsablePulseSurvey(t.db, actor, own.id)).toBeDefined();

    const response = await call('DELETE', `coaches/pulse-surveys/${own.id}/`, 'coach');
    expect(response.statusCode).toBe(204);
    expect((await surveyRow(own.id)).deleted).toBe(true);
    expect((await call('GET', `coaches/pulse-surveys/${own.id}/`, 'coach')).statusCode).toBe(404);
    const listed = (await call('GET', 'coaches/pulse-surveys/?limit=1000', 'coach')).json();
    expect(listed.results.map((s: { id: number }) => s.id)).not.toContain(own.id);
    expect(await findUsablePulseSurvey(t.db, actor, own.id)).toBeUndefined();
    // Deleting it again finds nothing to delete.
    const again = await call('DELETE', `coaches/pulse-surveys/${own.id}/`, 'coach');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(deleteNoRightsBody);
  });

  it('unassigns it from clients (turning self reflection off unless it is their home) and from pending invitations', async () => {
    const own = await buildPulseSurvey(t.db, ownedBy(coach));
    const other = await buildPulseSurvey(t.db, ownedBy(coach));
    const { user: onGoals } = await buildClient(t.db, coach, { assignedPulseSurvey: own.id, home: 'goals' });
    const { user: onReflection } = await buildClient(t.db, coach, {
      assignedPulseSurvey: own.id,
      home: 'self_reflect',
    });
    const { user: elsewhere } = await buildClient(t.db, colleague, { assignedPulseSurvey: own.id });
    const { user: onOther } = await buildClient(t.db, coach, { assignedPulseSurvey: other.id });
    const pending = await buildInvitation(t.db, coach, { pulseSurveyId: own.id, allowSelfReflect: true });
    const pendingOther = await buildInvitation(t.db, coach, { pulseSurveyId: other.id });
    const pendingHome = await buildInvitation(t.db, coach, {
      pulseSurveyId: own.id,
      allowSelfReflect: true,
      home: 'self_reflect',
    });
    const consumed = await buildInvitation(t.db, coach, { pulseSurveyId: own.id, consumedAt: new Date() });

    expect((await call('DELETE', `coaches/pulse-surveys/${own.id}/`, 'coach')).statusCode).toBe(204);

    expect(await profileOf(onGoals.id)).toMatchObject({ assignedPulseSurvey: null, allowSelfReflect: false });
    expect(await profileOf(onReflection.id)).toMatchObject({
      assignedPulseSurvey: null,
      allowSelfReflect: true,
      home: 'self_reflect',
    });
    expect(await profileOf(elsewhere.id)).toMatchObject({
      assignedPulseSurvey: null,
      allowSelfReflect: false,
    });
    expect(await profileOf(onOther.id)).toMatchObject({
      assignedPulseSurvey: other.id,
      allowSelfReflect: true,
    });
    const invitation = async (id: number) =>
      (await t.db.select().from(clientInvitations).where(eq(clientInvitations.id, id)))[0]!;
    expect(await invitation(pending.id)).toMatchObject({ pulseSurveyId: null, allowSelfReflect: false });
    expect((await invitation(pendingOther.id)).pulseSurveyId).toBe(other.id);
    expect(await invitation(pendingHome.id)).toMatchObject({ pulseSurveyId: null, allowSelfReflect: true });
    // A used invitation is history: it keeps what it carried.
    expect((await invitation(consumed.id)).pulseSurveyId).toBe(own.id);
  });

  it("is refused (400, the spec's text) while a live habit program, anyone's, uses it", async () => {
    const own = await buildPulseSurvey(t.db, ownedBy(coach));
    const { user: client } = await buildClient(t.db, coach, { assignedPulseSurvey: own.id, home: 'goals' });
    await buildHabitProgram(t.db, ownedBy(colleague), { pulseSurveyId: own.id });
    const response = await call('DELETE', `coaches/pulse-surveys/${own.id}/`, 'coach');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: PULSE_MESSAGES.deleteInUse });
    expect((await surveyRow(own.id)).deleted).toBe(false);
    expect(await profileOf(client.id)).toMatchObject({ assignedPulseSurvey: own.id, allowSelfReflect: true });
  });

  it('is not blocked by a deleted habit program', async () => {
    const own = await buildPulseSurvey(t.db, ownedBy(coach));
    await buildHabitProgram(t.db, ownedBy(coach), { pulseSurveyId: own.id, deleted: true });
    expect((await call('DELETE', `coaches/pulse-surveys/${own.id}/`, 'coach')).statusCode).toBe(204);
  });

  it("answers 404 with the spec's text for managed, default, colleagues' and missing surveys", async () => {
    const managed = await buildPulseSurvey(t.db, managedBy(companyId));
    const theirs = await buildPulseSurvey(t.db, ownedBy(colleague));
    for (const id of [managed.id, defaultId, theirs.id, 999_999]) {
      const response = await call('DELETE', `coaches/pulse-surveys/${id}/`, 'coach');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(deleteNoRightsBody);
    }
    for (const id of [managed.id, defaultId, theirs.id]) expect((await surveyRow(id)).deleted).toBe(false);
  });

  it('refuses clients (403)', async () => {
    const own = await buildPulseSurvey(t.db, ownedBy(coach));
    expect((await call('DELETE', `coaches/pulse-surveys/${own.id}/`, 'client')).json()).toEqual({
      detail: MESSAGES.noPermission,
      code: 'permission_denied',
    });
    expect((await surveyRow(own.id)).deleted).toBe(false);
  });
});
