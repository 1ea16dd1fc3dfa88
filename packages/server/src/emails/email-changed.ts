import { renderEmail, type CompanyBrand, type RenderedEmail } from './layout';

/** The undo link: the web's /undo-email-change/{token} route. */
export function emailChangeUndoLink(publicUrl: string, token: string): string {
  return `${publicUrl}/undo-email-change/${encodeURIComponent(token)}`;
}

export interface EmailChangedInput {
  branding: CompanyBrand;
  firstName: string;
  newEmail: string;
  link: string;
  /** How long the undo link works, in days. */
  validDays: number;
}

/**
 * The mail to the OLD address when an account's e-mail changes: whoever holds that address can
 * put it back with one click, which also logs out every session of the account.
 */
export function renderEmailChangedEmail(input: EmailChangedInput): RenderedEmail {
  const days = input.validDays === 1 ? '1 day' : `${input.validDays} days`;
  return renderEmail({
    branding: input.branding,
    subject: `The e-mail address of your ${input.branding.companyName} account was changed`,
    heading: input.firstName ? `Hi ${input.firstName},` : 'Hello,',
    paragraphs: [
      `The e-mail address of your account was just changed to ${input.newEmail}. Mail about the account now goes there, and this address no longer logs in.`,
      `If you did not make this change, undo it with the button below: your account gets this address back and every session of it is logged out. The link works once, for ${days}. Then choose a new password with "Forgot password".`,
    ],
    action: { label: 'Undo this change', url: input.link },
    footer: 'If you made this change yourself, you can ignore this e-mail.',
  });
}
