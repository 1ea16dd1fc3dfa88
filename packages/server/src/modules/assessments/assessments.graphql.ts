import type { IResolvers, MercuriusContext } from 'mercurius';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { parseFields } from '../../lib/errors';
import * as leads from './lead-assessments.service';

/*
 * The GraphQL half of the lead funnel (schema: src/graphql/schema.graphql). Arguments go through
 * zod like a REST body, so a bad one is the same `{field: [messages]}`; the services do the rest.
 */

const tokenArgs = z.object({ token: z.string().max(200) });
const searchArgs = z.object({ search: z.string().max(200) });
const grantArgs = z.object({
  email: z.string().trim().min(1, { error: 'This field may not be blank.' }).max(254),
  leadAssessment: z.uuid({ error: 'Not a valid result.' }),
});

/** The caller's address, for the per-IP limits (mercurius hands resolvers the Fastify reply). */
const ipOf = (context: MercuriusContext) => context.reply.request.ip;

export function assessmentsResolvers(ctx: AppContext): IResolvers {
  return {
    Query: {
      isTokenValid: (_root: unknown, args: unknown, context: MercuriusContext) =>
        leads.isTokenValid(ctx, ipOf(context), parseFields(tokenArgs, args as Record<string, unknown>).token),
      searchableCoaches: (_root: unknown, args: unknown, context: MercuriusContext) =>
        leads.searchCoaches(
          ctx,
          ipOf(context),
          parseFields(searchArgs, args as Record<string, unknown>).search,
        ),
    },
    Mutation: {
      grantAssessmentAccessMutation: async (_root: unknown, args: unknown, context: MercuriusContext) => {
        const input = parseFields(grantArgs, args as Record<string, unknown>);
        const grant = await leads.shareWithCoach(ctx, ipOf(context), input);
        return { grantedAccess: { id: String(grant.id) } };
      },
    },
  };
}
