import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';

/** Placeholder: the exercises endpoints are being written. */
export function exercisesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async () => {
    void ctx;
  };
}
