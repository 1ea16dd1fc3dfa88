import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  pgTable,
  text,
  timestamp,
  index,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { companies, users } from './users';

/** A branded sub-domain (`acme.tandem.example`) of a company. */
export const subDomains = pgTable(
  'sub_domains',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    subDomain: text('sub_domain').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Only this user may change the branding; null means any owner of the company may. */
    ownerId: integer('owner_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    headerColor: text('header_color'),
    logo: text('logo'),
    logoHeight: integer('logo_height').notNull().default(50),
    backgroundImage: text('background_image'),
    allowOnboarding: boolean('allow_onboarding').notNull().default(false),
    showOnSearch: boolean('show_on_search').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sub_domains_sub_domain_key').on(sql`lower(${t.subDomain})`),
    // A company's brand is its first sub-domain (lib/company-brand.ts), read by every GET
    // user/{id} and every message a company sends: one index entry, not a scan of every company's.
    index('sub_domains_company_id_idx').on(t.companyId, t.id),
  ],
);
