import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';

/** Placeholder: the tasks endpoints are being written. */
export function tasksRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async () => {
    void ctx;
  };
}
