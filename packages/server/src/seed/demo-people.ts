/* Who is in the demo: the accounts printed on start and every demo person's details. */

export { DEMO_PASSWORD } from '../modules/system';
export const DEMO_SUB_DOMAIN = 'demo';

/** The demo accounts printed on start. */
export const DEMO_LOGINS = [
  { email: 'owner@demo.test', role: 'owner (company owner, coach licence)' },
  { email: 'coach@demo.test', role: 'coach' },
  { email: 'client@demo.test', role: 'client of coach@demo.test' },
  { email: 'admin@demo.test', role: 'staff admin (receives support reports, may impersonate)' },
] as const;

/** The demo coach, whose clients, programs, surveys, courses and conversations the demo shows. */
export const DEMO_COACH = 'coach@demo.test';
/** The demo company's owner. */
export const DEMO_OWNER = 'owner@demo.test';

/** What a demo client's profile says. */
export interface DemoClient {
  home?: string;
  allowAssessments?: boolean;
  deactivated?: boolean;
  /** Which of the demo programs/surveys: the coach's own or the company-managed one. */
  program?: 'own' | 'managed';
}

/** A demo person and, for a client, their profile. */
export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  isStaff?: boolean;
  coach?: boolean;
  timezone?: string;
  /** Hours ago this person last logged in; absent for never. */
  lastLoginHoursAgo?: number;
  client?: DemoClient;
}

/** Everyone in the demo: the owner, the coach, a staff admin and the coach's clients. */
export const PEOPLE: DemoUser[] = [
  {
    email: 'owner@demo.test',
    firstName: 'Morgan',
    lastName: 'Reyes',
    coach: true,
    timezone: 'America/Chicago',
    lastLoginHoursAgo: 26,
  },
  {
    email: 'coach@demo.test',
    firstName: 'Jordan',
    lastName: 'Blake',
    coach: true,
    timezone: 'America/New_York',
    lastLoginHoursAgo: 1,
  },
  { email: 'admin@demo.test', firstName: 'Avery', lastName: 'Chen', isStaff: true, lastLoginHoursAgo: 75 },
  // client@demo.test has assessments turned off, so the client guard has something to refuse.
  {
    email: 'client@demo.test',
    firstName: 'Casey',
    lastName: 'Morgan',
    timezone: 'America/New_York',
    lastLoginHoursAgo: 2,
    client: { allowAssessments: false },
  },
  {
    email: 'priya.patel@demo.test',
    firstName: 'Priya',
    lastName: 'Patel',
    timezone: 'Europe/London',
    lastLoginHoursAgo: 5,
    client: { home: 'goals' },
  },
  {
    email: 'marcus.johnson@demo.test',
    firstName: 'Marcus',
    lastName: 'Johnson',
    timezone: 'America/Los_Angeles',
    lastLoginHoursAgo: 30,
    client: { home: 'self_reflect', program: 'managed' },
  },
  {
    email: 'elena.rossi@demo.test',
    firstName: 'Elena',
    lastName: 'Rossi',
    timezone: 'Europe/Rome',
    lastLoginHoursAgo: 52,
  },
  {
    email: 'sofia.garcia@demo.test',
    firstName: 'Sofia',
    lastName: 'Garcia',
    timezone: 'Europe/Madrid',
    lastLoginHoursAgo: 9,
    client: { program: 'managed' },
  },
  {
    email: 'liam.obrien@demo.test',
    firstName: 'Liam',
    lastName: "O'Brien",
    timezone: 'Europe/Dublin',
    lastLoginHoursAgo: 100,
  },
  {
    email: 'aisha.khan@demo.test',
    firstName: 'Aisha',
    lastName: 'Khan',
    timezone: 'Asia/Dubai',
    lastLoginHoursAgo: 14,
    client: { home: 'courses' },
  },
  {
    email: 'noah.williams@demo.test',
    firstName: 'Noah',
    lastName: 'Williams',
    timezone: 'America/Denver',
    lastLoginHoursAgo: 200,
  },
  {
    email: 'mei.lin@demo.test',
    firstName: 'Mei',
    lastName: 'Lin',
    timezone: 'Asia/Singapore',
    lastLoginHoursAgo: 20,
    client: { home: 'progress' },
  },
  {
    email: 'david.cohen@demo.test',
    firstName: 'David',
    lastName: 'Cohen',
    timezone: 'Asia/Jerusalem',
    lastLoginHoursAgo: 400,
    client: { program: 'managed' },
  },
  { email: 'grace.kim@demo.test', firstName: 'Grace', lastName: 'Kim', timezone: 'Asia/Seoul' },
  {
    email: 'omar.haddad@demo.test',
    firstName: 'Omar',
    lastName: 'Haddad',
    timezone: 'Africa/Cairo',
    lastLoginHoursAgo: 70,
    client: { home: 'goals' },
  },
  {
    email: 'tom.nguyen@demo.test',
    firstName: 'Tom',
    lastName: 'Nguyen',
    timezone: 'America/Denver',
    lastLoginHoursAgo: 300,
    client: { home: 'progress', deactivated: true },
  },
].map((p) => (p.coach || p.isStaff ? p : { ...p, client: p.client ?? {} }));
