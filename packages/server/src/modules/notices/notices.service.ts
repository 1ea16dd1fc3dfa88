import type { CoachNotice } from '@tandem/shared';
import type { Actor } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import type { PageWindow } from '../../lib/pagination';
import { requireCoach } from '../../lib/policy';
import { seesNotice } from './notices.policy';
import { presentNotice } from './notices.presenter';
import * as repo from './notices.repo';

/*
 * The coach's notices (coaches/notices/): a licence is needed (403 before anything is looked
 * up); a coach sees only the notices raised for them about clients they still coach, and any
 * other notice answers 404. Raising them is struggling.ts's work.
 */

/** The coach's notices, newest first; `unread` keeps the unread (true) or the read (false) ones. */
export async function listNotices(
  ctx: AppContext,
  actor: Actor,
  unread: boolean | undefined,
  window: PageWindow,
) {
  requireCoach(actor);
  const { rows, count } = await repo.listNotices(ctx.db, actor.userId, unread, window);
  return { count, results: rows.map(presentNotice) };
}

/** Marks one of the coach's notices read (dismissed) or unread again. */
export async function markNotice(
  ctx: AppContext,
  actor: Actor,
  id: number,
  read: boolean,
): Promise<CoachNotice> {
  requireCoach(actor);
  const notice = await repo.findNotice(ctx.db, id);
  if (!notice || !seesNotice(actor, { coachId: notice.notice.coachId, clientCoachId: notice.clientCoachId }))
    throw notFound();
  await repo.setRead(ctx.db, id, read);
  return presentNotice((await repo.findNotice(ctx.db, id))!);
}
