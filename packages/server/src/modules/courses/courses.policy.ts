import type { Actor } from '../../lib/auth';
import { canEditCatalogItem, canUseCatalogItem, type CatalogItemFacts } from '../catalog/catalog.policy';

/**
 * What a coach does with a course or with what hangs off it (its modules, lessons, resources and
 * who may take it): `read` (list, open) or `update` (change, order, delete, grant and revoke).
 */
export type CourseAction = 'read' | 'update';

/** The outcome of an access check: allowed, invisible (answer 404) or visible but read-only (403). */
export type CourseAccess = 'allowed' | 'not_found' | 'forbidden';

/**
 * A coach reads their own courses and their company's managed ones; only the owning coach
 * changes one (docs/decisions/008-courses.md). Anyone else's course is invisible.
 */
export function canOnCourse(actor: Actor, action: CourseAction, course: CatalogItemFacts): boolean {
  if (!canUseCatalogItem(actor, course)) return false;
  return action === 'read' || canEditCatalogItem(actor, course);
}

/** Access to a course (or to something of it): 404 when the actor may not see it, 403 when they may only look. */
export function courseAccess(
  actor: Actor,
  action: CourseAction,
  course: CatalogItemFacts | undefined,
): CourseAccess {
  if (!course || !canOnCourse(actor, 'read', course)) return 'not_found';
  return canOnCourse(actor, action, course) ? 'allowed' : 'forbidden';
}
