/** The branding images the server keeps (it checks each by its first bytes). */
export const BRANDING_IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

/** A file as a data URL, the form the spec's calls send branding images in. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}
