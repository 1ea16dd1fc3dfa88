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
