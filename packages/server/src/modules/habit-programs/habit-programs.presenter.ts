import type { HabitProgram } from '@tandem/shared';
import type { Actor } from '../../lib/auth';
import { presentHabitProgramSummary } from '../catalog';
import type { HabitProgramWithCounts } from './habit-programs.repo';

/** A habit program in full; `editable` says whether this coach may change it (false when managed). */
export function presentHabitProgram(actor: Actor, row: HabitProgramWithCounts): HabitProgram {
  return {
    ...presentHabitProgramSummary(actor, row),
    owner: row.ownerId,
    company: row.companyId,
    deleted: row.deleted,
    clients_count: row.clientsCount,
    areas_count: row.areasCount,
    exercises_count: row.exercisesCount,
  };
}
