import { fileSlug } from '../../../lib/download';

/** The file name of a `Content-Disposition: attachment; filename="..."` header, or null. */
export function attachmentFileName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // A malformed encoded name: fall back to the plain one.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name : null;
}

/** A PDF file name from an exercise title: 'Morning walk!' → 'morning-walk.pdf'. */
export function pdfFileName(title: string): string {
  return `${fileSlug(title, 'exercise')}.pdf`;
}
