import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clientProfiles, coachProfiles, companies, subDomains, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';

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

interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  isStaff?: boolean;
  coach?: boolean;
  timezone?: string;
  /** Days ago this person last logged in; absent for never. */
  lastLoginDaysAgo?: number;
  client?: { home?: string; allowJournal?: boolean; allowMessaging?: boolean; deactivated?: boolean };
}

const PEOPLE: DemoUser[] = [
  {
    email: 'owner@demo.test',
    firstName: 'Morgan',
    lastName: 'Reyes',
    coach: true,
    timezone: 'America/Chicago',
    lastLoginDaysAgo: 1,
  },
  {
    email: 'coach@demo.test',
    firstName: 'Jordan',
    lastName: 'Blake',
    coach: true,
    timezone: 'America/New_York',
    lastLoginDaysAgo: 0,
  },
  { email: 'admin@demo.test', firstName: 'Avery', lastName: 'Chen', isStaff: true, lastLoginDaysAgo: 3 },
  {
    email: 'client@demo.test',
    firstName: 'Casey',
    lastName: 'Morgan',
    timezone: 'America/New_York',
    lastLoginDaysAgo: 0,
    client: { home: 'daily_exercises', allowJournal: false },
  },
  {
    email: 'priya.patel@demo.test',
    firstName: 'Priya',
    lastName: 'Patel',
    timezone: 'Europe/London',
    lastLoginDaysAgo: 1,
    client: { home: 'goals' },
  },
  {
    email: 'marcus.johnson@demo.test',
    firstName: 'Marcus',
    lastName: 'Johnson',
    timezone: 'America/Los_Angeles',
    lastLoginDaysAgo: 4,
    client: { home: 'self_reflect' },
  },
  {
    email: 'elena.rossi@demo.test',
    firstName: 'Elena',
    lastName: 'Rossi',
    timezone: 'Europe/Rome',
    lastLoginDaysAgo: 9,
    client: { home: 'daily_exercises' },
  },
  {
    email: 'tom.nguyen@demo.test',
    firstName: 'Tom',
    lastName: 'Nguyen',
    timezone: 'America/Denver',
    client: { home: 'progress', deactivated: true },
  },
];

/**
 * Seeds the demo company on an empty database. Idempotent: every row is keyed by a natural key
 * (sub-domain name, e-mail), so running it again changes nothing and never duplicates.
 */
export async function seedDemo(db: Db): Promise<{ created: boolean }> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.email,
        PEOPLE.map((p) => p.email),
      ),
    );
  if (existing.length === PEOPLE.length) return { created: false };
  const passwordHashes = await Promise.all(PEOPLE.map(() => hashPassword(DEMO_PASSWORD)));

  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values(
        PEOPLE.map((p, index) => ({
          email: p.email,
          passwordHash: passwordHashes[index]!,
          firstName: p.firstName,
          lastName: p.lastName,
          isStaff: p.isStaff ?? false,
          onboarded: true,
          timezone: p.timezone ?? 'UTC',
          coachFeatures: p.coach ? ['all'] : [],
          lastLogin:
            p.lastLoginDaysAgo === undefined
              ? null
              : sql`now() - make_interval(days => ${p.lastLoginDaysAgo}, hours => ${p.lastLoginDaysAgo * 3 + 2})`,
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
    const idOf = (email: string) => rows.find((r) => r.email === email)!.id;

    let [company] = await tx
      .select()
      .from(companies)
      .where(eq(companies.ownerId, idOf('owner@demo.test')));
    if (!company) {
      [company] = await tx
        .insert(companies)
        .values({
          name: 'Brightpath Coaching',
          ownerId: idOf('owner@demo.test'),
          allowPaidSubscriptions: true,
        })
        .returning();
    }
    await tx
      .insert(subDomains)
      .values({
        subDomain: DEMO_SUB_DOMAIN,
        companyId: company!.id,
        ownerId: idOf('owner@demo.test'),
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
      .set({ companyId: company!.id })
      .where(
        inArray(
          users.id,
          rows.map((r) => r.id),
        ),
      );

    const coaches = PEOPLE.filter((p) => p.coach);
    await tx
      .insert(coachProfiles)
      .values(coaches.map((p) => ({ userId: idOf(p.email), companyId: company!.id, plan: 'company' })))
      .onConflictDoNothing();
    const clients = PEOPLE.filter((p) => p.client);
    await tx
      .insert(clientProfiles)
      .values(
        clients.map((p) => ({
          userId: idOf(p.email),
          coachId: idOf('coach@demo.test'),
          home: p.client!.home ?? 'daily_exercises',
          allowJournal: p.client!.allowJournal ?? true,
          allowMessaging: p.client!.allowMessaging ?? true,
          deactivated: p.client!.deactivated ? sql`now() - interval '12 days'` : null,
        })),
      )
      .onConflictDoNothing();
  });
  return { created: true };
}
