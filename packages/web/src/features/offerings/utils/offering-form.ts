import {
  ALLOW_FLAGS,
  centsToDollars,
  offeringErrors,
  offeringPriceFromDollars,
  type AllowFlag,
  type HomeFeature,
  type OfferingCreate,
  type OwnerOffering,
} from '@tandem/shared';

export type CourseMode = 'default' | 'specify';

/** The plan form's values: selects hold ids as text, the price is dollars as typed. */
export interface OfferingFormValues extends Record<AllowFlag, boolean> {
  title: string;
  active: boolean;
  /** Dollars a month, as typed ('' or '0' is free). */
  price: string;
  coach: string | null;
  habit_program: string | null;
  pulse_survey: string | null;
  course_mode: CourseMode;
  courses: string[];
  home: HomeFeature;
}

const text = (id: number | null) => (id === null ? null : String(id));
const idOf = (value: string | null) => (value ? Number(value) : null);

/**
 * A plan's values, or a new plan's with the spec's defaults: active, home daily exercises,
 * every feature on (coach side 9), free.
 */
export function offeringFormValues(offering?: OwnerOffering): OfferingFormValues {
  const flags = Object.fromEntries(
    ALLOW_FLAGS.map((flag) => [flag, offering ? offering[flag] : true]),
  ) as Record<AllowFlag, boolean>;
  return {
    title: offering?.title ?? '',
    active: offering?.active ?? true,
    price: offering && offering.price > 0 ? centsToDollars(offering.price) : '',
    coach: text(offering?.coach ?? null),
    habit_program: text(offering?.habit_program ?? null),
    pulse_survey: text(offering?.pulse_survey ?? null),
    course_mode: offering && offering.courses.length > 0 ? 'specify' : 'default',
    courses: (offering?.courses ?? []).map(String),
    home: offering?.home ?? 'daily_exercises',
    ...flags,
  };
}

/** What the form sends; the price in cents (money is cents everywhere), 0 when not readable. */
export function offeringRequestBody(values: OfferingFormValues): Required<OfferingCreate> {
  const price = offeringPriceFromDollars(values.price);
  return {
    title: values.title.trim(),
    active: values.active,
    price: 'cents' in price ? price.cents : 0,
    coach: idOf(values.coach),
    habit_program: idOf(values.habit_program),
    pulse_survey: idOf(values.pulse_survey),
    // 'Default Courses' is no listed course: the coach's public ones.
    courses: values.course_mode === 'specify' ? values.courses.map(Number) : [],
    home: values.home,
    ...(Object.fromEntries(ALLOW_FLAGS.map((flag) => [flag, values[flag]])) as Record<AllowFlag, boolean>),
  };
}

/** The form's errors: the shared plan rule (the server's own) and the price field. */
export function validateOffering(values: OfferingFormValues): Record<string, string> {
  const errors: Record<string, string> = { ...offeringErrors(offeringRequestBody(values)) };
  const price = offeringPriceFromDollars(values.price);
  if ('error' in price) errors.price = price.error;
  return errors;
}
