import type { CompanyBrand, RenderedEmail } from './layout';
import { renderEmail } from './layout';

export interface SupportReportMail {
  branding: CompanyBrand;
  name: string;
  email: string;
  /** The reporter's user id, or null for a visitor. */
  userId: number | null;
  message: string;
  url: string;
  version: string;
}

/** The mail staff get for a problem report from the help button. */
export function supportReportEmail(report: SupportReportMail): RenderedEmail {
  const who = report.userId === null ? 'not logged in' : `user #${report.userId}`;
  return renderEmail({
    branding: report.branding,
    subject: `Tandem support: problem reported by ${report.name}`,
    heading: `Problem reported by ${report.name}`,
    paragraphs: [
      `${report.name} <${report.email}> reported a problem (${who}).`,
      report.message,
      `Page: ${report.url || 'unknown'}\nApp version: ${report.version || 'unknown'}`,
    ],
    footer: `Reply to ${report.email} to answer them.`,
  });
}
