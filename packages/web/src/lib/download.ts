/** Saves `blob` as a file named `fileName` through a temporary object URL. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser starts the download from the click; freeing the URL at once can cancel it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * A title as a file name's stem: lower case, accents dropped, every run of other characters one
 * hyphen, at most 80 characters; `fallback` when nothing is left ('Café & Co!' → 'cafe-co').
 */
export function fileSlug(title: string, fallback: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return slug || fallback;
}
