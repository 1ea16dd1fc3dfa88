import type { AreaOfFocus, ClientAreaOfFocus, ClientHabitProgram } from '@tandem/shared';
import type { Actor } from '../../lib/auth';
import { canEditCatalogItem } from '../catalog';
import type { AreaRecord, AreaRow, ClientProgramRow } from './areas-of-focus.repo';

/** An area as the coach sees it; `areas_of_focus` names its one program. */
export function presentArea(actor: Actor, record: AreaRecord): AreaOfFocus {
  return {
    id: record.id,
    name: record.name,
    color: record.color,
    public: record.public,
    areas_of_focus: [record.programId],
    ordering: record.ordering,
    exercises_count: record.exercisesCount,
    editable: canEditCatalogItem(actor, record.program),
  };
}

/** An area as a client picks it. */
export function presentClientArea(row: AreaRow): ClientAreaOfFocus {
  return { id: row.id, name: row.name, color: row.color };
}

/** The client's own program. */
export function presentClientProgram(row: ClientProgramRow): ClientHabitProgram {
  return {
    id: row.id,
    name: row.name,
    assign_all: row.assignAll,
    max_number_of_allowed_groups: row.maxNumberOfAllowedGroups,
    daily_exercises: row.dailyExercises,
  };
}
