import { eq } from 'drizzle-orm';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandIconVersion, DEFAULT_BRANDING } from '@tandem/shared';
import { companies, subDomains } from '../../db/schema';
import { mediaUrl } from '../../lib/storage';
import { buildOwner } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * The installed app in a company's brand (issue 45): the manifest answered for the host or the
 * named sub-domain, and icons drawn from the logo.
 */

let t: TestApp;
const LOGO_KEY = 'branding/okafor-logo.png';
const HEADER = '#004d40';
/** A wide red logo, as logos are. */
const logoPng = () =>
  sharp({ create: { width: 300, height: 100, channels: 4, background: '#ff0000' } })
    .png()
    .toBuffer();

beforeAll(async () => {
  t = await createTestApp();
  const { company, owner } = await buildOwner(t.db);
  await t.db.update(companies).set({ name: 'Okafor Coaching' }).where(eq(companies.id, company.id));
  await t.app.ctx.storage.put(LOGO_KEY, Readable.from([await logoPng()]), 'image/png');
  await t.db.insert(subDomains).values([
    {
      subDomain: 'okafor',
      companyId: company.id,
      ownerId: owner.id,
      headerColor: HEADER,
      logo: mediaUrl(LOGO_KEY),
    },
    { subDomain: 'nologo', companyId: company.id },
    // The demo's logos are SVG written into the row as a data URL.
    {
      subDomain: 'vector',
      companyId: company.id,
      headerColor: HEADER,
      logo: `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="90" height="30"><rect width="90" height="30" fill="#ff0000"/></svg>').toString('base64')}`,
    },
  ]);
});
afterAll(() => t.close());

const manifest = async (host: string, query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/manifest.webmanifest${query}`,
    headers: { host },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('application/manifest+json');
  return response.json<{ name: string; short_name: string; theme_color: string; icons: { src: string }[] }>();
};

describe('GET /manifest.webmanifest', () => {
  it("is the host's company's app: its name, colour and icons drawn from its logo", async () => {
    const body = await manifest('okafor.localhost:3000');
    expect(body).toMatchObject({ name: 'Okafor Coaching', short_name: 'Okafor', theme_color: HEADER });
    const version = brandIconVersion({ logo: mediaUrl(LOGO_KEY), header_color: HEADER });
    expect(body.icons.map((icon) => icon.src)).toEqual([
      `/brand-icons/okafor/${version}/icon-192.png`,
      `/brand-icons/okafor/${version}/icon-512.png`,
      `/brand-icons/okafor/${version}/maskable-512.png`,
    ]);
  });

  it("is the product's own on an address of no company, and for a page of someone in none", async () => {
    for (const [host, query] of [
      ['nobody.localhost', ''],
      ['okafor.localhost', '?sub_domain='],
    ] as const) {
      const body = await manifest(host, query);
      expect(body.name).toBe(DEFAULT_BRANDING.name);
      expect(body.theme_color).toBe(DEFAULT_BRANDING.header_color);
      expect(body.icons.map((icon) => icon.src)).toEqual([
        '/icons/icon-192.png',
        '/icons/icon-512.png',
        '/icons/maskable-512.png',
      ]);
    }
  });

  it("is the named company's when a signed-in page asks for it, whatever the address", async () => {
    expect((await manifest('localhost', '?sub_domain=okafor')).name).toBe('Okafor Coaching');
  });

  it('keeps the product icons for a company without a logo, under its own name', async () => {
    const body = await manifest('nologo.localhost');
    expect(body.name).toBe('Okafor Coaching');
    expect(body.icons[0]!.src).toBe('/icons/icon-192.png');
  });
});

describe('GET /brand-icons/{sub_domain}/{version}/{file}', () => {
  const icon = (path: string) => t.app.inject({ method: 'GET', url: `/brand-icons/${path}` });
  const pixel = async (png: Buffer, x: number, y: number) => {
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const at = (y * info.width + x) * info.channels;
    return [data[at], data[at + 1], data[at + 2]];
  };

  it('draws the logo in the middle of a square of the header colour, kept for good', async () => {
    const response = await icon('okafor/any/icon-192.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toContain('immutable');
    const png = response.rawPayload;
    expect(await sharp(png).metadata()).toMatchObject({ width: 192, height: 192, format: 'png' });
    expect(await pixel(png, 96, 96)).toEqual([255, 0, 0]);
    expect(await pixel(png, 2, 2)).toEqual([0, 0x4d, 0x40]);
  });

  it('keeps the logo inside the safe zone of the maskable icon', async () => {
    const png = (await icon('okafor/any/maskable-512.png')).rawPayload;
    // The logo is at most 56 % wide: 512 * 0.22 from the edge is still the header colour.
    expect(await pixel(png, Math.floor(512 * 0.21), 256)).toEqual([0, 0x4d, 0x40]);
    expect(await pixel(png, 256, 256)).toEqual([255, 0, 0]);
  });

  it('draws a logo kept as a data URL (an SVG) too', async () => {
    const response = await icon('vector/any/icon-512.png');
    expect(response.statusCode).toBe(200);
    expect(await pixel(response.rawPayload, 256, 256)).toEqual([255, 0, 0]);
    expect(await pixel(response.rawPayload, 4, 4)).toEqual([0, 0x4d, 0x40]);
  });

  it('answers 404 for no logo, no such sub-domain or no such icon', async () => {
    for (const path of ['nologo/x/icon-192.png', 'nobody/x/icon-192.png', 'okafor/x/favicon.ico'])
      expect((await icon(path)).statusCode, path).toBe(404);
  });
});
