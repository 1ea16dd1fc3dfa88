import { requireCoach } from '../../lib/policy';
import type { AppContext } from '../../lib/context';
import type { Actor } from '../../lib/auth';

import type { PageWindow } from '../../lib/pagination';
import * as repo from './catalog.repo';
import { presentCourseSummary, presentPulseSurveySummary } from './catalog.presenter';

/** The pulse surveys the coach may assign: their own and their company's managed ones. */
export async function listPulseSurveys(ctx: AppContext, actor: Actor, window: PageWindow) {
  requireCoach(actor);
  const { rows, count } = await repo.listUsablePulseSurveys(ctx.db, actor, window);
  return { count, results: rows.map((row) => presentPulseSurveySummary(actor, row)) };
}

/** The courses the coach may give clients: their own and their company's managed ones. */
export async function listCourses(ctx: AppContext, actor: Actor, window: PageWindow) {
  requireCoach(actor);
  const { rows, count } = await repo.listUsableCourses(ctx.db, actor, window);
  return { count, results: rows.map(presentCourseSummary) };
}
