/** The cohorts feature's door: what the app shell and other features may use of it. */
export { CohortDetailPage } from './components/cohort-detail-page';
export { CohortsPage } from './components/cohorts-page';
export { EditCohortPage } from './components/edit-cohort-page';
export { NewCohortPage } from './components/new-cohort-page';
export { useCohorts } from './api/get-cohorts';
