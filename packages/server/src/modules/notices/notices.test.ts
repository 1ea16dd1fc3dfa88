import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { coachNoticeSchema, paginatedSchema } from '@tandem/shared';
import { coachNotices, outboxEmails } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { apiCaller } from '../../test/api';
import { authHeader, buildClient, buildCoach, buildOwner } from '../../test/factories';
import { ownedBy } from '../../test/factories/catalog';
import { buildReflection, buildSurveyWithQuestions } from '../../test/factories/pulse';

let t: TestApp;
let coach: Awaited<ReturnType<typeof buildCoach>>;
let colleague: Awaited<ReturnType<typeof buildCoach>>;
/** Energy: two statements; Mood: one; a statement of no dimension. All always asked. */
let survey: Awaited<ReturnType<typeof buildSurveyWithQuestions>>;
const auth: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://app.test' });
  const { company } = await buildOwner(t.db);
  coach = await buildCoach(t.db, company.id, { firstName: 'Cora' });
  colleague = await buildCoach(t.db, company.id);
  auth.coach = await authHeader(t.app, coach.email);
  auth.colleague = await authHeader(t.app, colleague.email);
  survey = await buildSurveyWithQuestions(t.db, ownedBy(coach), {
    survey: { dailyNumQuestions: 0 },
    dimensions: ['Energy', 'Mood'],
    questions: [
      { always: true, dimension: 'Energy' },
      { always: true, dimension: 'Energy' },
      { always: true, dimension: 'Mood' },
      { always: true },
    ],
  });
});
afterAll(() => t.close());

const call = apiCaller(() => t, auth);
const page = paginatedSchema(coachNoticeSchema.strict());
const energyId = () => survey.dimensions.get('Energy')!.id;

/** A reflecting client of `coachUser`, logged in as `role`. */
async function client(role: string, user: Parameters<typeof buildClient>[3] = {}, coachUser = coach) {
  const built = (
    await buildClient(
      t.db,
      coachUser,
      { allowSelfReflect: true, assignedPulseSurvey: survey.survey.id },
      user,
    )
  ).user;
  auth[role] = await authHeader(t.app, built.email);
  return built;
}

/**
 * The client answers a reflection of `day` through the API: Energy's two statements and Mood's
 * when scores are given for them, and always the statement of no dimension (rated 1, which
 * must never count toward a struggle).
 */
async function reflect(
  role: string,
  user: { id: number },
  day: string,
  scores: { energy?: [number, number]; mood?: number },
) {
  const [e1, e2, mood, plain] = survey.questions as [
    (typeof survey.questions)[number],
    (typeof survey.questions)[number],
    (typeof survey.questions)[number],
    (typeof survey.questions)[number],
  ];
  const asked = [
    ...(scores.energy ? [[e1, scores.energy[0]] as const, [e2, scores.energy[1]] as const] : []),
    ...(scores.mood !== undefined ? [[mood, scores.mood] as const] : []),
    [plain, 1] as const,
  ];
  const { reflection, answers } = await buildReflection(t.db, user, {
    surveyId: survey.survey.id,
    day,
    questions: asked.map(([question]) => question),
  });
  const response = await call('PATCH', `clients/surveys/${reflection.token}/`, role, {
    answers: answers.map((answer, i) => ({ id: answer.id, answer: asked[i]![1] })),
    reflection: 'Another day.',
  });
  expect(response.statusCode).toBe(200);
  return { reflection, answers };
}

const noticesAbout = (clientId: number) =>
  t.db.select().from(coachNotices).where(eq(coachNotices.clientId, clientId)).orderBy(coachNotices.id);
const noticeMailsAbout = async (clientId: number) =>
  (await t.db.select().from(outboxEmails)).filter((mail) => {
    const meta = mail.meta as { kind?: string; clientId?: number };
    return meta.kind === 'struggling_notice' && meta.clientId === clientId;
  });

describe('struggling notices', () => {
  it('notices two low reflections in a row once per struggle, and a new struggle after a recovery', async () => {
    const sam = await client('sam', { firstName: 'Sam', lastName: 'Low' });
    await reflect('sam', sam, '2026-05-01', { energy: [3, 3], mood: 6 });
    expect(await noticesAbout(sam.id)).toEqual([]);

    // Energy averages 3: still "3 or below". Mood stays fine.
    await reflect('sam', sam, '2026-05-02', { energy: [2, 4], mood: 5 });
    const first = await noticesAbout(sam.id);
    expect(first).toMatchObject([
      {
        coachId: coach.id,
        dimensionId: energyId(),
        episodeStart: '2026-05-01',
        day: '2026-05-02',
        readAt: null,
      },
    ]);
    const mails = await noticeMailsAbout(sam.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual([coach.email]);
    expect(mails[0]!.subject).toBe('Sam Low may be struggling');
    expect(mails[0]!.text).toContain('Hi Cora,');
    expect(mails[0]!.text).toContain('Sam Low rated Energy at 3 or below on two daily reflections in a row.');
    expect(mails[0]!.text).toContain(`https://app.test/client-detail/${sam.id}/pulse`);

    // The struggle goes on: no new notice, no new mail.
    await reflect('sam', sam, '2026-05-03', { energy: [1, 1], mood: 5 });
    expect(await noticesAbout(sam.id)).toHaveLength(1);

    // Above 3 ends it; two more low days are a new struggle.
    await reflect('sam', sam, '2026-05-04', { energy: [4, 3], mood: 5 });
    await reflect('sam', sam, '2026-05-05', { energy: [2, 2], mood: 5 });
    expect(await noticesAbout(sam.id)).toHaveLength(1);
    const last = await reflect('sam', sam, '2026-05-06', { energy: [3, 2], mood: 5 });
    const both = await noticesAbout(sam.id);
    expect(both).toHaveLength(2);
    expect(both[1]).toMatchObject({ dimensionId: energyId(), episodeStart: '2026-05-05', day: '2026-05-06' });
    expect(await noticeMailsAbout(sam.id)).toHaveLength(2);

    // Saving the same reflection again raises nothing more.
    const again = await call('PATCH', `clients/surveys/${last.reflection.token}/`, 'sam', {
      answers: last.answers.map((answer) => ({ id: answer.id, answer: 1 })),
      reflection: 'Still low.',
    });
    expect(again.statusCode).toBe(200);
    expect(await noticesAbout(sam.id)).toHaveLength(2);
    expect(await noticeMailsAbout(sam.id)).toHaveLength(2);
  });

  it('skips reflections that asked nothing of the dimension, and names every dimension in one mail', async () => {
    const tia = await client('tia', { firstName: 'Tia', lastName: 'Both' });
    await reflect('tia', tia, '2026-05-01', { energy: [2, 2], mood: 2 });
    await reflect('tia', tia, '2026-05-02', { mood: 6 });
    expect(await noticesAbout(tia.id)).toEqual([]);
    await reflect('tia', tia, '2026-05-03', { energy: [1, 2], mood: 3 });
    // Energy: 05-01 and 05-03 in a row (05-02 asked nothing of it). Mood: broken by 05-02.
    expect(await noticesAbout(tia.id)).toMatchObject([
      { dimensionId: energyId(), episodeStart: '2026-05-01' },
    ]);
    await reflect('tia', tia, '2026-05-04', { energy: [1, 1], mood: 1 });
    const notices = await noticesAbout(tia.id);
    expect(notices.map((notice) => notice.dimensionId)).toEqual([
      energyId(),
      survey.dimensions.get('Mood')!.id,
    ]);
    expect(notices[1]).toMatchObject({ episodeStart: '2026-05-03' });
    expect((await noticeMailsAbout(tia.id)).map((mail) => mail.text.split('\n')[2])).toEqual([
      'Tia Both rated Energy at 3 or below on two daily reflections in a row.',
      'Tia Both rated Mood at 3 or below on two daily reflections in a row.',
    ]);
  });

  it('looks again when one answer of an answered reflection changes', async () => {
    const uma = await client('uma');
    await reflect('uma', uma, '2026-05-01', { energy: [2, 2] });
    const { answers } = await reflect('uma', uma, '2026-05-02', { energy: [6, 6] });
    expect(await noticesAbout(uma.id)).toEqual([]);
    for (const answer of answers.slice(0, 2)) {
      const response = await call('PATCH', `clients/survey-answers/${answer.id}/`, 'uma', { answer: 1 });
      expect(response.statusCode).toBe(200);
    }
    expect(await noticesAbout(uma.id)).toMatchObject([{ episodeStart: '2026-05-01', day: '2026-05-02' }]);
    expect(await noticeMailsAbout(uma.id)).toHaveLength(1);
  });

  it('raises the notice without a mail when the coach turned notice e-mails off, and none without a coach', async () => {
    const quiet = await buildCoach(t.db, coach.companyId, { allowNoticeEmails: false });
    const val = await client('val', {}, quiet);
    await reflect('val', val, '2026-05-01', { energy: [1, 1] });
    await reflect('val', val, '2026-05-02', { energy: [1, 1] });
    expect(await noticesAbout(val.id)).toMatchObject([{ coachId: quiet.id }]);
    expect(await noticeMailsAbout(val.id)).toEqual([]);

    const wes = await client('wes');
    await t.db.execute(sql`UPDATE client_profiles SET coach_id = NULL WHERE user_id = ${wes.id}`);
    await reflect('wes', wes, '2026-05-01', { energy: [1, 1] });
    await reflect('wes', wes, '2026-05-02', { energy: [1, 1] });
    expect(await noticesAbout(wes.id)).toEqual([]);
    expect(await noticeMailsAbout(wes.id)).toEqual([]);
  });
});

describe('coaches/notices/', () => {
  let xia: Awaited<ReturnType<typeof client>>;
  let ids: number[];

  beforeAll(async () => {
    xia = await client('xia', { firstName: 'Xia', lastName: 'Notice' });
    await reflect('xia', xia, '2026-06-01', { energy: [1, 1], mood: 1 });
    await reflect('xia', xia, '2026-06-02', { energy: [1, 1], mood: 1 });
    ids = (await noticesAbout(xia.id)).map((notice) => notice.id);
    expect(ids).toHaveLength(2);
    // A colleague's client struggles too: that notice is the colleague's alone.
    const yan = await client('yan', {}, colleague);
    await reflect('yan', yan, '2026-06-01', { energy: [1, 1] });
    await reflect('yan', yan, '2026-06-02', { energy: [1, 1] });
  });

  const xiaNotices = async (query = '', role = 'coach') => {
    const response = await call('GET', `coaches/notices/${query}`, role);
    expect(response.statusCode).toBe(200);
    return page.parse(response.json()).results.filter((notice) => notice.client.id === xia.id);
  };

  it('lists the coach’s notices newest first, with the client and the dimension', async () => {
    const notices = await xiaNotices();
    expect(notices.map((notice) => notice.id)).toEqual([...ids].reverse());
    expect(notices.find((notice) => notice.id === ids[0])).toMatchObject({
      kind: 'struggling',
      client: { id: xia.id, first_name: 'Xia', last_name: 'Notice' },
      dimension: { id: energyId(), name: 'Energy' },
      episode_start: '2026-06-01',
      day: '2026-06-02',
      read_at: null,
    });
    const colleagues = page.parse((await call('GET', 'coaches/notices/', 'colleague')).json());
    expect(colleagues.results.map((notice) => notice.client.id)).not.toContain(xia.id);
    expect(colleagues.count).toBe(1);
  });

  it('marks a notice read and unread again; unread=true leaves read ones out', async () => {
    const read = await call('PATCH', `coaches/notices/${ids[0]}/`, 'coach', { read: true });
    expect(read.statusCode).toBe(200);
    const readNotice = coachNoticeSchema.strict().parse(read.json());
    expect(readNotice.read_at).not.toBeNull();
    expect((await xiaNotices('?unread=true')).map((notice) => notice.id)).toEqual([ids[1]]);
    expect((await xiaNotices('?unread=false')).map((notice) => notice.id)).toEqual([ids[0]]);

    // Reading it twice keeps the first time.
    const twice = await call('PATCH', `coaches/notices/${ids[0]}/`, 'coach', { read: true });
    expect(twice.json().read_at).toBe(readNotice.read_at);

    const unread = await call('PATCH', `coaches/notices/${ids[0]}/`, 'coach', { read: false });
    expect(unread.json()).toMatchObject({ id: ids[0], read_at: null });
    expect(await xiaNotices('?unread=true')).toHaveLength(2);
  });

  it('answers 404 for notices that are not the coach’s, 403 for clients, and validates the body', async () => {
    expect((await call('PATCH', `coaches/notices/${ids[0]}/`, 'colleague', { read: true })).statusCode).toBe(
      404,
    );
    expect((await call('PATCH', 'coaches/notices/999999/', 'coach', { read: true })).statusCode).toBe(404);
    expect((await call('GET', 'coaches/notices/', 'xia')).statusCode).toBe(403);
    expect((await call('PATCH', `coaches/notices/${ids[0]}/`, 'xia', { read: true })).statusCode).toBe(403);
    expect((await call('GET', 'coaches/notices/', null)).statusCode).toBe(401);
    const invalid = await call('PATCH', `coaches/notices/${ids[0]}/`, 'coach', { read: 'yes' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toHaveProperty('read');
    const badQuery = await call('GET', 'coaches/notices/?unread=maybe', 'coach');
    expect(badQuery.statusCode).toBe(400);
    const [untouched] = await t.db.select().from(coachNotices).where(eq(coachNotices.id, ids[0]!));
    expect(untouched!.readAt).toBeNull();
  });

  it('stops showing a client’s notices to a coach who no longer coaches them', async () => {
    const zed = await client('zed');
    await reflect('zed', zed, '2026-06-01', { energy: [1, 1] });
    await reflect('zed', zed, '2026-06-02', { energy: [1, 1] });
    const [notice] = await noticesAbout(zed.id);
    const listed = async (role: string) =>
      page.parse((await call('GET', 'coaches/notices/?limit=100', role)).json()).results.map((n) => n.id);
    expect(await listed('coach')).toContain(notice!.id);
    await t.db.execute(sql`UPDATE client_profiles SET coach_id = ${colleague.id} WHERE user_id = ${zed.id}`);
    expect(await listed('coach')).not.toContain(notice!.id);
    expect(await listed('colleague')).not.toContain(notice!.id);
    expect((await call('PATCH', `coaches/notices/${notice!.id}/`, 'coach', { read: true })).statusCode).toBe(
      404,
    );
  });
});
