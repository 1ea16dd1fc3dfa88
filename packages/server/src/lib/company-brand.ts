import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { companySiteUrl, DEFAULT_BRANDING, type BrandedCompany, type CompanyBranding } from '@tandem/shared';
import type { DbOrTx } from '../db/client';

/*
 * A company's brand, one rule for every surface (issue 45): its name, and its first sub-domain's
 * logo and colours (the one the site settings edit). Its site is the address on that
 * sub-domain (shared companySiteUrl), which every link to its people starts with; a sub-domain
 * whose name is not set yet (sign-up makes the row first) leaves the site at the product's own
 * address. No company, or none found, is the product's own brand.
 */

/** Where the app is served and the sub-domain its bare host stands for (config). */
export interface SiteAddress {
  publicUrl: string;
  defaultSubDomain: string;
}

/** What a message from a company shows of it. */
export interface CompanyBrand {
  companyName: string;
  headerColor: string;
  /** The logo's absolute address, for mail read away from the site; null without one. */
  logoUrl: string | null;
  /** The company's site (companySiteUrl), no trailing slash: every link starts with it. */
  siteUrl: string;
}

/** The product's own brand, for messages about no company. */
export const productBrand = (site: SiteAddress): CompanyBrand => ({
  companyName: DEFAULT_BRANDING.name,
  headerColor: DEFAULT_BRANDING.header_color,
  logoUrl: null,
  siteUrl: companySiteUrl(site.publicUrl, null, site.defaultSubDomain),
});

/** A company's brand (see above); the product's when `companyId` is null or unknown. */
export async function loadCompanyBrand(
  db: DbOrTx,
  companyId: number | null,
  site: SiteAddress,
): Promise<CompanyBrand> {
  const company = await loadBrandedCompany(db, companyId);
  if (!company) return productBrand(site);
  const { branding } = company;
  const siteUrl = companySiteUrl(site.publicUrl, branding?.sub_domain ?? null, site.defaultSubDomain);
  const logo = branding?.logo;
  return {
    companyName: company.name,
    headerColor: branding?.header_color || DEFAULT_BRANDING.header_color,
    // Mail readers show a picture from an address, not one written into the mail (a data: URL).
    logoUrl: logo && !logo.startsWith('data:') ? new URL(logo, `${siteUrl}/`).href : null,
    siteUrl,
  };
}

/**
 * SQL for a company's branding as the app shows it in a signed-in page (GET user/{id}'s
 * `company.branding`, shared CompanyBranding): its first sub-domain's, by the rule above, or NULL
 * when it has none. `companyId` is the company's id column.
 */
export function companyBrandingColumn(companyId: AnyPgColumn | SQL): SQL<CompanyBranding | null> {
  return sql<CompanyBranding | null>`(SELECT json_build_object(
      'sub_domain', NULLIF(s.sub_domain, ''), 'logo', s.logo, 'logo_height', s.logo_height,
      'header_color', s.header_color, 'background_image', s.background_image,
      'allow_onboarding', s.allow_onboarding)
    FROM sub_domains s WHERE s.company_id = ${companyId} ORDER BY s.id LIMIT 1)`;
}

/** A company with the brand its pages wear (shared BrandedCompany); null when there is none. */
export async function loadBrandedCompany(
  db: DbOrTx,
  companyId: number | null,
): Promise<BrandedCompany | null> {
  if (companyId === null) return null;
  // Aliased: in a one-table select Drizzle leaves columns unqualified, and the column's
  // subquery would read the sub-domain's own id.
  const result = await db.execute<BrandedCompany>(
    sql`SELECT c.name, ${companyBrandingColumn(sql`c.id`)} AS branding FROM companies c WHERE c.id = ${companyId}`,
  );
  return result.rows[0] ?? null;
}
