import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_BRANDING, subDomainBrandingSchema } from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { subDomains } from '../../db/schema';

/** Public branding of a sub-domain: what the login page and the top bar need, nothing private. */
export function subDomainsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sub-domains/:name/',
      {
        config: { audience: 'anyone' },
        schema: {
          tags: ['branding'],
          summary: 'Public branding of a sub-domain',
          params: z.object({ name: z.string().min(1).max(63) }),
          response: { 200: subDomainBrandingSchema },
        },
      },
      async (request) => {
        const [row] = await ctx.db
          .select()
          .from(subDomains)
          .where(sql`lower(${subDomains.subDomain}) = ${request.params.name.toLowerCase()}`);
        if (!row) throw notFound();
        return {
          id: row.id,
          sub_domain: row.subDomain,
          logo: row.logo,
          logo_height: row.logoHeight,
          header_color: row.headerColor ?? DEFAULT_BRANDING.header_color,
          background_image: row.backgroundImage,
          allow_onboarding: row.allowOnboarding,
          show_on_search: row.showOnSearch,
        };
      },
    );
  };
}
