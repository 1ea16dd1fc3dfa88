import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';

/** Placeholder: the commitments endpoints are being written. */
export function commitmentsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async () => {
    void ctx;
  };
}
