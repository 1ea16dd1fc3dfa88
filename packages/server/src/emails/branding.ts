import { asc, eq } from 'drizzle-orm';
import { DEFAULT_BRANDING } from '@tandem/shared';
import type { DbOrTx } from '../db/client';
import { companies, subDomains } from '../db/schema';
import type { EmailBranding } from './layout';

/** The company's name and its (first) sub-domain's header colour, for mail it sends. */
export async function loadEmailBranding(db: DbOrTx, companyId: number | null): Promise<EmailBranding> {
  if (companyId === null) return { companyName: 'Tandem', headerColor: DEFAULT_BRANDING.header_color };
  const [row] = await db
    .select({ name: companies.name, headerColor: subDomains.headerColor })
    .from(companies)
    .leftJoin(subDomains, eq(subDomains.companyId, companies.id))
    .where(eq(companies.id, companyId))
    .orderBy(asc(subDomains.id))
    .limit(1);
  return {
    companyName: row?.name ?? 'Tandem',
    headerColor: row?.headerColor ?? DEFAULT_BRANDING.header_color,
  };
}
