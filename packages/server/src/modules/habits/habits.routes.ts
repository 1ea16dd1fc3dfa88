import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';

/** Placeholder: the habits endpoints are being written. */
export function habitsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async () => {
    void ctx;
  };
}
