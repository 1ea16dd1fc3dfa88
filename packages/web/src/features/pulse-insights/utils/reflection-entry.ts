import dayjs from 'dayjs';
import { PULSE_MAX_ANSWER } from '@tandem/shared';

/** A reflection's local day as the coach reads it ('Mar 4, 2025'). */
export function formatReflectionDay(day: string): string {
  const parsed = dayjs(day);
  return parsed.isValid() ? parsed.format('MMM D, YYYY') : day;
}

/** An answer on the 1..7 scale ('5/7'); a statement left unanswered shows a dash. */
export function answerText(answer: number | null): string {
  return answer === null ? '–' : `${answer}/${PULSE_MAX_ANSWER}`;
}
