import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { forbidden } from '../../lib/errors';
import type { PageWindow } from '../../lib/pagination';
import { isStaff } from '../../lib/policy';
import { presentOutboxEmail } from './outbox.presenter';
import { listOutbox } from './outbox.repo';
import { listOutboxTexts as listTexts } from '../texts';

/** Every e-mail the app has written, newest first; staff only, since mail carries sign-up links. */
export async function listOutboxEmails(ctx: AppContext, actor: Actor, window: PageWindow) {
  if (!isStaff(actor)) throw forbidden();
  const { count, rows } = await listOutbox(ctx.db, window);
  return { count, results: rows.map(presentOutboxEmail) };
}

/** Every text message the app has written, newest first; staff only, as they carry phone numbers. */
export async function listOutboxTexts(ctx: AppContext, actor: Actor, window: PageWindow) {
  if (!isStaff(actor)) throw forbidden();
  return listTexts(ctx.db, window);
}
