export * from './constants';
export * from './messages';
export * from './constants/features';
export * from './schemas/features';
export * from './constants/accounts';
export * from './schemas/accounts';
export * from './schemas/user-settings';
export * from './schemas/phone-field';
export * from './rules/home-path';
export * from './rules/feature-access';
export * from './rules/sub-domain';
export * from './rules/branding';
export * from './rules/app-manifest';
export * from './rules/kpi-value';
export * from './rules/exercises-coming';
export * from './rules/time-text';
export * from './rules/assessment-scoring';
export * from './schemas/validation-messages';
export * from './rules/login-error-message';
export * from './rules/next-path';
export * from './schemas/paging';
export {
  MAX_INTEGER,
  tooLarge,
  integer as integerField,
  queryInteger as queryIntegerField,
  id as idField,
  queryId as queryIdField,
  queryBigId,
  idParams,
  isWebUrl,
  webUrl,
  optionalWebUrl,
} from './schemas/fields';
export * from './schemas/catalog';
export * from './schemas/clients';
export * from './schemas/client-sign-up';
export * from './schemas/cohorts';
export * from './rules/client-features';
export * from './rules/well-being';
export * from './schemas/outbox';
export * from './rules/days';
export * from './schemas/goals';
export * from './schemas/journal';
export * from './schemas/account-settings';
export * from './rules/goal-progress';
export * from './rules/time-zones';
export * from './constants/habits';
export * from './schemas/habits';
export * from './constants/daily-exercises';
export * from './schemas/daily-exercises';
export * from './rules/exercise-selection';
export * from './rules/raffle';
export * from './rules/pulse-scores';
export * from './rules/word-counts';
export * from './schemas/pulse-surveys';
export * from './schemas/kpis';
export * from './schemas/reflections';
export * from './schemas/pulse-analytics';
export * from './schemas/coach-notices';
export * from './schemas/courses';
export * from './schemas/course-taking';
export * from './constants/messaging';
export * from './schemas/messaging';
export * from './schemas/personal-data';
export * from './schemas/assessments';
export * from './schemas/rewards';
export * from './schemas/campaigns';
export * from './schemas/devices';
export * from './rules/campaign-slug';
export * from './rules/message-preview';
export * from './rules/money';
export * from './schemas/payments';
export * from './schemas/offerings';
export * from './rules/offering-validation';
export * from './rules/contrast';
export * from './rules/phone-number';
export * from './schemas/owners';
export * from './schemas/coach-sign-up';
export * from './rules/entitlements';
export * from './constants/offline-writes';
export * from './schemas/offline-writes';
export * from './rules/reminder-decisions';
export * from './constants/analytics';
export * from './schemas/analytics';
export * from './rules/analytics-path';
export * from './schemas/reminders';
export * from './rules/two-step';
export * from './schemas/two-step';
export * from './schemas/system';
