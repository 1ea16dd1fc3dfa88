/** The pulse-surveys feature's door: what the app shell and other features may use of it. */
export { NewPulseSurveyPage } from './components/new-pulse-survey-page';
export { PulseSurveyDetailPage } from './components/pulse-survey-detail-page';
export { PulseSurveyPreviewPage } from './components/pulse-survey-preview-page';
export { PulseSurveysPage } from './components/pulse-surveys-page';
