import { renderEmail, type CompanyBrand, type RenderedEmail } from './layout';

/** The client's page of assessments to take, where an assignment waits for them. */
export const clientAssessmentsLink = (siteUrl: string) => `${siteUrl}/c/assessments`;

/** To a client, when their coach sends them an assessment to take (issue 45: none was sent). */
export function renderAssessmentAssignedEmail(input: {
  branding: CompanyBrand;
  firstName: string;
  coachName: string;
  assessmentName: string;
  link: string;
}): RenderedEmail {
  const coach = input.coachName || 'Your coach';
  return renderEmail({
    branding: input.branding,
    subject: `${coach} sent you an assessment: ${input.assessmentName}`,
    heading: input.firstName ? `Hi ${input.firstName},` : 'Hi,',
    paragraphs: [
      `${coach} would like you to take ${input.assessmentName}.`,
      'It takes a few minutes; your coach sees your results once you finish.',
    ],
    action: { label: 'Take the assessment', url: input.link },
  });
}
