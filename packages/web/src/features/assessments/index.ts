/** The assessments feature's door: the client's results (the coach's screens are to come). */
export { ClientAssessmentPage } from './components/client/client-assessment-page';
export { ClientAssessmentsPage } from './components/client/client-assessments-page';
