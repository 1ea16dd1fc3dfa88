import {
  CLIENT_MESSAGES,
  clientSignUpSchema,
  normalisePhoneNumber,
  type ClientSignUp,
  type Offering,
} from '@tandem/shared';
import type { OfferingSource } from '../api/get-offering';
import { browserTimeZone } from './time-zones';

/**
 * The wizard's steps in the spec's order (client side section 4); the payment step only when
 * the plan has a price.
 */
export type WizardStep = 'user' | 'workWeek' | 'rewards' | 'selectAoF' | 'payment';

export const STEP_LABELS: Record<WizardStep, string> = {
  user: 'User Information',
  workWeek: 'Work Week',
  rewards: 'Rewards',
  selectAoF: 'Areas of Focus',
  payment: 'Payment',
};

export const REWARD_CHOICES = [
  { value: 'img', label: 'Funny memes and gifs' },
  { value: 'quote', label: 'Inspiring quotes' },
  { value: 'any', label: 'Any' },
  { value: 'none', label: 'None' },
] as const;
export type RewardChoice = (typeof REWARD_CHOICES)[number]['value'];

/** Day chips, 0 Monday to 6 Sunday. */
export const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export interface SignUpValues {
  first_name: string;
  last_name: string;
  email: string;
  email_confirmation: string;
  password: string;
  password_confirmation: string;
  timezone: string;
  allow_notice_sms: boolean;
  /**
   * As typed; sent as E.164 (`+14155552671`: a US number goes prefixed with 1, spec section 3).
   */
  phone_number: string;
  terms: boolean;
  /** Day numbers as chip values ('0' Monday to '6' Sunday). */
  work_week: string[];
  /** 'HH:MM', 24-hour (the pickers show 12-hour with AM/PM). */
  generate_exercises_at: string;
  generate_pulse_at: string;
  reward: RewardChoice;
  raffle_opt_in: boolean;
  /** Area of focus ids as text. */
  areas: string[];
}

/** Whether the client picks areas of focus: the program has areas to pick from and does not assign all. */
export function needsAreasOfFocus(offering: Offering): boolean {
  return offering.program !== null && !offering.program.assign_all && offering.areas.length > 0;
}

/** Whether the plan costs something a month, so the wizard ends with the card. */
export const needsPayment = (offering: Offering) => (offering.price ?? 0) > 0;

export function wizardSteps(offering: Offering): WizardStep[] {
  return [
    'user',
    'workWeek',
    'rewards',
    ...(needsAreasOfFocus(offering) ? (['selectAoF'] as const) : []),
    ...(needsPayment(offering) ? (['payment'] as const) : []),
  ];
}

/** A fresh wizard: the offering's names and e-mail, the browser's time zone, the spec's sign-up defaults. */
export function initialSignUpValues(offering: Offering): SignUpValues {
  return {
    first_name: offering.first_name,
    last_name: offering.last_name,
    email: offering.email,
    email_confirmation: '',
    password: '',
    password_confirmation: '',
    timezone: browserTimeZone(),
    allow_notice_sms: false,
    phone_number: '',
    terms: false,
    work_week: ['0', '1', '2', '3', '4'],
    generate_exercises_at: '06:00',
    generate_pulse_at: '20:00',
    reward: 'any',
    raffle_opt_in: true,
    areas: [],
  };
}

const toMinutes = (time: string) => time.slice(0, 5);

/**
 * The POST client/offering/ payload: names and e-mail trimmed (the server lower-cases the
 * e-mail), the phone number as E.164 when text reminders are wanted (as typed if it is not a
 * number: the server refuses it with the same message), reflections on the work-week days.
 */
export function toSignUpPayload(
  values: SignUpValues,
  offering: Offering,
  source: OfferingSource,
): ClientSignUp {
  const workWeek = values.work_week.map(Number).sort((a, b) => a - b);
  const phone = values.allow_notice_sms ? values.phone_number.trim() : '';
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    email_confirmation: values.email_confirmation.trim(),
    password: values.password,
    password_confirmation: values.password_confirmation,
    timezone: values.timezone,
    work_week: workWeek,
    generate_exercises_at: toMinutes(values.generate_exercises_at),
    generate_pulse_on: workWeek,
    generate_pulse_at: toMinutes(values.generate_pulse_at),
    raffle_opt_in: values.raffle_opt_in,
    reward: values.reward,
    allow_notice_sms: values.allow_notice_sms,
    phone_number: phone && (normalisePhoneNumber(phone) ?? phone),
    areas: values.areas.map(Number),
    // A plan is named by its id and the promo of its link; the others by their own field.
    ...('promo' in source ? { promo: source.promo } : source),
    ...(offering.id !== null && { offering: offering.id }),
  };
}

/** The fields each step asks for; Continue checks only these. */
const STEP_FIELDS: Record<WizardStep, (keyof SignUpValues)[]> = {
  user: [
    'first_name',
    'last_name',
    'email',
    'email_confirmation',
    'password',
    'password_confirmation',
    'timezone',
    'phone_number',
  ],
  workWeek: ['work_week', 'generate_exercises_at', 'generate_pulse_at'],
  rewards: ['reward', 'raffle_opt_in'],
  selectAoF: ['areas'],
  // The card form checks the card itself when it is tokenised.
  payment: [],
};

/** The field errors of one step, with `clientSignUpSchema`'s messages and the spec's area rule. */
export function stepErrors(
  step: WizardStep,
  values: SignUpValues,
  offering: Offering,
): Record<string, string> {
  const result = clientSignUpSchema.safeParse(toSignUpPayload(values, offering, { invitation: '' }));
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]) as keyof SignUpValues;
    if (STEP_FIELDS[step].includes(field)) errors[field] ??= issue.message;
  }
  if (step === 'selectAoF' && values.areas.length !== offering.program?.max_number_of_allowed_groups) {
    errors.areas = CLIENT_MESSAGES.pickAllAreas;
  }
  return errors;
}
