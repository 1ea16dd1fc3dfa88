import type { Invitation } from '@tandem/shared';
import { invitationLink } from '../../emails/invitation';
import type { InvitationRow } from './invitations.repo';

/**
 * An invitation as its coach sees it, with the sign-up link that was mailed; `siteUrl` is the
 * company's site (lib/company-brand.ts).
 */
export function presentInvitation(row: InvitationRow, siteUrl: string): Invitation {
  return {
    id: row.id,
    token: row.token,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    link: invitationLink(siteUrl, row.token),
    habit_program: row.habitProgramId,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt ? row.sentAt.toISOString() : null,
  };
}
