import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createRaffleSchema,
  raffleEligibilityQuerySchema,
  raffleEligibilitySchema,
  raffleResultSchema,
  rewardSchema,
  totalPointsQuerySchema,
  totalPointsSchema,
} from '@tandem/shared';
import { requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import * as rewards from './rewards.service';

const tags = ['rewards'];

/** The client's raffle tickets, the campaign's total and the task reward. */
export function rewardsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/clients/raffles/eligible_for_reward/',
      {
        config: { audience: 'client' },
        schema: {
          tags,
          summary: 'Whether a completed task or reflection earns a raffle ticket, and the week’s count',
          querystring: raffleEligibilityQuerySchema,
          response: { 200: raffleEligibilitySchema },
        },
      },
      async (request) =>
        rewards.eligibility(ctx, requireActor(request), request.query.reward, request.query.entry),
    );

    app.post(
      '/clients/raffles/',
      {
        config: { audience: 'client' },
        schema: {
          tags,
          summary: 'Open the gift picked for a ticket: the server draws the points and adds the bonuses',
          body: createRaffleSchema,
          response: { 201: raffleResultSchema },
        },
      },
      async (request, reply) => {
        const result = await rewards.enterRaffle(ctx, requireActor(request), request.body);
        return reply.code(201).send(result);
      },
    );

    app.get(
      '/clients/raffles/total_points/',
      {
        config: { audience: 'client' },
        schema: {
          tags,
          summary: "A campaign's total points (the raffle's by default)",
          querystring: totalPointsQuerySchema,
          response: { 200: totalPointsSchema },
        },
      },
      async (request) => rewards.totalPoints(ctx, requireActor(request), request.query.campaign),
    );

    app.get(
      '/clients/rewards/',
      {
        config: { audience: 'client' },
        schema: {
          tags,
          summary: 'A task reward as the client chose: a quote, a picture, or nothing',
          response: { 200: rewardSchema },
        },
      },
      async (request) => rewards.taskReward(ctx, requireActor(request)),
    );
  };
}
