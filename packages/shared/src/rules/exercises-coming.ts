import { localMoment, minutesOfTime } from './exercise-selection';
import { clockTime } from './time-text';

/*
 * What the daily exercise says while today's list is empty (issue 45: a new client read "Looks
 * like you've completed all your Habits for the day!" before any exercise existed). Exercises
 * come on the client's work days at their generation time, in their own zone (the generation
 * job's rule); the spec's all-done text is kept for a list whose tasks are all done.
 */

/** The message for an empty list at `now`, from the client's week, time and zone. */
export function exercisesComingMessage(
  client: { work_week: readonly number[]; generate_exercises_at: string; timezone: string },
  now: Date,
): string {
  let moment;
  try {
    moment = localMoment(now, client.timezone);
  } catch {
    // A zone this browser does not know: the server reads the day in UTC (lib/local-clock.ts).
    moment = localMoment(now, 'UTC');
  }
  const at = clockTime(client.generate_exercises_at);
  if (!client.work_week.includes(moment.weekday))
    return `No exercises today: they come on your work days at ${at}.`;
  if (moment.minutes < minutesOfTime(client.generate_exercises_at))
    return `Your exercises for today arrive at ${at}.`;
  return 'Your exercises for today are on their way: they will show here in a moment.';
}
