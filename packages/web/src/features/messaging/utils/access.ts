import { canOpenClientRoute, canOpenCoachRoute, MESSAGES_FEATURE, type User } from '@tandem/shared';

/** Which side of a room the user is on. */
export type MessagingRole = 'coach' | 'client';

/**
 * How the user may message, as the server decides it: a coach whose coach features grant
 * 'messages' (the /messages page), or a client with allow_messaging whose client features grant it
 * (the chat window with their coach); null for anyone else.
 */
export function messagingRole(user: User): MessagingRole | null {
  if (user.has_coach_license) return canOpenCoachRoute(user.features, MESSAGES_FEATURE) ? 'coach' : null;
  const allowed = user.profile?.allow_messaging === true;
  return allowed && canOpenClientRoute(user.features, MESSAGES_FEATURE) ? 'client' : null;
}
