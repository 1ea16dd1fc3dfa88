import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import {
  clientCohorts,
  clientSubscriptions,
  goals,
  milestones,
  notes,
  ownerSubscriptions,
  clientCourses,
  clientInvitations,
  clientProfiles,
  coachProfiles,
  cohorts,
  companies,
  courses,
  habitPrograms,
  pulseSurveys,
  subDomains,
  users,
} from '../db/schema';
import { goalPercent } from '@tandem/shared';
import { hashPassword } from '../lib/passwords';
import { newSessionToken } from '../lib/tokens';
import { seedDemoHabits } from './demo-habits';
import { seedDemoPulse } from './demo-pulse';
import { seedDemoCourses } from './demo-courses';
import { seedDemoMessaging } from './demo-messaging';
import type { Storage } from '../lib/storage';
import {
  BRIGHTPATH_CORE_NAME,
  BRIGHTPATH_CORE_SETTINGS,
  FOUNDATIONS_NAME,
  FOUNDATIONS_SETTINGS,
} from './starter-program';

export const DEMO_PASSWORD = 'tandem-demo';
export const DEMO_SUB_DOMAIN = 'demo';

/** The demo accounts printed on start. */
export const DEMO_LOGINS = [
  { email: 'owner@demo.test', role: 'owner (company owner, coach licence)' },
  { email: 'coach@demo.test', role: 'coach' },
  { email: 'client@demo.test', role: 'client of coach@demo.test' },
  { email: 'admin@demo.test', role: 'staff admin (receives support reports, may impersonate)' },
] as const;

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="48" viewBox="0 0 180 48"><circle cx="18" cy="24" r="12" fill="#f6c667"/><circle cx="32" cy="24" r="12" fill="#ffffff" fill-opacity="0.85"/><text x="52" y="31" font-family="Helvetica,Arial,sans-serif" font-size="20" font-weight="700" fill="#ffffff">Brightpath</text></svg>`;
const BACKGROUND_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef5f6"/><stop offset="1" stop-color="#fdf6e9"/></linearGradient></defs><rect width="1600" height="900" fill="url(#g)"/></svg>`;
const dataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

interface DemoClient {
  home?: string;
  allowAssessments?: boolean;
  deactivated?: boolean;
  /** Which of the demo programs/surveys: the coach's own or the company-managed one. */
  program?: 'own' | 'managed';
}

interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  isStaff?: boolean;
  coach?: boolean;
  timezone?: string;
  /** Hours ago this person last logged in; absent for never. */
  lastLoginHoursAgo?: number;
  client?: DemoClient;
}

const PEOPLE: DemoUser[] = [
  {
    email: 'owner@demo.test',
    firstName: 'Morgan',
    lastName: 'Reyes',
    coach: true,
    timezone: 'America/Chicago',
    lastLoginHoursAgo: 26,
  },
  {
    email: 'coach@demo.test',
    firstName: 'Jordan',
    lastName: 'Blake',
    coach: true,
    timezone: 'America/New_York',
    lastLoginHoursAgo: 1,
  },
  { email: 'admin@demo.test', firstName: 'Avery', lastName: 'Chen', isStaff: true, lastLoginHoursAgo: 75 },
  // client@demo.test has assessments turned off, so the client guard has something to refuse.
  {
    email: 'client@demo.test',
    firstName: 'Casey',
    lastName: 'Morgan',
    timezone: 'America/New_York',
    lastLoginHoursAgo: 2,
    client: { allowAssessments: false },
  },
  {
    email: 'priya.patel@demo.test',
    firstName: 'Priya',
    lastName: 'Patel',
    timezone: 'Europe/London',
    lastLoginHoursAgo: 5,
    client: { home: 'goals' },
  },
  {
    email: 'marcus.johnson@demo.test',
    firstName: 'Marcus',
    lastName: 'Johnson',
    timezone: 'America/Los_Angeles',
    lastLoginHoursAgo: 30,
    client: { home: 'self_reflect', program: 'managed' },
  },
  {
    email: 'elena.rossi@demo.test',
    firstName: 'Elena',
    lastName: 'Rossi',
    timezone: 'Europe/Rome',
    lastLoginHoursAgo: 52,
  },
  {
    email: 'sofia.garcia@demo.test',
    firstName: 'Sofia',
    lastName: 'Garcia',
    timezone: 'Europe/Madrid',
    lastLoginHoursAgo: 9,
    client: { program: 'managed' },
  },
  {
    email: 'liam.obrien@demo.test',
    firstName: 'Liam',
    lastName: "O'Brien",
    timezone: 'Europe/Dublin',
    lastLoginHoursAgo: 100,
  },
  {
    email: 'aisha.khan@demo.test',
    firstName: 'Aisha',
    lastName: 'Khan',
    timezone: 'Asia/Dubai',
    lastLoginHoursAgo: 14,
    client: { home: 'courses' },
  },
  {
    email: 'noah.williams@demo.test',
    firstName: 'Noah',
    lastName: 'Williams',
    timezone: 'America/Denver',
    lastLoginHoursAgo: 200,
  },
  {
    email: 'mei.lin@demo.test',
    firstName: 'Mei',
    lastName: 'Lin',
    timezone: 'Asia/Singapore',
    lastLoginHoursAgo: 20,
    client: { home: 'progress' },
  },
  {
    email: 'david.cohen@demo.test',
    firstName: 'David',
    lastName: 'Cohen',
    timezone: 'Asia/Jerusalem',
    lastLoginHoursAgo: 400,
    client: { program: 'managed' },
  },
  { email: 'grace.kim@demo.test', firstName: 'Grace', lastName: 'Kim', timezone: 'Asia/Seoul' },
  {
    email: 'omar.haddad@demo.test',
    firstName: 'Omar',
    lastName: 'Haddad',
    timezone: 'Africa/Cairo',
    lastLoginHoursAgo: 70,
    client: { home: 'goals' },
  },
  {
    email: 'tom.nguyen@demo.test',
    firstName: 'Tom',
    lastName: 'Nguyen',
    timezone: 'America/Denver',
    lastLoginHoursAgo: 300,
    client: { home: 'progress', deactivated: true },
  },
].map((p) => (p.coach || p.isStaff ? p : { ...p, client: p.client ?? {} }));

const PENDING_INVITATIONS = [
  { email: 'jamie.rivera@example.com', firstName: 'Jamie', lastName: 'Rivera' },
  { email: 'taylor.brooks@example.com', firstName: 'Taylor', lastName: 'Brooks' },
  { email: 'sam.okafor@example.com', firstName: 'Sam', lastName: 'Okafor' },
];

const COHORTS = [
  {
    name: 'Spring Leadership Circle',
    members: ['client@demo.test', 'priya.patel@demo.test', 'aisha.khan@demo.test', 'mei.lin@demo.test'],
  },
  {
    name: 'Wellness Basics',
    members: ['marcus.johnson@demo.test', 'sofia.garcia@demo.test', 'omar.haddad@demo.test'],
  },
];

/** The id of the row `find` returns, inserting it with `insert` first when there is none. */
async function ensureRow<T extends { id: number }>(
  find: () => Promise<T | undefined>,
  insert: () => Promise<T[]>,
): Promise<number> {
  const found = await find();
  if (found) return found.id;
  const [row] = await insert();
  return row!.id;
}

async function seedPeople(tx: Tx, passwordHashes: Map<string, string>) {
  await tx
    .insert(users)
    .values(
      PEOPLE.map((p) => ({
        email: p.email,
        passwordHash: passwordHashes.get(p.email)!,
        firstName: p.firstName,
        lastName: p.lastName,
        isStaff: p.isStaff ?? false,
        onboarded: true,
        timezone: p.timezone ?? 'UTC',
        coachFeatures: p.coach ? ['all'] : [],
        lastLogin:
          p.lastLoginHoursAgo === undefined
            ? null
            : sql`now() - make_interval(hours => ${p.lastLoginHoursAgo})`,
      })),
    )
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        PEOPLE.map((p) => p.email),
      ),
    );
  return new Map(rows.map((r) => [r.email, r.id]));
}

/**
 * Seeds the demo company on an empty database. Idempotent: every row is keyed by a natural key
 * (e-mail, sub-domain, names within the company), so running it again changes nothing and a
 * database seeded by an older version only gains what is new. The habit engine, pulse, courses
 * and messaging steps (demo-habits.ts, demo-pulse.ts, demo-courses.ts, demo-messaging.ts) run
 * every time and check on their own what they still have to add; `now` sets the day their
 * history ends (tests fix it).
 */
export async function seedDemo(db: Db, now = new Date(), storage?: Storage): Promise<{ created: boolean }> {
  const accountsCreated = await seedDemoAccounts(db);
  const habitsCreated = await seedDemoHabits(db, now);
  const pulseCreated = await seedDemoPulse(db, now);
  // Course lessons carry files, so this step needs the app's storage (benchmarks seed without).
  const coursesCreated = storage ? await seedDemoCourses(db, storage, now) : false;
  const messagingCreated = await seedDemoMessaging(db, now);
  return { created: accountsCreated || habitsCreated || pulseCreated || coursesCreated || messagingCreated };
}

/** The demo's people, company, programs, courses and client space; false when all were there. */
async function seedDemoAccounts(db: Db): Promise<boolean> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'owner@demo.test'));
  const [lastCohort] = await db
    .select({ id: cohorts.id })
    .from(cohorts)
    .where(eq(cohorts.name, COHORTS[COHORTS.length - 1]!.name));
  if (owner && lastCohort) return false;

  const existing = new Set((await db.select({ email: users.email }).from(users)).map((u) => u.email));
  const created = PEOPLE.some((p) => !existing.has(p.email));
  const passwordHashes = new Map(
    await Promise.all(
      PEOPLE.filter((p) => !existing.has(p.email)).map(
        async (p) => [p.email, await hashPassword(DEMO_PASSWORD)] as const,
      ),
    ),
  );

  await db.transaction(async (tx) => {
    const idOf = await seedPeople(tx, passwordHashes);
    const id = (email: string) => idOf.get(email)!;
    const ownerId = id('owner@demo.test');
    const coachId = id('coach@demo.test');

    const companyId = await ensureRow(
      async () =>
        (await tx.select({ id: companies.id }).from(companies).where(eq(companies.ownerId, ownerId)))[0],
      () =>
        tx
          .insert(companies)
          .values({ name: 'Brightpath Coaching', ownerId, allowPaidSubscriptions: true })
          .returning({ id: companies.id }),
    );
    await tx
      .insert(subDomains)
      .values({
        subDomain: DEMO_SUB_DOMAIN,
        companyId,
        ownerId,
        headerColor: '#2b6777',
        logo: dataUrl(LOGO_SVG),
        logoHeight: 44,
        backgroundImage: dataUrl(BACKGROUND_SVG),
        allowOnboarding: true,
        showOnSearch: true,
      })
      .onConflictDoNothing();
    await tx
      .update(users)
      .set({ companyId })
      .where(inArray(users.id, [...idOf.values()]));
    await tx
      .insert(coachProfiles)
      .values(PEOPLE.filter((p) => p.coach).map((p) => ({ userId: id(p.email), companyId, plan: 'company' })))
      .onConflictDoNothing();

    // The coach's own survey and program, and the company-managed (read-only) pair.
    const ownSurvey = await ensureRow(
      async () =>
        (
          await tx
            .select({ id: pulseSurveys.id })
            .from(pulseSurveys)
            .where(and(eq(pulseSurveys.name, 'Daily Check-in'), eq(pulseSurveys.ownerId, coachId)))
        )[0],
      () =>
        tx
          .insert(pulseSurveys)
          .values({
            name: 'Daily Check-in',
            ownerId: coachId,
            companyId,
            openEndedQuestion: 'What gave you energy today?',
            dailyNumQuestions: 3,
          })
          .returning({ id: pulseSurveys.id }),
    );
    const managedSurvey = await ensureRow(
      async () =>
        (
          await tx
            .select({ id: pulseSurveys.id })
            .from(pulseSurveys)
            .where(and(eq(pulseSurveys.name, 'Brightpath Well-being Pulse'), isNull(pulseSurveys.ownerId)))
        )[0],
      () =>
        tx
          .insert(pulseSurveys)
          .values({
            name: 'Brightpath Well-being Pulse',
            companyId,
            openEndedQuestion: 'What is on your mind this week?',
            dailyNumQuestions: 4,
          })
          .returning({ id: pulseSurveys.id }),
    );
    const ownProgram = await ensureRow(
      async () =>
        (
          await tx
            .select({ id: habitPrograms.id })
            .from(habitPrograms)
            .where(and(eq(habitPrograms.name, FOUNDATIONS_NAME), eq(habitPrograms.ownerId, coachId)))
        )[0],
      () =>
        tx
          .insert(habitPrograms)
          .values({
            name: FOUNDATIONS_NAME,
            ownerId: coachId,
            companyId,
            ...FOUNDATIONS_SETTINGS,
            pulseSurveyId: ownSurvey,
          })
          .returning({ id: habitPrograms.id }),
    );
    const managedProgram = await ensureRow(
      async () =>
        (
          await tx
            .select({ id: habitPrograms.id })
            .from(habitPrograms)
            .where(and(eq(habitPrograms.name, BRIGHTPATH_CORE_NAME), isNull(habitPrograms.ownerId)))
        )[0],
      () =>
        tx
          .insert(habitPrograms)
          .values({
            name: BRIGHTPATH_CORE_NAME,
            companyId,
            ...BRIGHTPATH_CORE_SETTINGS,
            pulseSurveyId: managedSurvey,
          })
          .returning({ id: habitPrograms.id }),
    );
    await ensureRow(
      async () =>
        (
          await tx
            .select({ id: courses.id })
            .from(courses)
            .where(and(eq(courses.title, 'Mindful Mornings'), eq(courses.ownerId, coachId)))
        )[0],
      () =>
        tx
          .insert(courses)
          .values({
            title: 'Mindful Mornings',
            description: 'Five short lessons to start each day with intention.',
            public: true,
            published: true,
            ownerId: coachId,
            companyId,
            ordering: 1,
          })
          .returning({ id: courses.id }),
    );
    const restrictedCourse = await ensureRow(
      async () =>
        (
          await tx
            .select({ id: courses.id })
            .from(courses)
            .where(and(eq(courses.title, 'Resilience 101'), eq(courses.ownerId, coachId)))
        )[0],
      () =>
        tx
          .insert(courses)
          .values({
            title: 'Resilience 101',
            description: 'Bounce back from setbacks with tools from positive psychology.',
            public: false,
            published: true,
            ownerId: coachId,
            companyId,
            ordering: 2,
          })
          .returning({ id: courses.id }),
    );

    const clients = PEOPLE.filter((p) => p.client);
    await tx
      .insert(clientProfiles)
      .values(
        clients.map((p) => {
          const managed = p.client!.program === 'managed';
          return {
            userId: id(p.email),
            coachId,
            home: p.client!.home ?? 'daily_exercises',
            allowAssessments: p.client!.allowAssessments ?? true,
            theme: managed ? managedProgram : ownProgram,
            assignedPulseSurvey: managed ? managedSurvey : ownSurvey,
            deactivated: p.client!.deactivated ? sql`now() - interval '12 days'` : null,
          };
        }),
      )
      .onConflictDoNothing();
    await tx
      .insert(clientCourses)
      .values(
        ['client@demo.test', 'aisha.khan@demo.test'].map((email) => ({
          clientId: id(email),
          courseId: restrictedCourse,
        })),
      )
      .onConflictDoNothing();

    // Pending invitations: the partial unique index keeps one per address and coach.
    await tx
      .insert(clientInvitations)
      .values(
        PENDING_INVITATIONS.map((invite, index) => ({
          token: newSessionToken(),
          coachId,
          companyId,
          email: invite.email,
          firstName: invite.firstName,
          lastName: invite.lastName,
          habitProgramId: ownProgram,
          pulseSurveyId: ownSurvey,
          createdAt: sql`now() - make_interval(days => ${index + 1})`,
          sentAt: sql`now() - make_interval(days => ${index + 1})`,
        })),
      )
      .onConflictDoNothing();

    for (const cohort of COHORTS) {
      const cohortId = await ensureRow(
        async () =>
          (
            await tx
              .select({ id: cohorts.id })
              .from(cohorts)
              .where(and(eq(cohorts.name, cohort.name), eq(cohorts.coachId, coachId)))
          )[0],
        () => tx.insert(cohorts).values({ name: cohort.name, coachId }).returning({ id: cohorts.id }),
      );
      await tx
        .insert(clientCohorts)
        .values(cohort.members.map((email) => ({ clientId: id(email), cohortId })))
        .onConflictDoNothing();
    }

    await seedClientSpace(tx, id, ownerId, companyId);
  });
  return created;
}

const GOALS: {
  email: string;
  goal: string;
  why: string;
  color: string;
  milestones: [string, boolean][];
  completed?: boolean;
}[] = [
  {
    email: 'client@demo.test',
    goal: 'Run a 10K by the spring',
    why: 'I want the energy to keep up with my kids and to prove to myself I can stick with something.',
    color: '#2b8a3e',
    milestones: [
      ['Run three times a week for a month', true],
      ['Finish a 5K without walking', true],
      ['Build up to 8K on the long run', false],
      ['Sign up for the city 10K', false],
    ],
  },
  {
    email: 'client@demo.test',
    goal: 'Protect one evening a week for myself',
    why: 'Work keeps swallowing my evenings and I end the week drained.',
    color: '#1971c2',
    milestones: [
      ['Pick the evening and tell my team', true],
      ['Keep it free four weeks in a row', false],
    ],
  },
  {
    email: 'client@demo.test',
    goal: 'Read twelve books this year',
    why: 'Reading is how I switch off; I lost the habit.',
    color: '#e8590c',
    milestones: [['Keep a book on the nightstand', true]],
    completed: true,
  },
  {
    email: 'priya.patel@demo.test',
    goal: 'Lead my first team retrospective',
    why: 'I want my team to feel heard and to grow as a leader.',
    color: '#9c36b5',
    milestones: [
      ['Shadow a retro in another team', true],
      ['Draft the agenda with my coach', false],
    ],
  },
];

const JOURNAL: { email: string; title: string; text: string; daysAgo: number }[] = [
  {
    email: 'client@demo.test',
    title: 'A calmer Monday',
    text: 'Started the day with ten minutes of breathing before opening e-mail. The morning felt less rushed and I noticed I was kinder in the stand-up.',
    daysAgo: 1,
  },
  {
    email: 'client@demo.test',
    title: 'Long run in the rain',
    text: 'Eight kilometres today, the longest so far. Legs heavy at the end but I did not stop. Next week: try the hill route.',
    daysAgo: 3,
  },
  {
    email: 'client@demo.test',
    title: 'What drains me',
    text: 'Back-to-back meetings with no break, and saying yes to things I do not have time for. Try blocking 15 minutes between calls.',
    daysAgo: 6,
  },
];

/** Goals with milestones, journal entries and subscriptions, so the client's own pages look lived in. */
async function seedClientSpace(tx: Tx, id: (email: string) => number, ownerId: number, companyId: number) {
  for (const item of GOALS) {
    const userId = id(item.email);
    const [found] = await tx
      .select({ id: goals.id })
      .from(goals)
      .where(and(eq(goals.userId, userId), eq(goals.goal, item.goal)));
    if (found) continue;
    const states = item.milestones.map(([, done]) => ({ completed: done }));
    const [goal] = await tx
      .insert(goals)
      .values({
        userId,
        goal: item.goal,
        sacrifice: item.why,
        color: item.color,
        completed: item.completed ?? false,
        progress: goalPercent(states, item.completed ?? false),
      })
      .returning({ id: goals.id });
    await tx
      .insert(milestones)
      .values(
        item.milestones.map(([text, completed], order) => ({ goalId: goal!.id, text, order, completed })),
      );
  }
  for (const entry of JOURNAL) {
    const userId = id(entry.email);
    const [found] = await tx
      .select({ id: notes.id })
      .from(notes)
      .where(and(eq(notes.userId, userId), eq(notes.title, entry.title)));
    if (found) continue;
    const at = sql`now() - make_interval(days => ${entry.daysAgo})`;
    await tx
      .insert(notes)
      .values({ userId, title: entry.title, text: entry.text, private: true, createdAt: at, modifiedAt: at });
  }
  const caseyId = id('client@demo.test');
  const [clientPlan] = await tx
    .select({ id: clientSubscriptions.id })
    .from(clientSubscriptions)
    .where(eq(clientSubscriptions.userId, caseyId));
  if (!clientPlan) {
    await tx.insert(clientSubscriptions).values({
      userId: caseyId,
      title: 'Brightpath Monthly Coaching',
      price: 4900,
      scheduledInvoiceAt: sql`now() + interval '12 days'`,
    });
  }
  const [ownerPlan] = await tx
    .select({ id: ownerSubscriptions.id })
    .from(ownerSubscriptions)
    .where(eq(ownerSubscriptions.userId, ownerId));
  if (!ownerPlan) {
    await tx.insert(ownerSubscriptions).values({
      userId: ownerId,
      companyId,
      title: 'Tandem Unlimited',
      scheduledInvoiceAt: sql`now() + interval '20 days'`,
    });
  }
}
