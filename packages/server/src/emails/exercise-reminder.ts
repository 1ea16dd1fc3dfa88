import { renderEmail, type CompanyBrand, type RenderedEmail } from './layout';

export interface ExerciseReminderInput {
  branding: CompanyBrand;
  firstName: string;
  /** Open exercises and habits on today's list. */
  openCount: number;
  /** The titles of a few of them, to make the mail worth opening. */
  titles: string[];
  /** The web's /daily-exercise page. */
  link: string;
}

/** The morning reminder of what is on today's list (spec FAQ: exercise reminders at 8 am local time). */
export function renderExerciseReminderEmail(input: ExerciseReminderInput): RenderedEmail {
  const what = input.openCount === 1 ? '1 exercise' : `${input.openCount} exercises`;
  return renderEmail({
    branding: input.branding,
    subject: `Your ${what} for today`,
    heading: input.firstName ? `Good morning, ${input.firstName}!` : 'Good morning!',
    paragraphs: [
      `You have ${what} waiting for you today${input.titles.length ? ':' : '.'}`,
      ...input.titles.map((title) => `• ${title}`),
      'A few minutes is all it takes to keep your momentum going.',
    ],
    action: { label: "Open today's exercises", url: input.link },
    footer:
      'You get this e-mail on days with exercises on your list. Turn reminders off in your settings at any time.',
  });
}
