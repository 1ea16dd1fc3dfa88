import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subDomainBrandingSchema } from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { findPublicBranding } from './sub-domains.service';

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
        const found = await findPublicBranding(ctx.db, request.params.name);
        if (!found) throw notFound();
        return found;
      },
    );
  };
}
