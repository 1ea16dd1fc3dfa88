/** The assessments feature's door: the coach's library, creation, sending and results; the client's; the public lead pages. */
export { AssessmentCreationPage } from './components/coach/assessment-creation-page';
export { AssessmentDistributePage } from './components/coach/assessment-distribute-page';
export { AssessmentLibraryPage } from './components/coach/assessment-library-page';
export { TakenAssessmentPage } from './components/coach/taken-assessment-page';
export { TakenAssessmentsPage } from './components/coach/taken-assessments-page';
export { ClientAssessmentPage } from './components/client/client-assessment-page';
export { ClientAssessmentsPage } from './components/client/client-assessments-page';
export { TakeAssessmentPage } from './components/client/take-assessment-page';
export { FreeAssessmentPage, LeadAssessmentPage } from './components/lead/lead-assessment-page';
export { LeadResultsPage } from './components/lead/lead-results-page';
