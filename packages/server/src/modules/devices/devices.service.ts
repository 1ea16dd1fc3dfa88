import type { z } from 'zod';
import {
  DEVICE_MESSAGES,
  webPushSubscriptionSchema,
  type Device,
  type deviceRegistrationSchema,
} from '@tandem/shared';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import type { DbOrTx } from '../../db/client';
import { fieldErrors, forbidden } from '../../lib/errors';
import * as repo from './devices.repo';

/*
 * Devices that receive a user's notifications (client side 7: POST devices/; issue 20). Rules:
 * - a web device's registration_id is its browser's push subscription as JSON (endpoint and
 *   keys); anything else is refused with a field error;
 * - the subscription's endpoint is its identity: registering it again (a reload, or another user
 *   signing in on the same browser) moves it to the caller's user and session, never duplicates;
 * - a device belongs to the session that registered it and is removed when that session logs
 *   out (the next user of a shared browser must not get the last one's notifications); the user's
 *   account deletion takes every device with it (foreign keys);
 * - an admin or owner acting as someone cannot register devices: their browser would receive
 *   the user's notifications.
 */

/** POST devices/ */
export async function registerDevice(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof deviceRegistrationSchema>,
): Promise<Device> {
  if (actor.impersonatorId !== null) throw forbidden(DEVICE_MESSAGES.impersonating);
  const subscription = parseSubscription(input.registration_id);
  const row = await repo.upsertDevice(ctx.db, {
    userId: actor.userId,
    sessionId: actor.sessionId,
    type: input.type,
    endpoint: subscription.endpoint,
    registrationId: JSON.stringify(subscription),
  });
  return { id: row.id, type: 'web', created_at: row.createdAt.toISOString() };
}

function parseSubscription(registrationId: string) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(registrationId);
  } catch {
    parsed = undefined;
  }
  const subscription = webPushSubscriptionSchema.safeParse(parsed);
  if (!subscription.success) throw fieldErrors({ registration_id: [DEVICE_MESSAGES.notASubscription] });
  return subscription.data;
}

/** Logout's part: the session's devices stop receiving notifications. */
export async function forgetSessionDevices(db: DbOrTx, sessionId: number): Promise<void> {
  await repo.deleteSessionDevices(db, sessionId);
}
