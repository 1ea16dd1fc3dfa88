import { renderEmail, type CompanyBrand, type RenderedEmail } from './layout';

/** "25 November 2026": the day an account goes, written the same in every mail. */
export const deletionDay = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The web's settings page, where a client cancels the deletion. */
export const settingsLink = (publicUrl: string) => `${publicUrl}/settings`;

/** To the client: what will happen, when, and how to stop it. */
export function renderDeletionScheduledEmail(input: {
  branding: CompanyBrand;
  firstName: string;
  deleteAfter: Date;
  link: string;
}): RenderedEmail {
  return renderEmail({
    branding: input.branding,
    subject: 'Your account will be deleted',
    heading: input.firstName ? `Hi ${input.firstName},` : 'Hi,',
    paragraphs: [
      `You asked us to delete your account. On ${deletionDay(input.deleteAfter)} we will delete it with everything in it: your profile, exercises, habits, journal, goals, reflections, KPIs, messages and uploads. This cannot be undone.`,
      'Until then you can still log in, download your data, or change your mind in Settings.',
    ],
    action: { label: 'Open Settings', url: input.link },
    footer: 'You get this e-mail because your account was scheduled for deletion.',
  });
}

/** To the client's coach, when the client asks and when they change their mind. */
export function renderDeletionNoticeEmail(input: {
  branding: CompanyBrand;
  coachFirstName: string;
  clientName: string;
  /** The day the account goes, or null when the client cancelled. */
  deleteAfter: Date | null;
}): RenderedEmail {
  const { clientName, deleteAfter } = input;
  return renderEmail({
    branding: input.branding,
    subject: deleteAfter
      ? `${clientName} asked to delete their account`
      : `${clientName} is keeping their account`,
    heading: input.coachFirstName ? `Hi ${input.coachFirstName},` : 'Hi,',
    paragraphs: deleteAfter
      ? [
          `${clientName} asked to delete their Tandem account. On ${deletionDay(deleteAfter)} their account and everything in it (exercises, journal, goals, reflections, messages with you) will be deleted for good.`,
          'They can change their mind until then.',
        ]
      : [`${clientName} cancelled the deletion of their account. Nothing will be deleted.`],
    footer: 'You get this e-mail because you are their coach.',
  });
}
