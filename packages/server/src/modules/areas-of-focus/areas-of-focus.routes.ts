import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';

/** Placeholder: the areas-of-focus endpoints are being written. */
export function areasOfFocusRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async () => {
    void ctx;
  };
}
