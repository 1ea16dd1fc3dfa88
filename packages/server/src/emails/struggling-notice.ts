import { STRUGGLING_MAX_SCORE } from '@tandem/shared';
import { renderEmail, type CompanyBrand, type RenderedEmail } from './layout';

export interface StrugglingNoticeInput {
  branding: CompanyBrand;
  coachFirstName: string;
  /** The client's full name (their e-mail when they have no name). */
  clientName: string;
  /** The dimensions the client began struggling on with this reflection, by name. */
  dimensions: string[];
  /** The client's pulse tab on the coach's client detail page. */
  link: string;
}

/** The web's pulse tab of one client (/client-detail/{id}/pulse). */
export function clientPulseLink(publicUrl: string, clientId: number): string {
  return `${publicUrl}/client-detail/${clientId}/pulse`;
}

/** "A", "A and B", "A, B and C". */
const listOf = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/**
 * Tells a coach that a client scored 3 or below on a dimension on two reflections in a row (the
 * tutorial's struggling notice); sent once per struggle, like the dashboard notice.
 */
export function renderStrugglingNoticeEmail(input: StrugglingNoticeInput): RenderedEmail {
  const dimensions = listOf(input.dimensions);
  return renderEmail({
    branding: input.branding,
    subject: `${input.clientName} may be struggling`,
    heading: input.coachFirstName ? `Hi ${input.coachFirstName},` : 'Hi,',
    paragraphs: [
      `${input.clientName} rated ${dimensions} at ${STRUGGLING_MAX_SCORE} or below on two daily reflections in a row.`,
      'A short check-in from you could make a real difference.',
    ],
    action: { label: `See ${input.clientName}'s pulse`, url: input.link },
    footer:
      'You get this e-mail when one of your clients may be struggling. Turn notice e-mails off in your settings at any time.',
  });
}
