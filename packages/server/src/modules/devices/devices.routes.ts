import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deviceRegistrationSchema, deviceSchema } from '@tandem/shared';
import { requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import * as devices from './devices.service';

const tags = ['devices'];

/** Devices that receive the user's notifications (web push subscriptions). */
export function devicesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/devices/',
      {
        config: { audience: 'signed-in' },
        schema: {
          tags,
          summary: "Register this browser's push subscription for the user's notifications",
          description:
            "registration_id: the browser's PushSubscription as JSON ({endpoint, keys: {p256dh, auth}}). " +
            'Registering the same subscription again moves it to the caller; logging out removes it.',
          body: deviceRegistrationSchema,
          response: { 201: deviceSchema },
        },
      },
      async (request, reply) => {
        const device = await devices.registerDevice(ctx, requireActor(request), request.body);
        return reply.code(201).send(device);
      },
    );
  };
}
