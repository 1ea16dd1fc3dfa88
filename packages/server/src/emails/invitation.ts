import { renderEmail, type CompanyBrand, type RenderedEmail } from './layout';

/** The sign-up link of an invitation: the web's /invitation/{token} route. */
export function invitationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/invitation/${encodeURIComponent(token)}`;
}

export interface InvitationEmailInput {
  branding: CompanyBrand;
  /** The inviting coach's full name, as the invitee knows them. */
  coachName: string;
  firstName: string;
  link: string;
}

const SIGN_UP_LABEL = 'Create my account';
const IGNORE_FOOTER = "If you weren't expecting this invitation, you can ignore this e-mail.";

/** The mail an invitee receives when a coach invites them (and again on resend). */
export function renderInvitationEmail(input: InvitationEmailInput): RenderedEmail {
  const { branding, coachName } = input;
  return renderEmail({
    branding,
    subject: `${coachName} invited you to ${branding.companyName}`,
    heading: `Hi ${input.firstName}, you're invited!`,
    paragraphs: [
      `${coachName} has invited you to join ${branding.companyName} as their client.`,
      'Create your account to get your daily exercises, reflections and everything else your coach has set up for you.',
    ],
    action: { label: SIGN_UP_LABEL, url: input.link },
    footer: IGNORE_FOOTER,
  });
}

export interface CustomInvitationEmailInput {
  branding: CompanyBrand;
  coachName: string;
  subject: string;
  /** The coach's own text; the sign-up link is appended after it. */
  message: string;
  link: string;
}

/** A coach's own words to an invitee, with the sign-up link appended. */
export function renderCustomInvitationEmail(input: CustomInvitationEmailInput): RenderedEmail {
  return renderEmail({
    branding: input.branding,
    subject: input.subject,
    heading: `A message from ${input.coachName}`,
    // Blank lines separate paragraphs; single newlines stay line breaks inside one.
    paragraphs: input.message
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean),
    action: { label: SIGN_UP_LABEL, url: input.link },
    footer: IGNORE_FOOTER,
  });
}
