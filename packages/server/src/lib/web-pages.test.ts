import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appIconUrl,
  DEFAULT_BRANDING,
  LOGIN_PATHS,
  parseServedBranding,
  PRERENDERED_LOGIN_FILE,
  SERVED_BRANDING_ELEMENT_ID,
  type ServedBranding,
} from '@tandem/shared';
import { buildApp } from '../app';
import type { DatabaseState } from '../db/embedded';
import { companies, subDomains } from '../db/schema';
import { buildOwner } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { KEPT_LOGIN_PAGES, type LoginPageRenderer } from './login-pages';

/* Which page the server sends for an address of the web app (issue 21: the prerendered login). */

let t: TestApp;
const roots: string[] = [];
const INDEX = '<!doctype html><title>Tandem</title><div id="root"></div>';
const LOGIN = `<!doctype html><title>Tandem</title><div id="root" data-prerendered inert><h1>Login</h1>${' '.repeat(2000)}</div>`;

async function webApp(
  files: Record<string, string | Buffer>,
  loadLoginRenderer: () => Promise<LoginPageRenderer | null> = async () => null,
  databaseState?: () => DatabaseState,
): Promise<FastifyInstance> {
  const webRoot = await mkdtemp(path.join(os.tmpdir(), 'tandem-pages-'));
  roots.push(webRoot);
  for (const [name, body] of Object.entries(files)) await writeFile(path.join(webRoot, name), body);
  return buildApp({
    config: t.config,
    db: t.db,
    serveWeb: true,
    webRoot,
    logger: false,
    loadLoginRenderer,
    databaseState,
  });
}

/** Pages with a head, as the build writes them: the server writes the branding into it. */
const HEADED_INDEX = `<!doctype html><html lang="en"><head><title>Tandem</title></head><body><div id="root"></div>${' '.repeat(2000)}</body></html>`;
const HEADED_LOGIN = HEADED_INDEX.replace(
  '<div id="root"></div>',
  '<div id="root" data-prerendered inert><h1>Login</h1></div>',
);

/** The branding a page was sent with, read as the app reads it (features/branding). */
function brandingIn(page: string): ServedBranding | null {
  const element = new RegExp(
    `<script type="application/json" id="${SERVED_BRANDING_ELEMENT_ID}">(.*?)</script>`,
  );
  return parseServedBranding(element.exec(page)?.[1]);
}

const ACME_BRANDING = {
  name: 'Acme Coaching',
  logo: '/media/acme.png',
  logo_height: 60,
  header_color: '#123456',
  background_image: null,
  allow_onboarding: true,
};

/** Past the 1 KB under which answers are sent uncompressed. */
const PADDING = ' '.repeat(2000);

/** A renderer that writes what it was given, and counts its renders. */
function recordingRenderer() {
  const renders: ServedBranding[] = [];
  const render: LoginPageRenderer = async (indexHtml, served) => {
    renders.push(served);
    return `<!doctype html><h1>${served.sub_domain}</h1><p>${JSON.stringify(served.branding)}</p>${indexHtml}${PADDING}`;
  };
  return { renders, load: async () => render };
}

let companyId: number;
beforeAll(async () => {
  t = await createTestApp();
  const { company, owner } = await buildOwner(t.db);
  companyId = company.id;
  await t.db.update(companies).set({ name: ACME_BRANDING.name }).where(eq(companies.id, company.id));
  await t.db.insert(subDomains).values([
    {
      subDomain: 'acme',
      companyId: company.id,
      ownerId: owner.id,
      headerColor: '#123456',
      logo: '/media/acme.png',
      logoHeight: 60,
      allowOnboarding: true,
    },
    // A sub-domain that changed nothing: its page has the defaults but the company's name.
    { subDomain: 'plain', companyId: company.id },
  ]);
});
afterAll(async () => {
  await t.close();
  await Promise.all(roots.map((root) => rm(root, { recursive: true, force: true })));
});

describe("the app's page", () => {
  it("carries its sub-domain's branding, so the app starts in it without asking the API", async () => {
    const web = await webApp({ 'index.html': HEADED_INDEX });
    try {
      const cases: [string, ServedBranding][] = [
        ['acme.localhost', { sub_domain: 'acme', branding: ACME_BRANDING }],
        // Nobody has this one, nor the default sub-domain here: the defaults, as the API's 404 gives.
        ['nobody.localhost:3000', { sub_domain: 'nobody', branding: DEFAULT_BRANDING }],
        ['localhost', { sub_domain: t.config.defaultSubDomain, branding: DEFAULT_BRANDING }],
      ];
      for (const [host, served] of cases)
        for (const url of ['/daily-exercise', '/dashboard?page=2', '/c/goals']) {
          const response = await web.inject({ method: 'GET', url, headers: { host } });
          expect(response.statusCode, url).toBe(200);
          expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
          expect(response.headers['cache-control'], url).toBe('no-cache');
          expect(brandingIn(response.body), `${host}${url}`).toEqual(served);
          // Written into the head, the rest of the page as built.
          expect(response.body.replace(/\s*<script type="application\/json"[^]*?<\/script>\s*/, '')).toBe(
            HEADED_INDEX.replace('<title>Tandem</title>', `<title>${served.branding.name}</title>`),
          );
        }
      // Compressed as any answer is, and HEAD answers too.
      const compressed = await web.inject({
        method: 'GET',
        url: '/daily-exercise',
        headers: { host: 'acme.localhost', 'accept-encoding': 'br' },
      });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(brandingIn(brotliDecompressSync(compressed.rawPayload).toString())?.sub_domain).toBe('acme');
      expect((await web.inject({ method: 'HEAD', url: '/daily-exercise' })).statusCode).toBe(200);
      // The API's addresses are never a page.
      const api = await web.inject({ method: 'GET', url: '/api/nothing-here/' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ detail: 'Not found.' });
    } finally {
      await web.close();
    }
  });

  it("carries the owner's latest branding, and the page as built while the database is away", async () => {
    let state: DatabaseState = { ok: true };
    const web = await webApp({ 'index.html': HEADED_INDEX }, undefined, () => state);
    const headers = { host: 'acme.localhost' };
    try {
      await t.db.update(subDomains).set({ headerColor: '#654321' }).where(eq(subDomains.subDomain, 'acme'));
      const changed = await web.inject({ method: 'GET', url: '/goals', headers });
      expect(brandingIn(changed.body)?.branding.header_color).toBe('#654321');
      state = { ok: false, reason: 'restarting' };
      const away = await web.inject({ method: 'GET', url: '/goals', headers });
      expect(away.statusCode).toBe(200);
      expect(away.body).toBe(HEADED_INDEX);
    } finally {
      await t.db.update(subDomains).set({ headerColor: '#123456' }).where(eq(subDomains.subDomain, 'acme'));
      await web.close();
    }
  });

  it("wears its brand in the head: the tab's title, the iPhone app's name and icon, the bars' colour", async () => {
    const head =
      '<title>Tandem</title><meta name="theme-color" content="#1f4e79" />' +
      '<meta name="apple-mobile-web-app-title" content="Tandem" />' +
      '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />';
    const index = HEADED_INDEX.replace('<title>Tandem</title>', head);
    const login = HEADED_LOGIN.replace('<title>Tandem</title>', head);
    const web = await webApp(
      { 'index.html': index, [PRERENDERED_LOGIN_FILE]: login },
      async () => async (html) => html,
    );
    try {
      for (const url of ['/daily-exercise', '/login']) {
        const acme = (await web.inject({ method: 'GET', url, headers: { host: 'acme.localhost' } })).body;
        expect(acme, url).toContain('<title>Acme Coaching</title>');
        expect(acme, url).toContain('<meta name="apple-mobile-web-app-title" content="Acme Coaching" />');
        expect(acme, url).toContain('<meta name="theme-color" content="#123456" />');
        expect(acme, url).toContain(
          `<link rel="apple-touch-icon" href="${appIconUrl('acme', ACME_BRANDING, 'apple-touch-icon.png')}" />`,
        );
        const bare = (await web.inject({ method: 'GET', url, headers: { host: 'localhost' } })).body;
        expect(bare, url).toContain('<title>Tandem</title>');
        expect(bare, url).toContain('href="/icons/apple-touch-icon.png"');
      }
      await t.db.update(companies).set({ name: '<b>"A & B"</b>' }).where(eq(companies.id, companyId));
      const marked = (await web.inject({ method: 'GET', url: '/goals', headers: { host: 'acme.localhost' } }))
        .body;
      expect(marked).toContain('<title>&lt;b&gt;&quot;A &amp; B&quot;&lt;/b&gt;</title>');
      expect(marked).toContain('content="&lt;b&gt;&quot;A &amp; B&quot;&lt;/b&gt;" />');
    } finally {
      await t.db.update(companies).set({ name: ACME_BRANDING.name }).where(eq(companies.id, companyId));
      await web.close();
    }
  });

  it("carries the branding on the build's login page too, and on the default one where a render fails", async () => {
    const failing = async () => async () => {
      throw new Error('render failed');
    };
    const web = await webApp({ 'index.html': HEADED_INDEX, [PRERENDERED_LOGIN_FILE]: HEADED_LOGIN }, failing);
    try {
      const plain = await web.inject({ method: 'GET', url: '/login', headers: { host: 'plain.localhost' } });
      expect(plain.body).toContain('<h1>Login</h1>');
      expect(brandingIn(plain.body)).toEqual({
        sub_domain: 'plain',
        branding: { ...DEFAULT_BRANDING, name: ACME_BRANDING.name },
      });
      const acme = await web.inject({ method: 'GET', url: '/login', headers: { host: 'acme.localhost' } });
      expect(acme.body).toContain('<h1>Login</h1>');
      expect(brandingIn(acme.body)).toEqual({ sub_domain: 'acme', branding: ACME_BRANDING });
    } finally {
      await web.close();
    }
  });
});

describe('web pages', () => {
  it('sends the prerendered login for the login addresses, fresh, and the app page elsewhere', async () => {
    const web = await webApp({ 'index.html': INDEX, [PRERENDERED_LOGIN_FILE]: LOGIN });
    try {
      for (const url of [...LOGIN_PATHS, '/login?next=%2Fgoals']) {
        const response = await web.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toBe(LOGIN);
        expect(response.headers['cache-control'], url).toBe('no-cache');
      }
      for (const url of ['/dashboard', '/login/extra', '/c/goals', '/logins']) {
        const response = await web.inject({ method: 'GET', url });
        expect(response.body, url).toBe(INDEX);
      }
      expect((await web.inject({ method: 'GET', url: '/api/nothing-here/' })).json()).toEqual({
        detail: 'Not found.',
      });
    } finally {
      await web.close();
    }
  });

  it("sends the login page's compressed copy from the build", async () => {
    const web = await webApp({
      'index.html': INDEX,
      [PRERENDERED_LOGIN_FILE]: LOGIN,
      [`${PRERENDERED_LOGIN_FILE}.br`]: brotliCompressSync(LOGIN),
    });
    try {
      const response = await web.inject({
        method: 'GET',
        url: '/login',
        headers: { 'accept-encoding': 'br' },
      });
      expect(response.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(LOGIN);
    } finally {
      await web.close();
    }
  });

  it('sends the app page for the login addresses of a build without the prerendered login', async () => {
    const web = await webApp({ 'index.html': INDEX });
    try {
      for (const url of LOGIN_PATHS) expect((await web.inject({ method: 'GET', url })).body, url).toBe(INDEX);
    } finally {
      await web.close();
    }
  });

  it("sends a branded sub-domain's login page rendered in its branding, rendered once and kept", async () => {
    const renderer = recordingRenderer();
    const web = await webApp({ 'index.html': INDEX, [PRERENDERED_LOGIN_FILE]: LOGIN }, renderer.load);
    try {
      const acme = {
        sub_domain: 'acme',
        branding: {
          name: ACME_BRANDING.name,
          logo: '/media/acme.png',
          logo_height: 60,
          header_color: '#123456',
          background_image: null,
          allow_onboarding: true,
        },
      };
      for (const url of [...LOGIN_PATHS, '/login?next=%2Fgoals']) {
        const response = await web.inject({ method: 'GET', url, headers: { host: 'ACME.localhost:3000' } });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
        expect(response.headers['cache-control'], url).toBe('no-cache');
        expect(response.body, url).toBe(
          `<!doctype html><h1>acme</h1><p>${JSON.stringify(acme.branding)}</p>${INDEX.replace('Tandem', ACME_BRANDING.name)}${PADDING}`,
        );
      }
      expect(renderer.renders).toEqual([acme]);
      // Compressed as any answer is.
      const compressed = await web.inject({
        method: 'GET',
        url: '/login',
        headers: { host: 'acme.localhost', 'accept-encoding': 'br' },
      });
      expect(compressed.headers['content-encoding']).toBe('br');
      // Other pages of the sub-domain are the app's page, as everywhere.
      const other = await web.inject({
        method: 'GET',
        url: '/dashboard',
        headers: { host: 'acme.localhost' },
      });
      expect(other.body).toBe(INDEX);
    } finally {
      await web.close();
    }
  });

  it("renders the sub-domain's page again once its owner changes the branding", async () => {
    const renderer = recordingRenderer();
    const web = await webApp({ 'index.html': INDEX, [PRERENDERED_LOGIN_FILE]: LOGIN }, renderer.load);
    const headers = { host: 'acme.localhost' };
    try {
      await web.inject({ method: 'GET', url: '/login', headers });
      await t.db.update(subDomains).set({ headerColor: '#654321' }).where(eq(subDomains.subDomain, 'acme'));
      const response = await web.inject({ method: 'GET', url: '/login', headers });
      expect(response.body).toContain('"header_color":"#654321"');
      expect(renderer.renders.map((served) => served.branding.header_color)).toEqual(['#123456', '#654321']);
    } finally {
      await t.db.update(subDomains).set({ headerColor: '#123456' }).where(eq(subDomains.subDomain, 'acme'));
      await web.close();
    }
  });

  it('sends the built login page for an unknown sub-domain and the default host, which show the defaults', async () => {
    const renderer = recordingRenderer();
    const web = await webApp({ 'index.html': INDEX, [PRERENDERED_LOGIN_FILE]: LOGIN }, renderer.load);
    try {
      for (const host of ['nobody.localhost', 'localhost', '127.0.0.1:3000']) {
        const response = await web.inject({ method: 'GET', url: '/login', headers: { host } });
        expect(response.body, host).toBe(LOGIN);
      }
      expect(renderer.renders).toEqual([]);
    } finally {
      await web.close();
    }
  });

  it('sends the built login page when the build has no renderer or a render fails', async () => {
    const failing = webApp({ 'index.html': INDEX, [PRERENDERED_LOGIN_FILE]: LOGIN }, async () => async () => {
      throw new Error('render failed');
    });
    for (const web of [
      await webApp({ 'index.html': INDEX, [PRERENDERED_LOGIN_FILE]: LOGIN }),
      await failing,
    ]) {
      try {
        const response = await web.inject({
          method: 'GET',
          url: '/login',
          headers: { host: 'acme.localhost' },
        });
        expect(response.statusCode).toBe(200);
        expect(response.body).toBe(LOGIN);
      } finally {
        await web.close();
      }
    }
  });

  it(`keeps at most ${KEPT_LOGIN_PAGES} branded pages, the one asked for longest ago going first`, async () => {
    const extra = Array.from({ length: KEPT_LOGIN_PAGES }, (_, index) => ({
      subDomain: `brand${index + 1}`.replaceAll('0', 'o'),
      companyId,
      logo: `/media/${index}.png`,
    }));
    await t.db.insert(subDomains).values(extra);
    const renderer = recordingRenderer();
    const web = await webApp({ 'index.html': INDEX, [PRERENDERED_LOGIN_FILE]: LOGIN }, renderer.load);
    const ask = (subDomain: string) =>
      web.inject({ method: 'GET', url: '/login', headers: { host: `${subDomain}.localhost` } });
    try {
      await ask('acme');
      for (const { subDomain } of extra.slice(0, -1)) await ask(subDomain);
      await ask('acme'); // kept: the cache is full but not over
      expect(renderer.renders).toHaveLength(KEPT_LOGIN_PAGES);
      await ask(extra.at(-1)!.subDomain); // one more: the first brand page, asked longest ago, goes
      await ask('acme');
      await ask(extra[0]!.subDomain);
      expect(renderer.renders.slice(KEPT_LOGIN_PAGES).map((served) => served.sub_domain)).toEqual([
        extra.at(-1)!.subDomain,
        extra[0]!.subDomain,
      ]);
    } finally {
      await web.close();
    }
  });
});
