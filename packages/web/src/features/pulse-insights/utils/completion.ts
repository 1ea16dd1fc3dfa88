import dayjs from 'dayjs';
import { completionPercent, type ClientPulseInfo } from '@tandem/shared';

/** 'Reflections answered: 12 of 20 (60%)' — the pulse tab's completion over the window. */
export function completionText({ completed, due }: ClientPulseInfo['reflections']): string {
  if (due === 0) return 'No reflections were given in this period.';
  return `Reflections answered: ${completed} of ${due} (${completionPercent(completed, due)}%)`;
}

/** The completion bars: a bar per day a reflection was given, 1 when answered, 0 when left open. */
export function completionBars(points: ClientPulseInfo['completion']) {
  return points.map((point) => ({ date: dayjs(point.date).format('MMM D'), answered: point.value }));
}
