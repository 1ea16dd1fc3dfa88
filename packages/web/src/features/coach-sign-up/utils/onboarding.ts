import {
  COACH_ONBOARDING_DEFAULTS,
  COACH_SIGN_UP_MESSAGES,
  coachCompanySchema,
  DEFAULT_BRANDING,
  freeCoachSignUpSchema,
  MESSAGES,
  companySiteUrl,
  type AuthedCoachOnboarding,
  type CoachPackage,
  type FreeCoachSignUp,
} from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { generalError } from '../../../lib/api-errors';
import type { CardToken } from '../../payments';

/** The /new-user wizard's steps (spec: account info, company/subdomain branding, finish). */
export const ONBOARDING_STEPS = ['info', 'company', 'finish'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const ONBOARDING_STEP_LABELS: Record<OnboardingStep, string> = {
  info: 'Account Info',
  company: 'Company',
  finish: 'Finish',
};

/** Day checkboxes, 0 Monday to 6 Sunday. */
export const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Everything the wizard asks, as typed. */
export interface OnboardingValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  company_name: string;
  sub_domain: string;
  /** A data URL, or null for no logo. */
  logo: string | null;
  logo_height: number;
  header_color: string;
  /** Day numbers as checkbox values ('0' Monday to '6' Sunday). */
  work_week: string[];
  generate_pulse_on: string[];
  /** 'HH:MM', 24-hour. */
  generate_exercises_at: string;
  generate_pulse_at: string;
  tos: boolean;
}

const days = (numbers: readonly number[]) => numbers.map(String);

/** A fresh wizard with the spec's coach onboarding defaults and the default header colour. */
export function initialOnboardingValues(): OnboardingValues {
  return {
    first_name: '',
    last_name: '',
    email: '',
    password: '',
    password_confirmation: '',
    company_name: '',
    sub_domain: '',
    logo: null,
    logo_height: COACH_ONBOARDING_DEFAULTS.logo_height,
    header_color: DEFAULT_BRANDING.header_color,
    work_week: days(COACH_ONBOARDING_DEFAULTS.work_week),
    generate_pulse_on: days(COACH_ONBOARDING_DEFAULTS.generate_pulse_on),
    generate_exercises_at: COACH_ONBOARDING_DEFAULTS.generate_exercises_at,
    generate_pulse_at: COACH_ONBOARDING_DEFAULTS.generate_pulse_at,
    tos: false,
  };
}

/** Which step asks for each field; a refused field takes the wizard back there. */
const STEP_OF_FIELD: Record<keyof OnboardingValues, OnboardingStep> = {
  first_name: 'info',
  last_name: 'info',
  email: 'info',
  password: 'info',
  password_confirmation: 'info',
  company_name: 'company',
  sub_domain: 'company',
  logo: 'company',
  logo_height: 'company',
  header_color: 'company',
  work_week: 'finish',
  generate_pulse_on: 'finish',
  generate_exercises_at: 'finish',
  generate_pulse_at: 'finish',
  tos: 'finish',
};

const isField = (name: string): name is keyof OnboardingValues => name in STEP_OF_FIELD;

/** The browser's own time zone (UTC when it cannot tell), sent without asking. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * The address a sub-domain will have: `{sub_domain}.{host}`. On a host that is itself a
 * sub-domain (`demo.tandem.example`) the new one takes its place rather than nesting under it;
 * a host that is an IP address stays as it is.
 */
export function previewAddress(subDomain: string, location: { host: string }): string {
  // The rule the server's links follow (shared companySiteUrl); an IP address carries none.
  return companySiteUrl(`http://${location.host}`, subDomain || 'your-sub-domain', '').replace(
    /^http:\/\//,
    '',
  );
}

/** The info step's account, as owners/new sends it under `user`. */
export function toAccount(values: OnboardingValues): FreeCoachSignUp {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    password: values.password,
  };
}

const byDay = (selected: string[]) => selected.map(Number).sort((a, b) => a - b);
const toMinutes = (time: string) => time.slice(0, 5);

/**
 * The owners/authed/ payload (owners/new adds `user`), sent once the terms are accepted: the
 * package's key as promo, the coach's own week with the browser's time zone, the card's token
 * when one was entered, and the company with its branding.
 */
export function toOnboardingPayload(
  values: OnboardingValues,
  coachPackage: CoachPackage,
  card: CardToken | null,
  timezone: string,
): AuthedCoachOnboarding {
  return {
    promo_id: coachPackage.key,
    client_profile: {
      work_week: byDay(values.work_week),
      generate_pulse_on: byDay(values.generate_pulse_on),
      generate_exercises_at: toMinutes(values.generate_exercises_at),
      generate_pulse_at: toMinutes(values.generate_pulse_at),
      timezone,
    },
    ...(card && {
      stripe_token: card.token,
      card: {
        brand: card.brand,
        last_four: card.last_four,
        exp_month: card.exp_month,
        exp_year: card.exp_year,
      },
    }),
    tos: true,
    company: toCompany(values),
  };
}

/** The company step's part of the payload. */
function toCompany(values: OnboardingValues): AuthedCoachOnboarding['company'] {
  return {
    name: values.company_name.trim(),
    sub_domain: values.sub_domain,
    logo: values.logo,
    logo_height: values.logo_height,
    header_color: values.header_color,
  };
}

/** Whether the info step's Next may be pressed (spec: only when the passwords match). */
export const passwordsMatch = (values: OnboardingValues) => values.password === values.password_confirmation;

/** The field errors of the info or company step, with the shared schemas' messages. */
export function onboardingStepErrors(step: OnboardingStep, values: OnboardingValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (step === 'info') {
    for (const field of ['first_name', 'last_name', 'email', 'password'] as const)
      if (values[field].trim() === '') errors[field] = MESSAGES.required;
    const parsed = freeCoachSignUpSchema.safeParse(toAccount(values));
    for (const issue of parsed.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
    if (!passwordsMatch(values)) errors.password_confirmation = COACH_SIGN_UP_MESSAGES.confirmationPassword;
  }
  if (step === 'company') {
    const parsed = coachCompanySchema.safeParse(toCompany(values));
    for (const issue of parsed.error?.issues ?? []) {
      const field = String(issue.path[0]);
      errors[field === 'name' ? 'company_name' : field] ??= issue.message;
    }
  }
  return errors;
}

/** How the wizard shows a failed submit. */
export interface OnboardingFailure {
  /** The first step with a field the server refused; the wizard goes back to it. Null: stay. */
  step: OnboardingStep | null;
  /** The first message of each refused field, under the wizard's own field names. */
  fields: Partial<Record<keyof OnboardingValues, string>>;
  /** A refused card (402, or a missing card): the provider's message, for under the card. */
  card: string | null;
  /** Everything else, one message a line. */
  message: string | null;
}

const firstMessage = (value: unknown): string | undefined =>
  typeof value === 'string'
    ? value
    : Array.isArray(value)
      ? value.find((item): item is string => typeof item === 'string')
      : undefined;

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A 400 body's first message of each key, nested ones (`company.sub_domain`) by their wizard
 * field name; `detail` and `non_field_errors` come through under their own names.
 */
function flatFieldMessages(body: Record<string, unknown>): [string, string][] {
  return Object.entries(body).flatMap(([key, value]): [string, string][] => {
    if (key === 'code') return [];
    if (isObject(value)) {
      return Object.entries(value).flatMap(([inner, innerValue]): [string, string][] => {
        const message = firstMessage(innerValue);
        if (message === undefined) return [];
        return [[key === 'company' && inner === 'name' ? 'company_name' : inner, message]];
      });
    }
    const message = firstMessage(value);
    return message === undefined ? [] : [[key, message]];
  });
}

/**
 * What a failed onboarding says (spec section 8): a 402 is the card provider's message; a 400 the
 * first message of each refused field (at the field, going back to its step; fields no step shows
 * and `non_field_errors` above the button); anything else the server-error text. The info step's
 * fields count only for a visitor, who filled them in.
 */
export function onboardingFailure(error: unknown, { visitor }: { visitor: boolean }): OnboardingFailure {
  const failure: OnboardingFailure = { step: null, fields: {}, card: null, message: null };
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 402))
    return { ...failure, message: COACH_SIGN_UP_MESSAGES.serverError };
  if (error.status === 402)
    return { ...failure, card: generalError(error.body) ?? COACH_SIGN_UP_MESSAGES.serverError };

  const lines: string[] = [];
  const body = isObject(error.body) ? error.body : {};
  for (const [field, message] of flatFieldMessages(body)) {
    if (field === 'stripe_token' || field === 'card') {
      failure.card ??= message;
    } else if (isField(field) && (visitor || STEP_OF_FIELD[field] !== 'info')) {
      failure.fields[field] ??= message;
      const step = STEP_OF_FIELD[field];
      if (failure.step === null || ONBOARDING_STEPS.indexOf(step) < ONBOARDING_STEPS.indexOf(failure.step))
        failure.step = step;
    } else {
      lines.push(message);
    }
  }
  if (lines.length > 0) failure.message = lines.join('\n');
  if (!failure.card && !failure.message && Object.keys(failure.fields).length === 0)
    failure.message = COACH_SIGN_UP_MESSAGES.serverError;
  return failure;
}

/**
 * The navigation state the coach sign-up leaves for onboarding: its terms were accepted there, so
 * the finish step does not ask again (issue 45). In the navigation's state, not the address: a
 * link cannot tick them for anyone.
 */
export const TERMS_ACCEPTED_STATE = { termsAccepted: true } as const;

/** Whether a navigation's state says the terms were accepted at sign-up. */
export const termsAcceptedAtSignUp = (state: unknown): boolean =>
  typeof state === 'object' &&
  state !== null &&
  (state as { termsAccepted?: unknown }).termsAccepted === true;
