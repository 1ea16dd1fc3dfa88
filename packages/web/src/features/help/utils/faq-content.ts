import { RAFFLE_WEEKLY_TICKETS } from '@tandem/shared';

/*
 * The coach FAQ (client side 1: the facts it states), in our own words. Each answer says what
 * the app really does; the numbers come from the same constants the server uses where there are
 * some.
 */

export interface FaqEntry {
  question: string;
  answer: string;
}

export const FAQ: readonly FaqEntry[] = [
  {
    question: 'When do my clients get their reminders?',
    answer:
      'Exercise reminders go out at 8 am and daily reflection reminders at 5 pm, each in the client’s own time zone, only on days they have something open.',
  },
  {
    question: 'Why did a client stop getting reminder e-mails?',
    answer:
      'Reminder e-mails stop for a client who has not been active for more than two weeks, so nobody is mailed forever. They start again as soon as the client comes back.',
  },
  {
    question: 'Why did a client stop getting daily reflections?',
    answer:
      'A pulse survey stops generating reflections for a client who has ignored it for two weeks. Reassign the survey, or talk with your client, to start again.',
  },
  {
    question: 'When will I hear that a client is struggling?',
    answer:
      'When a client scores 3 or below two days in a row on their reflections, you get a struggling notice so you can reach out early.',
  },
  {
    question: 'How do raffle tickets work?',
    answer: `Completing an exercise or a daily reflection can earn a raffle ticket: pick one of three gifts and its points go to the Create the Change campaign. A client can earn up to ${RAFFLE_WEEKLY_TICKETS} tickets a week; the count starts again every Monday in their time zone.`,
  },
  {
    question: 'What rewards can clients choose?',
    answer:
      'Besides raffle tickets, clients choose what they see after finishing an exercise: funny pictures, inspiring quotes, either, or nothing. They can change it in Settings at any time.',
  },
  {
    question: 'Can I edit the pre-loaded exercises?',
    answer:
      'No. The exercises that come with Tandem stay as they are so every coach can rely on them. Copy a habit program, or write exercises of your own, to change them.',
  },
  {
    question: 'Which files can I upload to lessons?',
    answer:
      'Tandem hosts PDF documents and MP4 videos. For other material, link to it (a YouTube video, a web page) instead of uploading it.',
  },
];

/** The entries whose question or answer holds every word of `search` (any case). */
export function searchFaq(entries: readonly FaqEntry[], search: string): FaqEntry[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const text = `${entry.question} ${entry.answer}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
