import type { Actor } from '../../lib/auth';

/** Two-step sign-in is the account holder's own: an impersonation session may look, never change it. */
export function mayChangeTwoStep(actor: Actor): boolean {
  return actor.impersonatorId === null;
}

/**
 * Whether a way of signing in may go, leaving `remaining` others (app, passkeys): always, unless
 * the install requires two steps of this account and it would be left with none.
 */
export function mayRemoveStep(required: boolean, remaining: number): boolean {
  return !required || remaining > 0;
}
