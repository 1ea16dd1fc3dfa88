import { requireCoach } from '../../lib/policy';
import type { AppContext } from '../../lib/context';
import type { Actor } from '../../lib/auth';

import type { PageWindow } from '../../lib/pagination';
import * as repo from './catalog.repo';
import { presentCourseSummary } from './catalog.presenter';

/** The courses the coach may give clients: their own and their company's managed ones. */
export async function listCourses(ctx: AppContext, actor: Actor, window: PageWindow) {
  requireCoach(actor);
  const { rows, count } = await repo.listUsableCourses(ctx.db, actor, window);
  return { count, results: rows.map(presentCourseSummary) };
}
