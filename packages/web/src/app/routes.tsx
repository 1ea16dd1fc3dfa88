import type { ComponentType } from 'react';
import { LOGIN_PATHS, TWO_STEP_SETUP_PATH, type AllowFlag } from '@tandem/shared';
import { loadAreasOfFocusPages } from '../features/areas-of-focus';
import { loadAuthPages } from '../features/auth';
import { loadCampaignPages, OWNER_CAMPAIGNS_PATH } from '../features/campaigns';
import { DailyExercisePage, loadDailyExerciseData } from '../features/daily-exercise';
import { loadDailyReflectionPages } from '../features/daily-reflection';
import { loadHelpPages } from '../features/help';
import { loadMessagingPages } from '../features/messaging';
import { FeatureComingPage } from './feature-coming-page';
import type { PageData } from './page-data';

/** A page's component, as the router needs it. */
export type PageComponent = ComponentType<{ title: string }>;

/** What a page's route tells the shell (its `handle`): the page's title, for the tab. */
export interface PageHandle {
  title: string;
}

/**
 * A page, loaded when its route is first opened (issue 21: the whole app was one 2 MB script).
 * Pages load from their feature's door, so each feature (coach and client screens of one domain,
 * decision 010) is one chunk the browser fetches on first use, and the service worker keeps every
 * chunk for the next visit; the entry keeps the shell, the guards and the router.
 */
export type LazyPage = () => Promise<PageComponent>;

/** The page named `name` of the feature `load` brings. */
function lazyPage<Door extends Record<Name, PageComponent>, Name extends keyof Door & string>(
  load: () => Promise<Door>,
  name: Name,
): LazyPage {
  return async () => (await load())[name];
}

// One loader per feature door: the only import points of the features (`npm run lint:walls`).
// Doors the entry imports (auth, help, messaging, daily reflection, campaigns, and areas of focus
// through the daily exercise) hand their pages out through a loader of their own instead: a
// dynamic import of such a door would keep its pages in the entry.
const assessments = () => import('../features/assessments');
const coachSignUp = () => import('../features/coach-sign-up');
const dashboard = () => import('../features/dashboard');
const settings = () => import('../features/settings');
const twoStep = () => import('../features/two-step');
const invitations = () => import('../features/invitations');
const signUp = () => import('../features/sign-up');
const offerings = () => import('../features/offerings');
const clientDetail = () => import('../features/client-detail');
const cohorts = () => import('../features/cohorts');
const devOutbox = () => import('../features/dev-outbox');
const goals = () => import('../features/goals');
const journal = () => import('../features/journal');
const passwordReset = () => import('../features/password-reset');
const habitPrograms = () => import('../features/habit-programs');
const pulseSurveys = () => import('../features/pulse-surveys');
const courses = () => import('../features/courses');
const siteSettings = () => import('../features/site-settings');

/**
 * A page that is part of the entry, so on screen without a chunk of its own: the page of features
 * still to come, and the daily exercise, the client's home and the page opened most. As its own
 * chunk the daily exercise was 22 files (its Mantine components, cut by which other pages share
 * them) that a phone fetched and handled after the entry before it could draw; within the entry
 * it draws with it, and the two together are smaller gzipped than apart. Every other page loads
 * it too, about 9 KB gzipped more on the login page's first load (docs/performance.md).
 */
const inEntry =
  (Page: PageComponent): LazyPage =>
  () =>
    Promise.resolve(Page);

const comingSoon = inEntry(FeatureComingPage);

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
  page: LazyPage;
  /** What the page shows first, asked for by its loader so it renders once, with it (page-data.ts). */
  pageData?: PageData;
}

/** One screen of the app; client routes carry the profile flag that turns them on. */
export type AppRoute = RouteBase &
  ({ guard: Exclude<GuardKind, 'client'> } | { guard: 'client'; flag: AllowFlag });

function clientRoute(
  path: string,
  name: string,
  title: string,
  flag: AllowFlag,
  page: AppRoute['page'] = comingSoon,
): AppRoute {
  // Screens still to come share FeatureComingPage and stay out of the menu (but for the home route).
  const built = page !== comingSoon;
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
    page: lazyPage(loadAuthPages, 'LoginPage'),
  };
}

/** Every screen: the router and both menus read this table, so guards and menus never disagree. */
export const APP_ROUTES: readonly AppRoute[] = [
  ...LOGIN_PATHS.map(loginRoute),
  {
    path: '/dashboard',
    name: 'dashboard',
    title: 'Dashboard',
    menuLabel: 'Dashboard',
    inMenu: true,
    guard: 'coach',
    page: lazyPage(dashboard, 'DashboardPage'),
  },
  coachRoute(
    '/client-onboarding',
    'clientOnboarding',
    'Client Onboarding',
    lazyPage(invitations, 'ClientOnboardingPage'),
  ),
  coachRoute(
    '/add-clients',
    'clientOnboarding',
    'Client Onboarding',
    lazyPage(invitations, 'ClientOnboardingPage'),
    false,
  ),
  ownerRoute(
    OWNER_CAMPAIGNS_PATH,
    'siteCampaigns',
    'Campaigns',
    lazyPage(loadCampaignPages, 'CampaignsPage'),
  ),
  ownerRoute(
    '/automated-registration',
    'automatedRegistration',
    'Subscription Plans',
    lazyPage(offerings, 'OfferingsPage'),
  ),
  coachRoute(
    '/client-detail/:id/*',
    'clientDetail',
    'Client',
    lazyPage(clientDetail, 'ClientDetailPage'),
    false,
  ),
  coachRoute(
    '/habit-programs/new',
    'newHabitProgram',
    'New Habit Program',
    lazyPage(habitPrograms, 'NewHabitProgramPage'),
    false,
  ),
  coachRoute(
    '/habit-programs',
    'HabitProgramList',
    'Habit Programs',
    lazyPage(habitPrograms, 'HabitProgramsPage'),
  ),
  coachRoute(
    '/habit-programs/:id',
    'themesDetail',
    'Habit Program',
    lazyPage(habitPrograms, 'HabitProgramDetailPage'),
    false,
  ),
  coachRoute('/courses/new', 'newCourse', 'New Course', lazyPage(courses, 'NewCoursePage'), false),
  coachRoute('/coach-courses', 'courses', 'Courses', lazyPage(courses, 'CoachCoursesPage')),
  coachRoute(
    '/coach-courses/:id',
    'CoachCourseDetail',
    'Course',
    lazyPage(courses, 'CoachCourseDetailPage'),
    false,
  ),
  coachRoute(
    '/courses/:course_id/modules/new',
    'newModule',
    'New Module',
    lazyPage(courses, 'ModulePage'),
    false,
  ),
  coachRoute('/courses/modules/:id', 'editModule', 'Module', lazyPage(courses, 'ModulePage'), false),
  coachRoute(
    '/pulse-surveys-new',
    'newPulseSurvey',
    'New Pulse Survey',
    lazyPage(pulseSurveys, 'NewPulseSurveyPage'),
    false,
  ),
  coachRoute('/pulse-surveys', 'pulseSurveys', 'Pulse Surveys', lazyPage(pulseSurveys, 'PulseSurveysPage')),
  coachRoute(
    '/pulse-surveys/:id',
    'pulseSurveyDetail',
    'Pulse Survey',
    lazyPage(pulseSurveys, 'PulseSurveyDetailPage'),
    false,
  ),
  coachRoute(
    '/pulse-surveys/:id/preview',
    'pulseSurveyPreview',
    'Preview',
    lazyPage(pulseSurveys, 'PulseSurveyPreviewPage'),
    false,
  ),
  coachRoute(
    '/coach/assessment-library',
    'assessmentLibrary',
    'Assessment Library',
    lazyPage(assessments, 'AssessmentLibraryPage'),
  ),
  coachRoute(
    '/coach/assessment-distribute',
    'assessmentDistribute',
    'Send Assessments',
    lazyPage(assessments, 'AssessmentDistributePage'),
  ),
  coachRoute(
    '/coach/assessment/creation',
    'assessmentCreation',
    'New Assessment',
    lazyPage(assessments, 'AssessmentCreationPage'),
    false,
  ),
  coachRoute(
    '/coach/assessments',
    'coachAssessments',
    'Assessment Results',
    lazyPage(assessments, 'TakenAssessmentsPage'),
  ),
  coachRoute(
    '/coach/assessments/:id',
    'coachAssessmentDetail',
    'Assessment Result',
    lazyPage(assessments, 'TakenAssessmentPage'),
    false,
  ),
  coachRoute('/cohorts/new', 'newCohort', 'New Cohort', lazyPage(cohorts, 'NewCohortPage'), false),
  coachRoute('/cohorts', 'cohorts', 'Cohorts', lazyPage(cohorts, 'CohortsPage')),
  coachRoute('/cohorts/edit/:id', 'editCohort', 'Edit Cohort', lazyPage(cohorts, 'EditCohortPage'), false),
  coachRoute('/cohorts/:id', 'cohortDetail', 'Cohort', lazyPage(cohorts, 'CohortDetailPage'), false),
  coachRoute('/messages', 'messages', 'Messages', lazyPage(loadMessagingPages, 'MessagesPage')),
  ownerRoute(
    '/site-management/settings',
    'siteSettings',
    'Site Settings',
    lazyPage(siteSettings, 'SiteSettingsPage'),
  ),
  ownerRoute('/site-management/company', 'siteCompany', 'Company', lazyPage(siteSettings, 'CompanyPage')),
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
    page: lazyPage(siteSettings, 'CompleteLinkPage'),
  },
  coachRoute(
    '/getting-started',
    'gettingStarted',
    'Getting Started',
    lazyPage(loadHelpPages, 'GettingStartedPage'),
  ),
  publicRoute(
    '/assessments/results/:id',
    'leadAssessmentResults',
    'Assessment Results',
    lazyPage(assessments, 'LeadResultsPage'),
  ),
  publicRoute(
    '/assessments/:id/:slug',
    'leadAssessment',
    'Assessment',
    lazyPage(assessments, 'LeadAssessmentPage'),
  ),
  publicRoute(
    '/free-assessment',
    'freeAssessment',
    'Free Assessment',
    lazyPage(assessments, 'FreeAssessmentPage'),
  ),
  publicRoute(
    '/create-the-change/:id/:slug',
    'createTheChange',
    'Create the Change',
    lazyPage(loadCampaignPages, 'CampaignPage'),
  ),
  publicRoute('/faq', 'faq', 'Frequently Asked Questions', lazyPage(loadHelpPages, 'FaqPage')),
  publicRoute(
    '/terms-of-service',
    'termsOfService',
    'Terms of Service',
    lazyPage(loadHelpPages, 'TermsPage'),
  ),
  {
    path: '/invitation/:token',
    name: 'invitation',
    title: 'Sign Up',
    menuLabel: 'Sign Up',
    inMenu: false,
    guard: 'guestOnly',
    page: lazyPage(signUp, 'InvitationSignUpPage'),
  },
  guestRoute(
    '/reset-password',
    'resetPassword',
    'Reset Password',
    lazyPage(passwordReset, 'ResetPasswordRequestPage'),
  ),
  guestRoute(
    '/reset-password/:token',
    'resetPasswordConfirm',
    'Reset Password',
    lazyPage(passwordReset, 'ResetPasswordPage'),
  ),
  // Signed in or not: the undo logs out every session anyway, this browser's included.
  publicRoute(
    '/undo-email-change/:token',
    'undoEmailChange',
    'Undo E-mail Change',
    lazyPage(passwordReset, 'UndoEmailChangePage'),
  ),
  {
    path: '/sign-up',
    name: 'signUp',
    title: 'Sign Up',
    menuLabel: 'Sign Up',
    inMenu: false,
    guard: 'guestOnly',
    page: lazyPage(signUp, 'SignUpPage'),
  },
  guestRoute('/sign-up/:id/:slug', 'planSignUp', 'Sign Up', lazyPage(signUp, 'PlanSignUpPage')),
  {
    // Staff's impersonation picker (owners have it in their site settings); others list nobody.
    path: '/impersonate',
    name: 'impersonate',
    title: 'Impersonate a User',
    menuLabel: 'Impersonate',
    inMenu: true,
    staffOnly: true,
    guard: 'session',
    page: lazyPage(siteSettings, 'ImpersonatePage'),
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
    page: lazyPage(devOutbox, 'OutboxPage'),
  },
  // Coach sign-up and onboarding (issue 18): visitors and signed-in users alike; the coach guard
  // sends users without a coach licence to /new-user.
  publicRoute(
    '/coach-sign-up/:package',
    'coachSignUp',
    'Coach Sign Up',
    lazyPage(coachSignUp, 'CoachSignUpPage'),
  ),
  publicRoute('/new-user', 'newUser', 'Coach Onboarding', lazyPage(coachSignUp, 'NewUserPage')),
  publicRoute(
    '/new-user/:offeringPromo',
    'newUser',
    'Coach Onboarding',
    lazyPage(coachSignUp, 'NewUserPage'),
  ),
  {
    ...clientRoute(
      '/daily-exercise',
      'dailyExercise',
      'Daily Exercises',
      'allow_daily_exercises',
      inEntry(DailyExercisePage),
    ),
    pageData: loadDailyExerciseData,
  },
  {
    path: '/pick-areas-of-focus',
    name: 'pickAreasOfFocus',
    title: 'Areas of Focus',
    menuLabel: 'Areas of Focus',
    inMenu: false,
    guard: 'client',
    flag: 'allow_daily_exercises',
    page: lazyPage(loadAreasOfFocusPages, 'PickAreasPage'),
  },
  clientRoute(
    '/daily-reflection',
    'dailyReflection',
    'Daily Reflection',
    'allow_self_reflect',
    lazyPage(loadDailyReflectionPages, 'DailyReflectionPage'),
  ),
  hiddenClientRoute(
    '/daily-reflection/:id',
    'dailyReflection',
    'Daily Reflection',
    'allow_self_reflect',
    lazyPage(loadDailyReflectionPages, 'DailyReflectionPage'),
  ),
  hiddenClientRoute(
    '/pulse-survey/:id',
    'dailyReflection',
    'Daily Reflection',
    'allow_self_reflect',
    lazyPage(loadDailyReflectionPages, 'DailyReflectionPage'),
  ),
  clientRoute(
    '/reflection-history',
    'reflectionHistory',
    'Reflection History',
    'allow_self_reflect',
    lazyPage(loadDailyReflectionPages, 'ReflectionHistoryPage'),
  ),
  clientRoute('/goals', 'goals', 'Goals', 'allow_goals', lazyPage(goals, 'GoalsPage')),
  clientRoute(
    '/progress',
    'progress',
    'Progress',
    'allow_progress',
    lazyPage(loadDailyReflectionPages, 'ProgressPage'),
  ),
  clientRoute('/courses', 'courses', 'Courses', 'allow_courses', lazyPage(courses, 'CoursesPage')),
  hiddenClientRoute('/courses/:id', 'courses', 'Course', 'allow_courses', lazyPage(courses, 'CoursePage')),
  hiddenClientRoute(
    '/courses/:id/lesson/:lesson',
    'courses',
    'Course',
    'allow_courses',
    lazyPage(courses, 'CoursePage'),
  ),
  clientRoute('/journal', 'journal', 'Journal', 'allow_journal', lazyPage(journal, 'JournalPage')),
  clientRoute(
    '/c/assessments',
    'assessments',
    'Assessments',
    'allow_assessments',
    lazyPage(assessments, 'ClientAssessmentsPage'),
  ),
  hiddenClientRoute(
    '/c/assessments/take/:id',
    'assessments',
    'Take Assessment',
    'allow_assessments',
    lazyPage(assessments, 'TakeAssessmentPage'),
  ),
  hiddenClientRoute(
    '/c/assessments/:id',
    'assessments',
    'Assessment',
    'allow_assessments',
    lazyPage(assessments, 'ClientAssessmentPage'),
  ),
  {
    path: '/settings',
    name: 'settings',
    title: 'Settings',
    menuLabel: 'Settings',
    inMenu: true,
    guard: 'session',
    page: lazyPage(settings, 'SettingsPage'),
  },
  {
    // Where a session goes that may only set up two-step sign-in (REQUIRE_TWO_STEP, decision 027).
    path: TWO_STEP_SETUP_PATH,
    name: 'twoStepSetup',
    title: 'Set up two-step sign-in',
    menuLabel: 'Two-step sign-in',
    inMenu: false,
    guard: 'session',
    page: lazyPage(twoStep, 'TwoStepSetupPage'),
  },
];

/** Logs out (outside the shell); the menus' 'Log Out' item links here. */
export const LOGOUT_PATH = '/logout';
