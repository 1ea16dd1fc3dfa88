import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';

/** The coach's pulse surveys: surveys, dimensions, statements, constructs (helper A). */
export function pulseSurveysRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  void ctx;
  return async () => {};
}
