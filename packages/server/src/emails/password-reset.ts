import { renderEmail, type CompanyBrand, type RenderedEmail } from './layout';

/** The set-new-password link: the web's /reset-password/{token} route. */
export function passwordResetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password/${encodeURIComponent(token)}`;
}

export interface PasswordResetEmailInput {
  branding: CompanyBrand;
  firstName: string;
  link: string;
  /** How long the link works, in hours. */
  validHours: number;
}

/** The mail sent on a password reset request for an existing, active account. */
export function renderPasswordResetEmail(input: PasswordResetEmailInput): RenderedEmail {
  const hours = input.validHours === 1 ? '1 hour' : `${input.validHours} hours`;
  return renderEmail({
    branding: input.branding,
    subject: `Reset your ${input.branding.companyName} password`,
    heading: input.firstName ? `Hi ${input.firstName},` : 'Hello,',
    paragraphs: [
      'We received a request to reset the password of your account.',
      `Choose a new password with the button below. The link works once, for ${hours}.`,
    ],
    action: { label: 'Choose a new password', url: input.link },
    footer:
      "If you didn't ask to reset your password, you can ignore this e-mail; your password stays the same.",
  });
}
