import { fileSlug } from '../../../lib/download';

/** A PDF file name from an exercise title: 'Morning walk!' → 'morning-walk.pdf'. */
export function pdfFileName(title: string): string {
  return `${fileSlug(title, 'exercise')}.pdf`;
}
