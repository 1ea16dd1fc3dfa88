import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { devices } from '../../db/schema';

export type DeviceRow = typeof devices.$inferSelect;

/**
 * Registers a subscription, or moves it to this user and session if the browser had registered
 * it before (for someone who has since logged out, or for this user in an earlier session): the
 * endpoint is the subscription's identity, so one browser never gets another user's pushes.
 */
export async function upsertDevice(
  db: DbOrTx,
  values: Pick<DeviceRow, 'userId' | 'sessionId' | 'type' | 'endpoint' | 'registrationId'>,
): Promise<DeviceRow> {
  const [row] = await db
    .insert(devices)
    .values(values)
    .onConflictDoUpdate({
      target: devices.endpoint,
      set: {
        userId: values.userId,
        sessionId: values.sessionId,
        type: values.type,
        registrationId: values.registrationId,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}

/** The session's devices go with it (logout). */
export async function deleteSessionDevices(db: DbOrTx, sessionId: number): Promise<void> {
  await db.delete(devices).where(eq(devices.sessionId, sessionId));
}

/** The user's web push subscriptions now, oldest first: where one push is sent. */
export async function listUserWebDevices(
  db: DbOrTx,
  userId: number,
): Promise<Pick<DeviceRow, 'id' | 'endpoint' | 'registrationId'>[]> {
  return db
    .select({ id: devices.id, endpoint: devices.endpoint, registrationId: devices.registrationId })
    .from(devices)
    .where(and(eq(devices.userId, userId), eq(devices.type, 'web')))
    .orderBy(asc(devices.id));
}

/**
 * Removes a subscription the push service says is gone (404, 410). By endpoint: if the browser
 * registered it again meanwhile it is the same subscription and just as gone.
 */
export async function deleteDeviceByEndpoint(db: DbOrTx, endpoint: string): Promise<void> {
  await db.delete(devices).where(eq(devices.endpoint, endpoint));
}
