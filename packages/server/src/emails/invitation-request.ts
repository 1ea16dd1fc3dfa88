import { renderEmail, type CompanyBrand, type RenderedEmail } from './layout';

/** To a company's owner: someone asked to join from a campaign page. */
export function renderInvitationRequestEmail(input: {
  branding: CompanyBrand;
  ownerFirstName: string;
  name: string;
  email: string;
  campaign: string;
  message: string;
}): RenderedEmail {
  return renderEmail({
    branding: input.branding,
    subject: `${input.name} asked to join ${input.campaign}`,
    heading: input.ownerFirstName ? `Hi ${input.ownerFirstName},` : 'Hi,',
    paragraphs: [
      `${input.name} (${input.email}) asked for an invitation from the ${input.campaign} campaign page.`,
      `What they wrote: ${input.message}`,
      'Invite them from Client Onboarding when you are ready.',
    ],
    footer: 'You get this e-mail because you own the company this campaign page belongs to.',
  });
}
