/** The spec's constants and limits, each named once. */

/** The app version the web bundle and the server report (spec: "App version 1.0.215"). */
export const APP_VERSION = '1.0.215';

/** Header the web sends on every API call so the server can log which bundle asked. */
export const APP_VERSION_HEADER = 'x-app-version';

export const DEFAULT_PAGE_SIZE = 15;
export const DASHBOARD_PAGE_SIZE = 4;
/**
 * The spec's list limit (client side section 9: "500 (programs, goals, KPIs, assessments)"; the
 * coach side's courses, modules, lessons, statements and constructs are asked with it too): the
 * web asks for this many at once, and the server caps any `limit` at it.
 */
export const LIST_LIMIT = 500;
/**
 * The spec's shorter list limit: habits (client side section 9: "100 (habits)"), areas of focus,
 * pulse surveys, lessons in the exercise form and offerings (coach side sections 7 and 9). The
 * web asks for the few things of one parent (a client's habits and commitments, an exercise's
 * resources, a survey's dimensions, today's list) with it too: one page holds them all.
 */
export const SHORT_LIST_LIMIT = 100;
/** The coach's taken-assessment results load this many at a time (coach side section 7: limit 200). */
export const TAKEN_ASSESSMENTS_LIMIT = 200;
/** The coach's running (created) assessments load this many (coach side section 7: limit 200). */
export const CREATED_ASSESSMENTS_LIMIT = 200;
/** /free-assessment takes this assessment; its results page refers to a consultation (client side 9). */
export const FREE_ASSESSMENT_ID = 64;
/** A coach on the free plan gets this many visitors' results a calendar month (client side 9). */
export const FREE_PLAN_MONTHLY_ASSESSMENTS = 5;
/** The survey loads this many questions first, then more per scroll (client side sections 4, 9). */
export const SURVEY_FIRST_QUESTIONS = 50;
export const SURVEY_MORE_QUESTIONS = 15;
/**
 * The call to action a new running assessment starts with (coach side 9: default texts with a
 * placeholder link that must be changed before the call to action may be switched on).
 */
export const DEFAULT_CTA = {
  title: 'Ready to take the next step?',
  subtitle: 'Talk your results through with a coach.',
  linkText: 'Book a free consultation',
  link: 'https://example.com/your-booking-link',
} as const;
/** The spec's client pickers (coach side section 9: "client pickers 1000"), cohorts' too. */
export const CLIENT_PICKER_LIMIT = 1000;
export const SEARCH_DEBOUNCE_MS = 300;
/** The coach search a visitor types into on their assessment results (client side 9: 1000 ms). */
export const COACH_SEARCH_DEBOUNCE_MS = 1000;
/** The journal's search waits longer (spec client side section 9: 600 ms). */
export const JOURNAL_SEARCH_DEBOUNCE_MS = 600;
/** Reflection searches, the client's history and the coach's tab (spec: 500 ms reflections). */
export const REFLECTION_SEARCH_DEBOUNCE_MS = 500;
/** The coach's reflections list loads more within this distance of its end (spec: 700). */
export const REFLECTIONS_SCROLL_DISTANCE_PX = 700;
/** The coach's reflections tab shows this many until Display All (spec: limit 4). */
export const CLIENT_REFLECTIONS_PAGE_SIZE = 4;
/** A journal draft is saved after this long without typing (spec: 1 s). */
export const DRAFT_AUTOSAVE_MS = 1000;
export const SNACKBAR_MS = 2000;
export const REFLECTION_REMINDER_MS = 10000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** How often the web asks the server for its version (the spec only says it is polled). */
export const VERSION_POLL_MS = 5 * 60 * 1000;
export const MOBILE_BREAKPOINT_PX = 600;
export const MAX_BRANDING_IMAGE_BYTES = 300 * 1024;

/** The addresses of the login screen (spec routes). */
export const LOGIN_PATHS = ['/', '/sign-in', '/login'] as const;

/**
 * GETs (paths under /api/) that a stored session sends as soon as a page's HTML has arrived,
 * before the app has loaded (web: lib/early-requests.ts, issue 21). The app's own calls use these
 * same paths, so it adopts those answers rather than asking again. The signed-in user, whom
 * every guard loads (`:id` stands for their id):
 */
export const SIGNED_IN_USER_PATH = 'user/:id/';
/** The daily exercise's today list and the coach's commitments, that page's first screen. */
export const TODAY_TASKS_PATH = `clients/tasks/?due=true&limit=${SHORT_LIST_LIMIT}`;
export const COMMITMENTS_PATH = `clients/commitments/?limit=${SHORT_LIST_LIMIT}`;
/** The pages whose first screen starts early, with the GETs of each. */
export const EARLY_PAGE_REQUESTS: Readonly<Record<string, readonly string[]>> = {
  '/daily-exercise': [TODAY_TASKS_PATH, COMMITMENTS_PATH],
};
/**
 * The login screen rendered to HTML at build time (packages/web/prerender.ts), which the server
 * sends for LOGIN_PATHS so it paints before the app's JavaScript has loaded (issue 21).
 */
export const PRERENDERED_LOGIN_FILE = 'login.html';
/**
 * The login screen's renderer, kept by the web build (relative to packages/web): the server
 * renders a branded sub-domain's login page with it (issue 21).
 */
export const LOGIN_RENDERER_MODULE = 'dist-ssr/render-visitor-page.mjs';

/** Local-storage key of the session (spec: "Session stored in local storage ... under key user"). */
export const SESSION_STORAGE_KEY = 'user';

/** Branding used whenever the sub-domain fetch fails. */
/** The product's own name: the brand of a page or message that belongs to no company. */
export const PRODUCT_NAME = 'Tandem';

export const DEFAULT_BRANDING = {
  /** The company's name, shown where it has no logo, in titles and in the installed app. */
  name: PRODUCT_NAME as string,
  logo: null as string | null,
  logo_height: 50,
  header_color: '#1f4e79',
  background_image: null as string | null,
  allow_onboarding: false,
};
/** What the login page and the shell show of a sub-domain's branding. */
export type Branding = typeof DEFAULT_BRANDING;

/**
 * The id of the element in which the server writes the branding of the page it sends (the login
 * page, issue 21), so the app's first render shows it without asking the API first.
 */
export const SERVED_BRANDING_ELEMENT_ID = 'tandem-branding';

/** Sub-domain used on hosts that carry none (localhost, a bare IP); overridable by DEFAULT_SUB_DOMAIN. */
export const FALLBACK_SUB_DOMAIN = 'demo';

/** Feature name in `client_features` / `coach_features` that grants everything. */
export const ALL_FEATURES = 'all';

/** Messages load this many at a time (spec section 9). */
export const MESSAGES_PAGE_SIZE = 40;
/** Older messages load when the chat is scrolled within this distance of its top. */
export const MESSAGES_SCROLL_TOP_PX = 50;
/** Under this width the coach's chat opens as a chat window. */
export const MESSAGES_NARROW_PX = 740;
/** Previews over this many characters are cut to PREVIEW_WORDS words. */
export const PREVIEW_MAX_CHARS = 80;
export const PREVIEW_WORDS = 20;
/** A room with missed messages flashes at this period, in the list and in a chat window. */
export const MISSED_FLASH_LIST_MS = 1250;
export const MISSED_FLASH_WINDOW_MS = 1000;
/** The new-conversation client search waits this long after typing (spec: 200 ms). */
export const CONVERSATION_SEARCH_DEBOUNCE_MS = 200;
/** Our limit on one message's length (the spec sets none). */
export const MAX_MESSAGE_LENGTH = 5000;
/** The feature name that grants messaging (client_features / coach_features). */
export const MESSAGES_FEATURE = 'messages';
/** Days between a client asking to delete their account and its deletion (decision 014). */
export const ACCOUNT_DELETION_GRACE_DAYS = 14;
/** Reminder messages one client gets in a local day at most, across reminders and channels (issue 20). */
export const REMINDER_DAILY_CAP = 4;
/**
 * A reminder not sent by this local time is not sent that day (a late catch-up after downtime is
 * fine, a midnight message is not), unless the client chose a later time: then one hour after it.
 */
export const REMINDER_LAST_CALL_AT = '22:00';
