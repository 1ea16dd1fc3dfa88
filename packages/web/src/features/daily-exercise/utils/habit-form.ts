import { HABIT_PICKER_DEFAULT_TIME, clientHabitWriteSchema, type ClientHabitWrite } from '@tandem/shared';
import { zodValidate } from '../../../lib/zod-form';

/** The add-habit modal's fields; days are chip values ('0' Monday to '6' Sunday). */
export interface HabitFormValues {
  name: string;
  description: string;
  why: string;
  visualization: string;
  color: string;
  days_of_week: string[];
  /** What the time picker holds: 'HH:MM' or 'HH:MM:SS', '' when cleared. */
  time: string;
}

/** The modal's pages (spec): the habit's details, then its colour, days and time. */
export const HABIT_PAGES = ['details', 'schedule'] as const;
export type HabitPage = (typeof HABIT_PAGES)[number];

export const PAGE_LABELS: Record<HabitPage, string> = { details: 'Details', schedule: 'Schedule' };

const PAGE_FIELDS: Record<HabitPage, readonly (keyof HabitFormValues)[]> = {
  details: ['name', 'description', 'why', 'visualization'],
  schedule: ['color', 'days_of_week', 'time'],
};

/** A new habit: the time picker starts at 10:00 (spec), no colour and no day yet. */
export const EMPTY_HABIT: HabitFormValues = {
  name: '',
  description: '',
  why: '',
  visualization: '',
  color: '',
  days_of_week: [],
  time: HABIT_PICKER_DEFAULT_TIME,
};

/**
 * The POST body. A cleared time is left out so the server's default (12:00) applies; the
 * picker's 'HH:MM' gains seconds, the way habit times are kept.
 */
export function habitPayload(values: HabitFormValues): ClientHabitWrite {
  const { time, days_of_week, ...details } = values;
  return {
    ...details,
    days_of_week: days_of_week.map(Number).sort((a, b) => a - b),
    ...(time ? { time: time.length === 5 ? `${time}:00` : time } : {}),
  };
}

const validate = zodValidate<ClientHabitWrite>(clientHabitWriteSchema);

/** The errors that keep the modal on `page`, checked with the shared schema. */
export function habitPageErrors(page: HabitPage, values: HabitFormValues): Record<string, string> {
  const errors = validate(habitPayload(values));
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => PAGE_FIELDS[page].some((name) => field.startsWith(name))),
  );
}

/** The page a server field error belongs on (the details page when it names no field of the form). */
export function pageOfField(field: string): HabitPage {
  return PAGE_FIELDS.schedule.some((name) => field.startsWith(name)) ? 'schedule' : 'details';
}
