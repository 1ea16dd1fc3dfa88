import type { CourseSummary, HabitProgramSummary } from '@tandem/shared';
import type { Actor } from '../../lib/auth';
import { canEditCatalogItem } from './catalog.policy';
import type { CourseRow, HabitProgramRow } from './catalog.repo';

export function presentHabitProgramSummary(actor: Actor, row: HabitProgramRow): HabitProgramSummary {
  return {
    id: row.id,
    name: row.name,
    daily_exercises: row.dailyExercises,
    assign_all: row.assignAll,
    max_number_of_allowed_groups: row.maxNumberOfAllowedGroups,
    pulse_survey: row.pulseSurveyId,
    editable: canEditCatalogItem(actor, row),
  };
}

export function presentCourseSummary(row: CourseRow): CourseSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    public: row.public,
    published: row.published,
  };
}
