import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context';
import { requireActor } from '../../lib/auth';
import { forbidden } from '../../lib/errors';
import { isStaff } from '../../lib/policy';
import { generateReflections } from '../reflections';
import { generateExerciseDays } from './generation';

const generationResultSchema = z.object({
  days: z.number().int(),
  exercises: z.number().int(),
  habits: z.number().int(),
  /** Daily reflections created (modules/reflections/reflection-generation.ts). */
  reflections: z.number().int(),
});

/**
 * Runs the minute generation jobs now (exercises, then reflections; staff only): what the schedule would do at its next tick,
 * and as idempotent, so it never gives anyone a second set. For operators after changing a
 * program, and for the end-to-end tests.
 */
export function generationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/dev/generate-exercises/',
      {
        config: { audience: 'staff' },
        schema: {
          tags: ['dev'],
          summary: 'Generate the exercise days and reflections whose time has come, now (staff only)',
          response: { 200: generationResultSchema },
        },
      },
      async (request) => {
        if (!isStaff(requireActor(request))) throw forbidden();
        const exercises = await generateExerciseDays(ctx.db);
        const { reflections } = await generateReflections(ctx.db);
        return { ...exercises, reflections };
      },
    );
  };
}
