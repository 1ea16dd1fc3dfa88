import { renderEmail, type CompanyBrand, type RenderedEmail } from './layout';

export interface ReflectionReminderInput {
  branding: CompanyBrand;
  firstName: string;
  /** The reflection's own page (/daily-reflection/{token}). */
  link: string;
}

/** The evening reminder of today's reflection (spec FAQ: pulse reminders at 5 pm). */
export function renderReflectionReminderEmail(input: ReflectionReminderInput): RenderedEmail {
  return renderEmail({
    branding: input.branding,
    subject: 'Your daily reflection is ready',
    heading: input.firstName ? `Good evening, ${input.firstName}!` : 'Good evening!',
    paragraphs: [
      'Take two minutes to look back on your day: rate a few statements and write down what is on your mind.',
      'Reflecting a little every day is how you and your coach see what is working.',
    ],
    action: { label: 'Reflect on my day', url: input.link },
    footer:
      'You get this e-mail on your reflection days until you answer. Turn reminders off in your settings at any time.',
  });
}
