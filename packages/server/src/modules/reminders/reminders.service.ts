import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { loadCoachedClient } from '../../lib/access';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import type { PageWindow } from '../../lib/pagination';
import { requireCoach } from '../../lib/policy';
import { presentDelivery } from './reminders.presenter';
import * as repo from './reminders.repo';

/*
 * The coach's view of a client's reminder delivery log (the engine's rules: reminders.engine.ts).
 * A coach licence is needed (403 otherwise, a client included); the client must be the coach's
 * own: anyone else's, or a user who is no client, answers 404. Newest first, times on the
 * client's clock.
 */

/** A page of the delivery log of one of the coach's clients. */
export async function clientReminderLog(ctx: AppContext, actor: Actor, clientId: number, window: PageWindow) {
  requireCoach(actor);
  await loadCoachedClient(ctx.db, actor, { userId: clientId });
  const [client] = await ctx.db
    .select({ timezone: users.timezone })
    .from(users)
    .where(eq(users.id, clientId));
  const { rows, count } = await repo.listDeliveries(ctx.db, clientId, window);
  return { count, results: rows.map((row) => presentDelivery(row, client?.timezone ?? 'UTC')) };
}
