import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authedCoachOnboardingSchema,
  coachOnboardingResponseSchema,
  coachPackageChoiceSchema,
  coachPlanSchema,
  freeCoachSignUpSchema,
  newCoachOnboardingSchema,
  paidCoachSignUpSchema,
} from '@tandem/shared';
import { requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { fieldErrors } from '../../lib/errors';
import * as coachSignUp from './coach-sign-up.service';

const tags = ['coach sign-up'];

/**
 * A body read with a schema whose fields nest (`user`, `company`): each problem is reported on
 * its own field's name (`{sub_domain: [...]}`, `{email: [...]}`), which is where the wizard
 * shows it, rather than on the group's (`{company: [...]}`) as the generic handler would.
 */
export function parseNested<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const named = issue.path.filter((part): part is string => typeof part === 'string');
    const field = named[named.length - 1] ?? 'non_field_errors';
    (errors[field] ??= []).push(issue.message);
  }
  throw fieldErrors(errors);
}

/**
 * Coach sign-up (free or a package) and the /new-user onboarding, for visitors and users, and a
 * set-up coach's purchase of a package.
 */
export function coachSignUpRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const limit = async (request: { ip: string }) => coachSignUp.limitCoachSignUps(ctx, request.ip);

    app.post(
      '/owners/free-assessment-sign-up/',
      {
        config: { audience: 'anyone' },
        schema: {
          tags,
          summary: 'Sign up as a coach on the free plan (a company of your own, logged in)',
          body: freeCoachSignUpSchema,
          response: { 201: coachOnboardingResponseSchema },
        },
        onRequest: limit,
      },
      async (request, reply) => reply.code(201).send(await coachSignUp.signUpCoach(ctx, request.body)),
    );

    app.post(
      '/owners/paid-assessment-sign-up/',
      {
        config: { audience: 'anyone' },
        schema: {
          tags,
          summary: 'Sign up as a coach on a package (66 Professional, 65 Unlimited), paying by card',
          body: paidCoachSignUpSchema,
          response: { 201: coachOnboardingResponseSchema },
        },
        onRequest: limit,
      },
      async (request, reply) => reply.code(201).send(await coachSignUp.signUpCoach(ctx, request.body)),
    );

    app.post(
      '/owners/new/',
      {
        config: { audience: 'anyone' },
        schema: {
          tags,
          summary: "A visitor's coach onboarding: account, company, branded sub-domain and package",
          body: newCoachOnboardingSchema,
          response: { 201: coachOnboardingResponseSchema },
        },
        onRequest: limit,
        // Problems in `user` and `company` are named by their own field (parseNested).
        attachValidation: true,
      },
      async (request, reply) => {
        const input = parseNested(newCoachOnboardingSchema, request.body);
        return reply.code(201).send(await coachSignUp.onboardNewCoach(ctx, input));
      },
    );

    app.post(
      '/owners/authed/',
      {
        config: { audience: 'signed-in' },
        schema: {
          tags,
          summary: "A signed-in user's coach onboarding: company, branded sub-domain and package",
          body: authedCoachOnboardingSchema,
          response: { 200: coachOnboardingResponseSchema },
        },
        attachValidation: true,
      },
      async (request) => {
        const input = parseNested(authedCoachOnboardingSchema, request.body);
        return coachSignUp.onboardSignedInUser(ctx, requireActor(request), input);
      },
    );

    app.post(
      '/owners/package/',
      {
        config: { audience: 'coach' },
        schema: {
          tags,
          summary:
            'A coach on their own licence buys a package (66 Professional, 65 Unlimited) by card; answers their plan',
          body: coachPackageChoiceSchema,
          response: { 200: coachPlanSchema },
        },
      },
      async (request) => coachSignUp.choosePackage(ctx, requireActor(request), request.body),
    );
  };
}
