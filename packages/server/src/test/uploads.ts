import { randomBytes } from 'node:crypto';

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The first bytes of a GIF, enough for the upload check to take it for one. */
export const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(16)]);

/** A multipart/form-data body with one file part, as inject() options (payload and headers). */
export function multipartFile(
  content: Buffer,
  { field = 'file', filename = 'picture.png', type = 'image/png' } = {},
) {
  const boundary = `----tandem${randomBytes(8).toString('hex')}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
          `Content-Type: ${type}\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
