import type { ComponentType } from 'react';
import type { AllowFlag } from '@tandem/shared';
import { FeatureComingPage } from './feature-coming-page';
import {
  AssessmentCreationPage,
  AssessmentDistributePage,
  AssessmentLibraryPage,
  ClientAssessmentPage,
  ClientAssessmentsPage,
  FreeAssessmentPage,
  LeadAssessmentPage,
  LeadResultsPage,
  TakeAssessmentPage,
  TakenAssessmentPage,
  TakenAssessmentsPage,
} from '../features/assessments';
import { LoginPage } from '../features/auth';
import { CoachSignUpPage, NewUserPage } from '../features/coach-sign-up';
import { DashboardPage } from '../features/dashboard';
import { SettingsPage } from '../features/settings';
import { ClientOnboardingPage } from '../features/invitations';
import { InvitationSignUpPage } from '../features/sign-up';
import { SignUpPage } from '../features/sign-up';
import { PlanSignUpPage } from '../features/sign-up';
import { OfferingsPage } from '../features/offerings';
import { ClientDetailPage } from '../features/client-detail';
import { CampaignPage, CampaignsPage, OWNER_CAMPAIGNS_PATH } from '../features/campaigns';
import { CohortsPage } from '../features/cohorts';
import { FaqPage, GettingStartedPage, TermsPage } from '../features/help';
import { NewCohortPage } from '../features/cohorts';
import { EditCohortPage } from '../features/cohorts';
import { CohortDetailPage } from '../features/cohorts';
import { OutboxPage } from '../features/dev-outbox';
import { GoalsPage } from '../features/goals';
import { JournalPage } from '../features/journal';
import { ResetPasswordRequestPage } from '../features/password-reset';
import { ResetPasswordPage } from '../features/password-reset';
import { HabitProgramsPage } from '../features/habit-programs';
import { NewHabitProgramPage } from '../features/habit-programs';
import { HabitProgramDetailPage } from '../features/habit-programs';
import { DailyExercisePage } from '../features/daily-exercise';
import { PickAreasPage } from '../features/areas-of-focus';
import { PulseSurveysPage } from '../features/pulse-surveys';
import { NewPulseSurveyPage } from '../features/pulse-surveys';
import { PulseSurveyDetailPage } from '../features/pulse-surveys';
import { PulseSurveyPreviewPage } from '../features/pulse-surveys';
import { DailyReflectionPage } from '../features/daily-reflection';
import { ProgressPage } from '../features/daily-reflection';
import { ReflectionHistoryPage } from '../features/daily-reflection';
import { CoachCoursesPage } from '../features/courses';
import { NewCoursePage } from '../features/courses';
import { CoachCourseDetailPage } from '../features/courses';
import { ModulePage } from '../features/courses';
import { CoursesPage } from '../features/courses';
import { CoursePage } from '../features/courses';
import { MessagesPage } from '../features/messaging';
import { CompanyPage, CompleteLinkPage, ImpersonatePage, SiteSettingsPage } from '../features/site-settings';

/**
 * Which guard a route sits behind (spec: route guards). `anyone`: visitors and signed-in users
 * alike (the lead assessment pages, which save a signed-in user's answers as theirs). `owner`:
 * the owner of a company (site management), in the coach menu of owners only.
 */
export type GuardKind = 'guestOnly' | 'anyone' | 'session' | 'coach' | 'owner' | 'client';

interface RouteBase {
  path: string;
  /** The route's name, as in the spec; feature lists and the coach guard check it. */
  name: string;
  title: string;
  menuLabel: string;
  /** Whether the menu links to it. Client routes also show the user's own home route. */
  inMenu: boolean;
  /** Only staff see it in the menu (the server refuses everyone else anyway). */
  staffOnly?: boolean;
  page: ComponentType<{ title: string }>;
}

/** One screen of the app; client routes carry the profile flag that turns them on. */
export type AppRoute = RouteBase &
  ({ guard: Exclude<GuardKind, 'client'> } | { guard: 'client'; flag: AllowFlag });

function clientRoute(
  path: string,
  name: string,
  title: string,
  flag: AllowFlag,
  page: AppRoute['page'] = FeatureComingPage,
): AppRoute {
  // Screens still to come share FeatureComingPage and stay out of the menu (but for the home route).
  const built = page !== FeatureComingPage;
  return { path, name, title, menuLabel: title, inMenu: built, guard: 'client', flag, page };
}

/** A client screen reached by link only (a reflection by its token), never listed in the menu. */
function hiddenClientRoute(
  path: string,
  name: string,
  title: string,
  flag: AllowFlag,
  page: AppRoute['page'],
): AppRoute {
  return { ...clientRoute(path, name, title, flag, page), inMenu: false };
}

function publicRoute(path: string, name: string, title: string, page: AppRoute['page']): AppRoute {
  return { path, name, title, menuLabel: title, inMenu: false, guard: 'anyone', page };
}

function guestRoute(path: string, name: string, title: string, page: AppRoute['page']): AppRoute {
  return { path, name, title, menuLabel: title, inMenu: false, guard: 'guestOnly', page };
}

function coachRoute(
  path: string,
  name: string,
  title: string,
  page: AppRoute['page'],
  inMenu = true,
): AppRoute {
  return { path, name, title, menuLabel: title, inMenu, guard: 'coach', page };
}

function ownerRoute(path: string, name: string, title: string, page: AppRoute['page']): AppRoute {
  return { path, name, title, menuLabel: title, inMenu: true, guard: 'owner', page };
}

function loginRoute(path: string): AppRoute {
  return {
    path,
    name: 'login',
    title: 'Login',
    menuLabel: 'Login',
    inMenu: false,
    guard: 'guestOnly',
    page: LoginPage,
  };
}

/** Every screen: the router and both menus read this table, so guards and menus never disagree. */
export const APP_ROUTES: readonly AppRoute[] = [
  loginRoute('/'),
  loginRoute('/sign-in'),
  loginRoute('/login'),
  {
    path: '/dashboard',
    name: 'dashboard',
    title: 'Dashboard',
    menuLabel: 'Dashboard',
    inMenu: true,
    guard: 'coach',
    page: DashboardPage,
  },
  coachRoute('/client-onboarding', 'clientOnboarding', 'Client Onboarding', ClientOnboardingPage),
  coachRoute('/add-clients', 'clientOnboarding', 'Client Onboarding', ClientOnboardingPage, false),
  ownerRoute(OWNER_CAMPAIGNS_PATH, 'siteCampaigns', 'Campaigns', CampaignsPage),
  ownerRoute('/automated-registration', 'automatedRegistration', 'Subscription Plans', OfferingsPage),
  coachRoute('/client-detail/:id/*', 'clientDetail', 'Client', ClientDetailPage, false),
  coachRoute('/habit-programs/new', 'newHabitProgram', 'New Habit Program', NewHabitProgramPage),
  coachRoute('/habit-programs', 'HabitProgramList', 'Habit Programs', HabitProgramsPage),
  coachRoute('/habit-programs/:id', 'themesDetail', 'Habit Program', HabitProgramDetailPage, false),
  coachRoute('/courses/new', 'newCourse', 'New Course', NewCoursePage),
  coachRoute('/coach-courses', 'courses', 'Courses', CoachCoursesPage),
  coachRoute('/coach-courses/:id', 'CoachCourseDetail', 'Course', CoachCourseDetailPage, false),
  coachRoute('/courses/:course_id/modules/new', 'newModule', 'New Module', ModulePage, false),
  coachRoute('/courses/modules/:id', 'editModule', 'Module', ModulePage, false),
  coachRoute('/pulse-surveys-new', 'newPulseSurvey', 'New Pulse Survey', NewPulseSurveyPage),
  coachRoute('/pulse-surveys', 'pulseSurveys', 'Pulse Surveys', PulseSurveysPage),
  coachRoute('/pulse-surveys/:id', 'pulseSurveyDetail', 'Pulse Survey', PulseSurveyDetailPage, false),
  coachRoute('/pulse-surveys/:id/preview', 'pulseSurveyPreview', 'Preview', PulseSurveyPreviewPage, false),
  coachRoute('/coach/assessment-library', 'assessmentLibrary', 'Assessment Library', AssessmentLibraryPage),
  coachRoute(
    '/coach/assessment-distribute',
    'assessmentDistribute',
    'Send Assessments',
    AssessmentDistributePage,
  ),
  coachRoute('/coach/assessment/creation', 'assessmentCreation', 'New Assessment', AssessmentCreationPage),
  coachRoute('/coach/assessments', 'coachAssessments', 'Assessment Results', TakenAssessmentsPage),
  coachRoute(
    '/coach/assessments/:id',
    'coachAssessmentDetail',
    'Assessment Result',
    TakenAssessmentPage,
    false,
  ),
  coachRoute('/cohorts/new', 'newCohort', 'New Cohort', NewCohortPage),
  coachRoute('/cohorts', 'cohorts', 'Cohorts', CohortsPage),
  coachRoute('/cohorts/edit/:id', 'editCohort', 'Edit Cohort', EditCohortPage, false),
  coachRoute('/cohorts/:id', 'cohortDetail', 'Cohort', CohortDetailPage, false),
  coachRoute('/messages', 'messages', 'Messages', MessagesPage),
  ownerRoute('/site-management/settings', 'siteSettings', 'Site Settings', SiteSettingsPage),
  ownerRoute('/site-management/company', 'siteCompany', 'Company', CompanyPage),
  {
    // Where the payment provider sends the owner back (spec: /complete-link-with-{provider} with
    // query scope, code, error, error_description). Stripe is the one provider, and the router
    // takes no parameter inside a path segment, so its path is written out.
    path: '/complete-link-with-stripe',
    name: 'completeLink',
    title: 'Connect Payments',
    menuLabel: 'Connect Payments',
    inMenu: false,
    guard: 'owner',
    page: CompleteLinkPage,
  },
  coachRoute('/getting-started', 'gettingStarted', 'Getting Started', GettingStartedPage),
  publicRoute('/assessments/results/:id', 'leadAssessmentResults', 'Assessment Results', LeadResultsPage),
  publicRoute('/assessments/:id/:slug', 'leadAssessment', 'Assessment', LeadAssessmentPage),
  publicRoute('/free-assessment', 'freeAssessment', 'Free Assessment', FreeAssessmentPage),
  publicRoute('/create-the-change/:id/:slug', 'createTheChange', 'Create the Change', CampaignPage),
  publicRoute('/faq', 'faq', 'Frequently Asked Questions', FaqPage),
  publicRoute('/terms-of-service', 'termsOfService', 'Terms of Service', TermsPage),
  {
    path: '/invitation/:token',
    name: 'invitation',
    title: 'Sign Up',
    menuLabel: 'Sign Up',
    inMenu: false,
    guard: 'guestOnly',
    page: InvitationSignUpPage,
  },
  guestRoute('/reset-password', 'resetPassword', 'Reset Password', ResetPasswordRequestPage),
  guestRoute('/reset-password/:token', 'resetPasswordConfirm', 'Reset Password', ResetPasswordPage),
  {
    path: '/sign-up',
    name: 'signUp',
    title: 'Sign Up',
    menuLabel: 'Sign Up',
    inMenu: false,
    guard: 'guestOnly',
    page: SignUpPage,
  },
  guestRoute('/sign-up/:id/:slug', 'planSignUp', 'Sign Up', PlanSignUpPage),
  {
    // Staff's impersonation picker (owners have it in their site settings); others list nobody.
    path: '/impersonate',
    name: 'impersonate',
    title: 'Impersonate a User',
    menuLabel: 'Impersonate',
    inMenu: true,
    staffOnly: true,
    guard: 'session',
    page: ImpersonatePage,
  },
  {
    // Staff only (the server refuses anyone else): mail kept in the outbox when no SMTP is set.
    path: '/dev/outbox',
    name: 'outbox',
    title: 'Outbox',
    menuLabel: 'Outbox',
    inMenu: true,
    staffOnly: true,
    guard: 'session',
    page: OutboxPage,
  },
  // Coach sign-up and onboarding (issue 18): visitors and signed-in users alike; the coach guard
  // sends users without a coach licence to /new-user.
  publicRoute('/coach-sign-up/:package', 'coachSignUp', 'Coach Sign Up', CoachSignUpPage),
  publicRoute('/new-user', 'newUser', 'Coach Onboarding', NewUserPage),
  publicRoute('/new-user/:offeringPromo', 'newUser', 'Coach Onboarding', NewUserPage),
  clientRoute(
    '/daily-exercise',
    'dailyExercise',
    'Daily Exercises',
    'allow_daily_exercises',
    DailyExercisePage,
  ),
  {
    path: '/pick-areas-of-focus',
    name: 'pickAreasOfFocus',
    title: 'Areas of Focus',
    menuLabel: 'Areas of Focus',
    inMenu: false,
    guard: 'client',
    flag: 'allow_daily_exercises',
    page: PickAreasPage,
  },
  clientRoute(
    '/daily-reflection',
    'dailyReflection',
    'Daily Reflection',
    'allow_self_reflect',
    DailyReflectionPage,
  ),
  hiddenClientRoute(
    '/daily-reflection/:id',
    'dailyReflection',
    'Daily Reflection',
    'allow_self_reflect',
    DailyReflectionPage,
  ),
  hiddenClientRoute(
    '/pulse-survey/:id',
    'dailyReflection',
    'Daily Reflection',
    'allow_self_reflect',
    DailyReflectionPage,
  ),
  clientRoute(
    '/reflection-history',
    'reflectionHistory',
    'Reflection History',
    'allow_self_reflect',
    ReflectionHistoryPage,
  ),
  clientRoute('/goals', 'goals', 'Goals', 'allow_goals', GoalsPage),
  clientRoute('/progress', 'progress', 'Progress', 'allow_progress', ProgressPage),
  clientRoute('/courses', 'courses', 'Courses', 'allow_courses', CoursesPage),
  hiddenClientRoute('/courses/:id', 'courses', 'Course', 'allow_courses', CoursePage),
  hiddenClientRoute('/courses/:id/lesson/:lesson', 'courses', 'Course', 'allow_courses', CoursePage),
  clientRoute('/journal', 'journal', 'Journal', 'allow_journal', JournalPage),
  clientRoute('/c/assessments', 'assessments', 'Assessments', 'allow_assessments', ClientAssessmentsPage),
  hiddenClientRoute(
    '/c/assessments/take/:id',
    'assessments',
    'Take Assessment',
    'allow_assessments',
    TakeAssessmentPage,
  ),
  hiddenClientRoute(
    '/c/assessments/:id',
    'assessments',
    'Assessment',
    'allow_assessments',
    ClientAssessmentPage,
  ),
  {
    path: '/settings',
    name: 'settings',
    title: 'Settings',
    menuLabel: 'Settings',
    inMenu: true,
    guard: 'session',
    page: SettingsPage,
  },
];

/** Logs out (outside the shell); the menus' 'Log Out' item links here. */
export const LOGOUT_PATH = '/logout';
