/* What a starter area of focus and its exercises are, as the starter program's content files write them. */

/** A link shown with an exercise. */
export interface StarterResource {
  instruction: string;
  url: string;
}

/** One template exercise of the starter program. */
export interface StarterExercise {
  /** The title. */
  shortDescription: string;
  description: string;
  how: string;
  why: string;
  buffer: number;
  availableFor: number;
  onlyOn?: number[];
  always?: boolean;
  /** Disabled exercises stay in the library but are never given. */
  active?: boolean;
  resources?: StarterResource[];
}

/** One area of focus with its exercises. */
export interface StarterArea {
  name: string;
  color: string;
  exercises: StarterExercise[];
}

/** Weekdays for `onlyOn`, 0 Monday .. 6 Sunday. */
export const FRIDAY = 4;
export const MONDAY = 0;
export const WEDNESDAY = 2;
