/*
 * The coach's clients: their profiles (program, survey, home page, flags), the restricted course
 * two of them were given, the pending invitations and the cohorts.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { clientCohorts, clientCourses, clientInvitations, clientProfiles, cohorts } from '../db/schema';
import { newSessionToken } from '../lib/tokens';
import type { DemoCatalog } from './demo-catalog';
import { PEOPLE } from './demo-people';
import { ensureRow } from './demo-steps';

/** Invitations the coach sent that nobody has accepted yet. */
const PENDING_INVITATIONS = [
  { email: 'jamie.rivera@example.com', firstName: 'Jamie', lastName: 'Rivera' },
  { email: 'taylor.brooks@example.com', firstName: 'Taylor', lastName: 'Brooks' },
  { email: 'sam.okafor@example.com', firstName: 'Sam', lastName: 'Okafor' },
];

/** The coach's cohorts; the last one's presence means the accounts step has run. */
export const COHORTS = [
  {
    name: 'Spring Leadership Circle',
    members: ['client@demo.test', 'priya.patel@demo.test', 'aisha.khan@demo.test', 'mei.lin@demo.test'],
  },
  {
    name: 'Wellness Basics',
    members: ['marcus.johnson@demo.test', 'sofia.garcia@demo.test', 'omar.haddad@demo.test'],
  },
];

/** A demo person's id by e-mail. */
type IdOf = (email: string) => number;

/** The clients' profiles, the restricted course's clients, the invitations and the cohorts. */
export async function seedClients(
  tx: Tx,
  id: IdOf,
  coachId: number,
  companyId: number,
  catalog: DemoCatalog,
) {
  await seedClientProfiles(tx, id, coachId, catalog);
  await seedInvitations(tx, coachId, companyId, catalog);
  await seedCohorts(tx, id, coachId);
}

/** Every demo client coached by the demo coach, on the own or the managed program and survey. */
async function seedClientProfiles(tx: Tx, id: IdOf, coachId: number, catalog: DemoCatalog) {
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
          theme: managed ? catalog.managedProgram : catalog.ownProgram,
          assignedPulseSurvey: managed ? catalog.managedSurvey : catalog.ownSurvey,
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
        courseId: catalog.restrictedCourse,
      })),
    )
    .onConflictDoNothing();
}

/** Pending invitations: the partial unique index keeps one per address and coach. */
async function seedInvitations(tx: Tx, coachId: number, companyId: number, catalog: DemoCatalog) {
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
        habitProgramId: catalog.ownProgram,
        pulseSurveyId: catalog.ownSurvey,
        createdAt: sql`now() - make_interval(days => ${index + 1})`,
        sentAt: sql`now() - make_interval(days => ${index + 1})`,
      })),
    )
    .onConflictDoNothing();
}

/** The cohorts and their members. */
async function seedCohorts(tx: Tx, id: IdOf, coachId: number) {
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
}
