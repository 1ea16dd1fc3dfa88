import {
  COACH_SIGN_UP_MESSAGES,
  freeCoachSignUpSchema,
  MESSAGES,
  type CoachPackage,
  type FreeCoachSignUp,
  type PaidCoachSignUp,
} from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { generalError } from '../../../lib/api-errors';
import type { CardToken } from '../../payments';

/** The /coach-sign-up/{package} form as typed. */
export interface CoachSignUpValues {
  first_name: string;
  last_name: string;
  email: string;
  email_confirmation: string;
  password: string;
  password_confirmation: string;
  terms: boolean;
}

export const EMPTY_COACH_SIGN_UP: CoachSignUpValues = {
  first_name: '',
  last_name: '',
  email: '',
  email_confirmation: '',
  password: '',
  password_confirmation: '',
  terms: false,
};

const TEXT_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'email_confirmation',
  'password',
  'password_confirmation',
] as const;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** What the free sign-up sends: names and e-mail trimmed (the server lower-cases the e-mail). */
export function toFreeCoachSignUp(values: CoachSignUpValues): FreeCoachSignUp {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    password: values.password,
  };
}

/** The paid sign-up: the same plus the card's token, what the browser read of it, and the package number. */
export function toPaidCoachSignUp(
  values: CoachSignUpValues,
  packageId: PaidCoachSignUp['package'],
  { token, ...card }: CardToken,
): PaidCoachSignUp {
  return { ...toFreeCoachSignUp(values), token, card, package: packageId };
}

/**
 * The package number the paid sign-up sends, or null for a package without one (the free plan).
 * The contract types `packageId` as a plain number; the paid call takes 66 or 65 only.
 */
export function paidPackageId(coachPackage: CoachPackage): PaidCoachSignUp['package'] | null {
  const { packageId } = coachPackage;
  return packageId === 66 || packageId === 65 ? packageId : null;
}

/**
 * The form's field errors (spec client side 5): every field required, the e-mail and the
 * password each equal to their confirmation, the terms accepted; then the shared schema's rules
 * (a valid e-mail address, a long enough password).
 */
export function coachSignUpErrors(values: CoachSignUpValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of TEXT_FIELDS) if (values[field].trim() === '') errors[field] = MESSAGES.required;
  const parsed = freeCoachSignUpSchema.safeParse(toFreeCoachSignUp(values));
  for (const issue of parsed.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  if (!sameEmail(values.email, values.email_confirmation))
    errors.email_confirmation ??= COACH_SIGN_UP_MESSAGES.emailMismatch;
  if (values.password !== values.password_confirmation)
    errors.password_confirmation ??= COACH_SIGN_UP_MESSAGES.passwordMismatch;
  if (!values.terms) errors.terms = COACH_SIGN_UP_MESSAGES.termsRequired;
  return errors;
}

/** Where a failed sign-up's message goes: under the card (a refused card), or above the button. */
export interface CoachSignUpFailure {
  card: string | null;
  message: string | null;
}

/**
 * What a failed sign-up says (spec section 8): a card the provider refused (402) gives the
 * provider's message under the card; any other status below 500 means the e-mail is taken; from
 * 500 up, or with no answer at all, the server-error text.
 */
export function coachSignUpFailure(error: unknown): CoachSignUpFailure {
  if (!(error instanceof ApiError) || error.status >= 500)
    return { card: null, message: COACH_SIGN_UP_MESSAGES.serverError };
  if (error.status === 402)
    return { card: generalError(error.body) ?? COACH_SIGN_UP_MESSAGES.serverError, message: null };
  return { card: null, message: COACH_SIGN_UP_MESSAGES.emailInUse };
}
