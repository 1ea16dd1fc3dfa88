import type { Actor } from '../../lib/auth';
import { canEditCatalogItem, canUseCatalogItem, type CatalogItemFacts } from '../catalog';
import type { Access } from '../../lib/access';

/** What deciding access to a habit program needs: who owns it and whether it is deleted. */
export interface HabitProgramFacts extends CatalogItemFacts {
  deleted: boolean;
}

/**
 * What a coach does with a habit program, or with what hangs off it (its areas of focus, their
 * exercises and the exercises' resources): `read` (list, open, print) and `copy`, or `update`
 * and `delete` (which covers authoring its areas, exercises and resources).
 */
export type HabitProgramAction = 'read' | 'copy' | 'update' | 'delete';

/**
 * A coach reads and copies their own programs and their company's managed ones (copying a
 * managed program is how they get one they can edit); only the owning coach changes or deletes
 * one. A deleted program is gone for everyone.
 */
export function canOnHabitProgram(
  actor: Actor,
  action: HabitProgramAction,
  program: HabitProgramFacts,
): boolean {
  if (program.deleted || !canUseCatalogItem(actor, program)) return false;
  return action === 'read' || action === 'copy' || canEditCatalogItem(actor, program);
}

/** Access to a program (or to something of it): 404 when the actor may not see it, 403 when they may only look. */
export function habitProgramAccess(
  actor: Actor,
  action: HabitProgramAction,
  program: HabitProgramFacts | undefined,
): Access {
  if (!program || !canOnHabitProgram(actor, 'read', program)) return 'not_found';
  return canOnHabitProgram(actor, action, program) ? 'allowed' : 'forbidden';
}

/**
 * A program may be deleted only while no client profile has it, whoever coaches them and
 * deactivated or not: a deactivated client who comes back must still find their program.
 */
export const programInUse = (clientsCount: number) => clientsCount > 0;
