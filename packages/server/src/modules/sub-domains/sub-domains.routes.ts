import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  isAppIconFile,
  MANIFEST_PATH,
  MANIFEST_SUB_DOMAIN_PARAM,
  subDomainBrandingSchema,
} from '@tandem/shared';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { brandIcon, findPublicBranding, manifestFor } from './sub-domains.service';

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

/**
 * The installed app's manifest and icons in a company's brand (shared app-manifest.ts), at the
 * site's root where browsers look for them: outside the API, public, not in its documentation.
 */
export function brandAssetRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      MANIFEST_PATH,
      {
        config: { audience: 'anyone' },
        schema: {
          hide: true,
          querystring: z.object({ [MANIFEST_SUB_DOMAIN_PARAM]: z.string().max(63).optional() }),
        },
      },
      async (request, reply) => {
        const manifest = await manifestFor(ctx, request.hostname, request.query[MANIFEST_SUB_DOMAIN_PARAM]);
        return reply
          .type('application/manifest+json; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(JSON.stringify(manifest));
      },
    );
    app.get(
      '/brand-icons/:subDomain/:version/:file',
      {
        config: { audience: 'anyone' },
        schema: {
          hide: true,
          params: z.object({
            subDomain: z.string().min(1).max(63),
            version: z.string().max(16),
            file: z.string(),
          }),
        },
      },
      async (request, reply) => {
        const { subDomain, file } = request.params;
        const icon = isAppIconFile(file) ? await brandIcon(ctx, subDomain, file) : null;
        if (!icon) throw notFound();
        // The address carries the version of what the icon is drawn from: a new logo is a new address.
        return reply
          .type('image/png')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(icon);
      },
    );
  };
}
