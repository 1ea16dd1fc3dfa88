import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';

/** Charts and word clouds over reflections, for clients, coaches and cohorts (helper C). */
export function pulseAnalyticsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  void ctx;
  return async () => {};
}
