import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';

/** The client's daily reflection, history and KPIs (helper B). */
export function reflectionsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  void ctx;
  return async () => {};
}
