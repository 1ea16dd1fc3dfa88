// Draws the app's icons (favicon, home-screen and maskable icons, Apple touch icon) as PNG from
// the two SVGs in packages/web/public/icons, with the system Chromium through playwright-core.
// Run after changing the drawings: `node scripts/make-icons.mjs`. The PNGs are committed.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const icons = path.join(root, 'packages/web/public/icons');
const outputs = [
  { source: 'icon.svg', file: 'icon-192.png', size: 192 },
  { source: 'icon.svg', file: 'icon-512.png', size: 512 },
  { source: 'maskable.svg', file: 'maskable-512.png', size: 512 },
  { source: 'maskable.svg', file: 'apple-touch-icon.png', size: 180 },
  { source: 'icon.svg', file: 'favicon-32.png', size: 32 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const page = await browser.newPage();
  for (const { source, file, size } of outputs) {
    const svg = readFileSync(path.join(icons, source), 'utf8');
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">` +
        `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${size}" height="${size}" style="display:block"></body></html>`,
    );
    const png = await page.screenshot({
      omitBackground: true,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    writeFileSync(path.join(icons, file), png);
    console.log(`${file}: ${size}x${size}, ${png.length} bytes`);
  }
} finally {
  await browser.close();
}
