import type { Actor } from '../../lib/auth';
import { canEditCatalogItem, canUseCatalogItem, type CatalogItemFacts } from '../catalog';
import type { Access } from '../../lib/access';

/**
 * What a coach does with a course or with what hangs off it (its modules, lessons, resources and
 * who may take it): `read` (list, open) or `update` (change, order, delete, grant and revoke).
 */
export type CourseAction = 'read' | 'update';

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
): Access {
  if (!course || !canOnCourse(actor, 'read', course)) return 'not_found';
  return canOnCourse(actor, action, course) ? 'allowed' : 'forbidden';
}
