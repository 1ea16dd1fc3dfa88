// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_REQUESTS_GLOBAL, type EarlyRequests } from '../lib/early-requests';
import { earlyRequestsScript, routeModules } from './early-requests-script';
import type { Manifest } from './first-load';

const script = earlyRequestsScript({
  sessionKey: 'user',
  userPathTemplate: 'user/:id/',
  headers: { Accept: 'application/json', 'x-app-version': '9.9.9' },
  pages: [
    {
      path: '/daily-exercise',
      requests: ['clients/tasks/?due=true&limit=100', 'clients/commitments/?limit=100'],
      modules: ['/assets/pages-a.js', '/assets/Checkbox-b.js'],
    },
  ],
});

const global = globalThis as Record<string, unknown>;
const fetchMock = vi.fn((..._args: [string, RequestInit]) => Promise.resolve(new Response('{}')));

/** Runs the script as the browser would, on `path`. */
function runOn(path: string) {
  window.history.replaceState(null, '', path);
  new Function(script)();
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => ({
    href: new URL(link.href).pathname,
    crossOrigin: link.crossOrigin,
  }));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  document.head.innerHTML = '';
  localStorage.clear();
});
afterEach(() => {
  delete global[EARLY_REQUESTS_GLOBAL];
  vi.unstubAllGlobals();
});

describe('the early-requests script', () => {
  it("asks for a stored session's user and its page's first screen, as the API client would", () => {
    localStorage.setItem('user', JSON.stringify({ token: 'abc', id: 7 }));
    runOn('/daily-exercise');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/user/7/',
      '/api/clients/tasks/?due=true&limit=100',
      '/api/clients/commitments/?limit=100',
    ]);
    for (const [, init] of fetchMock.mock.calls)
      expect(init.headers).toEqual({
        Accept: 'application/json',
        'x-app-version': '9.9.9',
        Authorization: 'Token abc',
      });
    const early = global[EARLY_REQUESTS_GLOBAL] as EarlyRequests;
    expect(early.token).toBe('abc');
    expect(Object.keys(early.responses)).toEqual([
      'user/7/',
      'clients/tasks/?due=true&limit=100',
      'clients/commitments/?limit=100',
    ]);
    expect(preloads()).toEqual([
      { href: '/assets/pages-a.js', crossOrigin: '' },
      { href: '/assets/Checkbox-b.js', crossOrigin: '' },
    ]);
  });

  it('asks for the user only on a page not listed', () => {
    localStorage.setItem('user', JSON.stringify({ token: 'abc', id: 7 }));
    runOn('/journal');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/user/7/']);
    expect(preloads()).toEqual([]);
  });

  it('does nothing for a visitor, or a session it cannot read', () => {
    runOn('/daily-exercise');
    localStorage.setItem('user', '{not json');
    runOn('/daily-exercise');
    localStorage.setItem('user', JSON.stringify({ token: 'abc' }));
    runOn('/daily-exercise');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(global[EARLY_REQUESTS_GLOBAL]).toBeUndefined();
    expect(preloads()).toEqual([]);
  });

  it('asks for nothing once the app has started: the app asks for itself', () => {
    localStorage.setItem('user', JSON.stringify({ token: 'abc', id: 7 }));
    global[EARLY_REQUESTS_GLOBAL] = false; // markAppStarted
    runOn('/daily-exercise');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(global[EARLY_REQUESTS_GLOBAL]).toBe(false);
    expect(preloads()).toEqual([]);
  });

  it('leaves a failed request for the app to meet, without an unhandled rejection', async () => {
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    localStorage.setItem('user', JSON.stringify({ token: 'abc', id: 7 }));
    runOn('/journal');
    const early = global[EARLY_REQUESTS_GLOBAL] as EarlyRequests;
    await expect(early.responses['user/7/']).rejects.toThrow('Failed to fetch');
  });
});

describe('routeModules', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react-b.js'] },
    '_react-b.js': { file: 'assets/react-b.js' },
    'src/features/daily-exercise/pages.ts': {
      file: 'assets/pages-c.js',
      isDynamicEntry: true,
      imports: ['_react-b.js', '_checkbox-d.js'],
      dynamicImports: ['_modal-e.js'],
    },
    '_checkbox-d.js': { file: 'assets/checkbox-d.js', imports: ['_react-b.js'] },
    '_modal-e.js': { file: 'assets/modal-e.js', isDynamicEntry: true },
  };

  it("lists the chunks a route's door brings that the entry has not, from the site's root", () => {
    expect(routeModules(manifest, ['src/features/daily-exercise/pages.ts'])).toEqual([
      '/assets/pages-c.js',
      '/assets/checkbox-d.js',
    ]);
  });
});
