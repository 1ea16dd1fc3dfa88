import { STRUGGLING_MAX_SCORE } from './pulse-scores';

/** The word shown with a seven-day fraction (momentum, pulse): spec coach side section 9. */
export type WellBeingWord = 'Great' | 'Good' | 'So-So' | 'Struggling' | 'N/A';

/**
 * Spec: above 0.9 Great, above 0.7 Good, above 0.5 So-So, above 0 Struggling, else N/A.
 * `fraction` runs from 0 to 1; 0 (nothing done, or nothing due yet) has no word.
 */
export function wellBeingWord(fraction: number): WellBeingWord {
  if (fraction > 0.9) return 'Great';
  if (fraction > 0.7) return 'Good';
  if (fraction > 0.5) return 'So-So';
  if (fraction > 0) return 'Struggling';
  return 'N/A';
}

/**
 * The word for how a client rates a dimension (the mean of their 1..7 answers over seven days,
 * as the graphs' fraction 0..1 of the scale; null with no answer). Ours, not the spec's completion
 * thresholds, which read a neutral 4 (half the scale) as "Struggling" (issue 45): above 5.5 Great,
 * above 4.5 Good, above the struggling score (3, the struggling notice's rule) So-So, else
 * Struggling.
 */
export function ratingWord(fraction: number | null): WellBeingWord {
  if (fraction === null) return 'N/A';
  const score = 1 + fraction * 6;
  if (score > 5.5) return 'Great';
  if (score > 4.5) return 'Good';
  if (score > STRUGGLING_MAX_SCORE) return 'So-So';
  return 'Struggling';
}

/** The colour a well-being word is shown in: what it says, not the dimension's own colour. */
export const WELL_BEING_COLORS: Record<WellBeingWord, string> = {
  Great: 'green',
  Good: 'teal',
  'So-So': 'yellow',
  Struggling: 'red',
  'N/A': 'gray',
};
