/* The demo company: its people, the company with its branded sub-domain, and the coaches' licences. */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { coachProfiles, companies, subDomains, users } from '../db/schema';
import { DEMO_SUB_DOMAIN, PEOPLE } from './demo-people';
import { ensureRow } from './demo-steps';

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="48" viewBox="0 0 180 48"><circle cx="18" cy="24" r="12" fill="#f6c667"/><circle cx="32" cy="24" r="12" fill="#ffffff" fill-opacity="0.85"/><text x="52" y="31" font-family="Helvetica,Arial,sans-serif" font-size="20" font-weight="700" fill="#ffffff">Brightpath</text></svg>`;
const BACKGROUND_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef5f6"/><stop offset="1" stop-color="#fdf6e9"/></linearGradient></defs><rect width="1600" height="900" fill="url(#g)"/></svg>`;
const dataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** Inserts the demo people who are missing; returns every demo person's id by e-mail. */
export async function seedPeople(tx: Tx, passwordHashes: Map<string, string>) {
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
        // The demo accounts have seen the first-run tour, so it never stands in a journey's way.
        tourCompleted: true,
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

/** The owner's company and its sub-domain; every demo person joins it and its coaches get a licence. */
export async function seedCompany(tx: Tx, idOf: Map<string, number>, ownerId: number): Promise<number> {
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
    .values(
      PEOPLE.filter((p) => p.coach).map((p) => ({ userId: idOf.get(p.email)!, companyId, plan: 'company' })),
    )
    .onConflictDoNothing();
  return companyId;
}
