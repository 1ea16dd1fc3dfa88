import { z } from 'zod';

/** The client features a coach can turn on; `profile.home` must be one of them. */
export const HOME_FEATURES = [
  'daily_exercises',
  'self_reflect',
  'goals',
  'progress',
  'courses',
  'assessments',
] as const;
export const homeFeatureSchema = z.enum(HOME_FEATURES);
export type HomeFeature = z.infer<typeof homeFeatureSchema>;

/** The eight `allow_*` flags of a client profile (and of an offering). */
export const ALLOW_FLAGS = [
  'allow_daily_exercises',
  'allow_self_reflect',
  'allow_goals',
  'allow_progress',
  'allow_courses',
  'allow_journal',
  'allow_assessments',
  'allow_messaging',
] as const;
export type AllowFlag = (typeof ALLOW_FLAGS)[number];

/** Which allow flag turns on each home feature. */
export const HOME_FEATURE_FLAG: Record<HomeFeature, AllowFlag> = {
  daily_exercises: 'allow_daily_exercises',
  self_reflect: 'allow_self_reflect',
  goals: 'allow_goals',
  progress: 'allow_progress',
  courses: 'allow_courses',
  assessments: 'allow_assessments',
};
