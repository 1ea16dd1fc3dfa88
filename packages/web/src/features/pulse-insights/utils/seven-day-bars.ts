import dayjs from 'dayjs';
import type { SevenDayReflections } from '@tandem/shared';

/** One bar of the client card's reflection chart: the weekday and that day's mean answer (null: none). */
export interface ReflectionBar {
  day: string;
  score: number | null;
}

/** The seven days (oldest first, as the server sends them) labelled by short weekday ('Mo'). */
export function reflectionBars(days: SevenDayReflections): ReflectionBar[] {
  return days.map((entry) => ({ day: dayjs(entry.date).format('dd'), score: entry.score }));
}

/** The line under the bars: how many of the seven days were answered and their mean, out of 7. */
export function reflectionCaption(days: SevenDayReflections): string {
  const scores = days.map((entry) => entry.score).filter((score): score is number => score !== null);
  if (scores.length === 0) return 'No reflections yet';
  const mean = scores.reduce((sum, score) => sum + score, 0) / scores.length;
  return `${scores.length} of the last ${days.length} days, average ${mean.toFixed(1)}/7`;
}
