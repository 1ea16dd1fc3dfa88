import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';

/** Placeholder until this module's routes are written in this issue. */
export function goalsRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async () => undefined;
}
