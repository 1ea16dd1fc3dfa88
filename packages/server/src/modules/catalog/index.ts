/** The catalog module's door: what the rest of the server may use of it. */
export { canEditCatalogItem, canUseCatalogItem } from './catalog.policy';
export type { CatalogItemFacts } from './catalog.policy';
export { presentCourseSummary, presentHabitProgramSummary } from './catalog.presenter';
export {
  coursesUsableBy,
  findUsableHabitProgram,
  findUsablePulseSurvey,
  habitProgramsUsableBy,
  pulseSurveysUsableBy,
  usableCourseIds,
} from './catalog.repo';
