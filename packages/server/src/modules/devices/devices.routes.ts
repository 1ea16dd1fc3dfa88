import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deviceRegistrationSchema, deviceSchema } from '@tandem/shared';
import { requireActor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import * as devices from './devices.service';

const tags = ['devices'];

/** Devices that receive the user's notifications (web push subscriptions). */
export function devicesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/devices/push-key/',
      {
        config: { audience: 'signed-in' },
        schema: {
          tags,
          summary: 'The VAPID public key browsers subscribe to push notifications with',
          description:
            "Pass it as pushManager.subscribe's applicationServerKey (base64url). It stays the same " +
            'across restarts: VAPID_PUBLIC_KEY, or the pair generated into DATA_DIR/vapid.json.',
          response: { 200: z.object({ public_key: z.string() }) },
        },
      },
      async () => ({ public_key: ctx.push.publicKey }),
    );
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
