import type { Readable } from 'node:stream';
import { APP_ICON_FILES, DEFAULT_BRANDING, type AppIconFile } from '@tandem/shared';

/*
 * The installed app's icons drawn from a company's logo (issue 45): the logo, scaled to fit, in
 * the middle of a square of the header colour (logos are made for it: the header and the login
 * page show them on it). The maskable icon keeps the logo inside the safe zone Android may crop
 * to (the middle 80 %, a circle), the others leave a margin. sharp is loaded on first draw only:
 * most servers draw a few icons a day, and its image library need not sit in every process.
 */

/** The share of the icon's side the logo may take: a margin, and the maskable safe zone. */
const LOGO_SHARE = { plain: 0.8, maskable: 0.56 } as const;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The bytes of a base64 `data:` URL (the demo's logos are kept so), or null for anything else. */
export function dataUrlBytes(url: string): Buffer | null {
  const match = /^data:[^,;]*(?:;[^,;]*)*;base64,(.*)$/is.exec(url);
  return match ? Buffer.from(match[1]!, 'base64') : null;
}

/**
 * One icon (`file`) as PNG from the logo's bytes (PNG, JPEG, GIF, WebP, or the demo's SVG);
 * throws when the bytes are no image sharp reads.
 */
export async function drawBrandIcon(
  logo: Readable | Buffer,
  headerColor: string | null,
  file: AppIconFile,
): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const { size, maskable } = APP_ICON_FILES[file];
  const box = Math.round(size * (maskable ? LOGO_SHARE.maskable : LOGO_SHARE.plain));
  const bytes = Buffer.isBuffer(logo) ? logo : await readAll(logo);
  // A vector logo is drawn sharp at any size (sharp reads SVG at 72 dpi otherwise).
  const fitted = await sharp(bytes, { animated: false, density: 300 })
    .resize(box, box, { fit: 'inside', withoutEnlargement: false })
    .png()
    .toBuffer();
  return sharp({
    create: {
      width: size,
      height: size,
      channels: 4,
      background: headerColor || DEFAULT_BRANDING.header_color,
    },
  })
    .composite([{ input: fitted, gravity: 'center' }])
    .png()
    .toBuffer();
}
