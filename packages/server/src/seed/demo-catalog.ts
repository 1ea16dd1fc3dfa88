/*
 * The demo's pulse surveys, habit programs and courses as rows: the coach's own and the company's
 * managed (read-only) ones, and how to find them again. Their content comes later, from
 * demo-pulse.ts, demo-habits.ts and demo-courses.ts, which look them up here.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { courses, habitPrograms, pulseSurveys } from '../db/schema';
import { MINDFUL_MORNINGS_TITLE, RESILIENCE_101_TITLE } from './demo-course-content';
import { BRIGHTPATH_PULSE_NAME, DAILY_CHECK_IN_NAME } from './demo-pulse-content';
import {
  BRIGHTPATH_CORE_NAME,
  BRIGHTPATH_CORE_SETTINGS,
  FOUNDATIONS_NAME,
  FOUNDATIONS_SETTINGS,
} from './starter-program';
import { ensureRow } from './demo-steps';

/** The ids of the catalog rows that clients and invitations refer to. */
export interface DemoCatalog {
  ownSurvey: number;
  managedSurvey: number;
  ownProgram: number;
  managedProgram: number;
  /** The course given to named clients only. */
  restrictedCourse: number;
}

/** The surveys, then the programs that use them, then the courses. */
export async function seedCatalog(tx: Tx, coachId: number, companyId: number): Promise<DemoCatalog> {
  const surveys = await seedSurveys(tx, coachId, companyId);
  const programs = await seedPrograms(tx, coachId, companyId, surveys);
  const restrictedCourse = await seedCourses(tx, coachId, companyId);
  return { ...surveys, ...programs, restrictedCourse };
}

/** The coach's own survey and the company-managed one. */
async function seedSurveys(tx: Tx, coachId: number, companyId: number) {
  const ownSurvey = await ensureSurvey(tx, {
    name: DAILY_CHECK_IN_NAME,
    ownerId: coachId,
    companyId,
    openEndedQuestion: 'What gave you energy today?',
    dailyNumQuestions: 3,
  });
  const managedSurvey = await ensureSurvey(tx, {
    name: BRIGHTPATH_PULSE_NAME,
    companyId,
    openEndedQuestion: 'What is on your mind this week?',
    dailyNumQuestions: 4,
  });
  return { ownSurvey, managedSurvey };
}

/** The coach's own program and the company-managed one, each with its survey. */
async function seedPrograms(
  tx: Tx,
  coachId: number,
  companyId: number,
  { ownSurvey, managedSurvey }: { ownSurvey: number; managedSurvey: number },
) {
  const ownProgram = await ensureProgram(tx, {
    name: FOUNDATIONS_NAME,
    ownerId: coachId,
    companyId,
    ...FOUNDATIONS_SETTINGS,
    pulseSurveyId: ownSurvey,
  });
  const managedProgram = await ensureProgram(tx, {
    name: BRIGHTPATH_CORE_NAME,
    companyId,
    ...BRIGHTPATH_CORE_SETTINGS,
    pulseSurveyId: managedSurvey,
  });
  return { ownProgram, managedProgram };
}

/** The coach's public course and their restricted one; returns the restricted one's id. */
async function seedCourses(tx: Tx, coachId: number, companyId: number): Promise<number> {
  await ensureCourse(tx, {
    title: MINDFUL_MORNINGS_TITLE,
    description: 'Five short lessons to start each day with intention.',
    public: true,
    published: true,
    ownerId: coachId,
    companyId,
    ordering: 1,
  });
  return ensureCourse(tx, {
    title: RESILIENCE_101_TITLE,
    description: 'Bounce back from setbacks with tools from positive psychology.',
    public: false,
    published: true,
    ownerId: coachId,
    companyId,
    ordering: 2,
  });
}

/** A catalog table whose rows are the coach's own or, without an owner, the company's managed ones. */
type OwnedTable = typeof pulseSurveys | typeof habitPrograms;

/**
 * The row of `table` with this name and owner; without an owner, the company's managed one (of
 * `companyId` when given: the accounts step looks it up by name alone, as it always has).
 */
async function findNamed(
  tx: Tx,
  table: OwnedTable,
  name: string,
  ownerId: number | null | undefined,
  companyId?: number,
) {
  const owner = ownerId
    ? eq(table.ownerId, ownerId)
    : and(isNull(table.ownerId), companyId === undefined ? undefined : eq(table.companyId, companyId));
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.name, name), owner));
  return row;
}

/** The id of the survey with this name and owner (none: the company's), inserted when missing. */
function ensureSurvey(tx: Tx, values: typeof pulseSurveys.$inferInsert) {
  return ensureRow(
    () => findNamed(tx, pulseSurveys, values.name, values.ownerId),
    () => tx.insert(pulseSurveys).values(values).returning({ id: pulseSurveys.id }),
  );
}

/** The id of the program with this name and owner (none: the company's), inserted when missing. */
function ensureProgram(tx: Tx, values: typeof habitPrograms.$inferInsert) {
  return ensureRow(
    () => findNamed(tx, habitPrograms, values.name, values.ownerId),
    () => tx.insert(habitPrograms).values(values).returning({ id: habitPrograms.id }),
  );
}

/**
 * The ids of the coach's own row of `table` named `names.own` and of their company's managed one
 * named `names.managed`, when they are there (the later steps fill them in).
 */
export async function findOwnAndManaged(
  tx: Tx,
  table: OwnedTable,
  names: { own: string; managed: string },
  coach: { id: number; companyId: number | null },
): Promise<{ own?: number; managed?: number }> {
  const own = await findNamed(tx, table, names.own, coach.id);
  const managed = coach.companyId
    ? await findNamed(tx, table, names.managed, null, coach.companyId)
    : undefined;
  return { own: own?.id, managed: managed?.id };
}

/** The id of the coach's course with this title, inserted when missing. */
function ensureCourse(tx: Tx, values: typeof courses.$inferInsert & { ownerId: number }) {
  return ensureRow(
    () => findCourse(tx, values.title, values.ownerId),
    () => tx.insert(courses).values(values).returning({ id: courses.id }),
  );
}

/** The coach's course with this title, if there is one. */
export async function findCourse(tx: Tx, title: string, ownerId: number) {
  const [course] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.title, title), eq(courses.ownerId, ownerId)));
  return course;
}
