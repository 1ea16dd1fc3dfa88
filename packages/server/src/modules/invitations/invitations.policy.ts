import type { Actor } from '../../lib/auth';

/**
 * An invitation belongs to the coach who sent it: only they may see, delete, resend or mail it.
 * Other coaches, even of the same company, and the company's owner do not see it (404), since it
 * carries a live sign-up token.
 */
export const canOnInvitation = (actor: Actor, invitation: { coachId: number }) =>
  actor.isCoach && invitation.coachId === actor.userId;
