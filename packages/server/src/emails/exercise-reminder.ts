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
  /** The client's clock when it is sent ('HH:MM'), which the greeting follows. */
  localTime: string;
}

/**
 * A greeting for the client's time of day: the reminder goes at 8 am or once the exercises are
 * made, which may be in the evening ("Good morning" at 8:32 pm, issue 45).
 */
export function greetingAt(localTime: string): string {
  const hour = Number(localTime.slice(0, 2));
  if (hour >= 5 && hour < 12) return 'Good morning';
  if (hour >= 12 && hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** The morning reminder of what is on today's list (spec FAQ: exercise reminders at 8 am local time). */
export function renderExerciseReminderEmail(input: ExerciseReminderInput): RenderedEmail {
  const what = input.openCount === 1 ? '1 exercise' : `${input.openCount} exercises`;
  return renderEmail({
    branding: input.branding,
    subject: `Your ${what} for today`,
    heading: input.firstName
      ? `${greetingAt(input.localTime)}, ${input.firstName}!`
      : `${greetingAt(input.localTime)}!`,
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
