/*
 * The content of the demo's starter habit program, written by us for Tandem: five areas of focus
 * with seven exercises each. Each exercise is small enough to do on a busy day; `how` gives
 * concrete steps and `why` the reasoning in plain words (no studies are cited, so none can be
 * misquoted).
 *
 * Scheduling fields, as the generation rule reads them (modules/tasks/generation.ts): `buffer` is how many days an exercise rests before it may come again,
 * `availableFor` how many days it stays on the list, `onlyOn` the weekdays it may be given
 * (0 Monday .. 6 Sunday). Exercises are given on work-week days only, so the weekend ones are
 * given on Friday and stay available through Sunday rather than being pinned to Saturday.
 */

import type { StarterArea } from './starter-area';
import { MOVEMENT, SLEEP_AND_ENERGY } from './starter-areas-body';
import { CONNECTION, FOCUS_AND_PURPOSE, MINDFULNESS } from './starter-areas-mind';

/** The demo coach's own program, which carries the starter content. */
export const FOUNDATIONS_NAME = 'Foundations of Wellbeing';
/** The demo company's managed (read-only) program. */
export const BRIGHTPATH_CORE_NAME = 'Brightpath Core Habits';

/** "Foundations of Wellbeing": the coach's own program, five areas of seven exercises. */
export const FOUNDATIONS_OF_WELLBEING: readonly StarterArea[] = [
  SLEEP_AND_ENERGY,
  MOVEMENT,
  MINDFULNESS,
  CONNECTION,
  FOCUS_AND_PURPOSE,
];

/** The program settings the starter content is written for. */
export const FOUNDATIONS_SETTINGS = { dailyExercises: 3, assignAll: false, maxNumberOfAllowedGroups: 3 };

/** An area made of exercises of a starter area, picked by title. */
function pickArea(name: string, color: string, from: StarterArea, titles: string[]): StarterArea {
  return {
    name,
    color,
    exercises: titles.map((title) => {
      const exercise = from.exercises.find((e) => e.shortDescription === title);
      if (!exercise) throw new Error(`No starter exercise "${title}" in ${from.name}`);
      return exercise;
    }),
  };
}

/**
 * "Brightpath Core Habits": the company-managed program every client gets whole (assign all),
 * three areas of four exercises reused from the starter program.
 */
export const BRIGHTPATH_CORE_HABITS: readonly StarterArea[] = [
  pickArea('Rest & Recovery', '#5c7cfa', SLEEP_AND_ENERGY, [
    'Set a wind-down alarm',
    'Morning daylight',
    'Caffeine cut-off at 2 pm',
    'Phone out of the bedroom',
  ]),
  pickArea('Everyday Movement', '#20c997', MOVEMENT, [
    'A brisk ten-minute walk',
    'Desk stretch break',
    'Take the stairs all day',
    'Strength snack',
  ]),
  pickArea('Calm & Clarity', '#b197fc', MINDFULNESS, [
    'Box breathing',
    'One mindful cup',
    'Three good things',
    'Name the feeling',
  ]),
];

/** Settings of the managed program: every area is assigned. */
export const BRIGHTPATH_CORE_SETTINGS = { dailyExercises: 2, assignAll: true, maxNumberOfAllowedGroups: 3 };
