import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';

/** Coach notices: clients struggling on a dimension (helper B). */
export function noticesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  void ctx;
  return async () => {};
}
