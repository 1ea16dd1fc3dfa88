import { renderEmail, type CompanyBrand, type RenderedEmail } from './layout';

/**
 * To a coach, about a result they can now open: someone finished their running assessment (with
 * notify_on_completion on), or a visitor shared their results with them.
 */
export function renderAssessmentResultEmail(input: {
  branding: CompanyBrand;
  coachFirstName: string;
  takerName: string;
  assessmentName: string;
  why: 'completed' | 'shared';
  link: string;
}): RenderedEmail {
  const { takerName, assessmentName } = input;
  return renderEmail({
    branding: input.branding,
    subject:
      input.why === 'completed'
        ? `${takerName} completed ${assessmentName}`
        : `${takerName} shared their ${assessmentName} results with you`,
    heading: input.coachFirstName ? `Hi ${input.coachFirstName},` : 'Hi,',
    paragraphs: [
      input.why === 'completed'
        ? `${takerName} just completed ${assessmentName} through your link.`
        : `${takerName} took ${assessmentName} and chose to share the results with you.`,
      'Their scores and full report are waiting in your assessment results.',
    ],
    action: { label: 'Open the results', url: input.link },
    footer:
      input.why === 'completed'
        ? 'You get this e-mail because you asked to be told when someone completes this assessment.'
        : 'You get this e-mail because you are listed in the coach search.',
  });
}
