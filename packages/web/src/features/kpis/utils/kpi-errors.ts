import { MESSAGES } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { fieldErrors, generalError } from '../../../lib/api-errors';

/** What a failed KPI call tells the client, split into the name field's message and any other one. */
export interface KpiFailure {
  /** Shown under the name input (e.g. 'You already have a KPI with this name.'). */
  name?: string;
  /** Shown above the buttons: the server's own message for a 4xx, the generic text otherwise. */
  general?: string;
}

/** Sorts a failed save's 400 body into the name field and the rest; anything else is the generic text. */
export function kpiFailure(error: unknown): KpiFailure {
  if (!(error instanceof ApiError) || error.status >= 500) return { general: MESSAGES.serverError };
  const { name, ...others } = fieldErrors(error.body);
  const general = generalError(error.body) ?? Object.values(others)[0];
  if (name) return general ? { name, general } : { name };
  return { general: general ?? MESSAGES.serverError };
}
