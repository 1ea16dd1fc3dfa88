import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUARD_SCRIPT, guardScript, PRERENDERED_ATTRIBUTES, prerenderedPage } from './prerendered-root';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Tandem</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/mantine-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('prerenderedPage', () => {
  it('puts the page in #root, marked busy, its controls disabled and its links live, with the guard script in the head', () => {
    const page = prerenderedPage(
      INDEX,
      '<main><h1>Login</h1><form><input type="email"><button type="submit">Login</button><a href="/forgot-password">Reset My Password</a></form></main>',
    );
    const document = new DOMParser().parseFromString(page, 'text/html');
    const root = document.getElementById('root')!;
    expect(root.querySelector('h1')?.textContent).toBe('Login');
    for (const attribute of PRERENDERED_ATTRIBUTES) expect(root.hasAttribute(attribute)).toBe(true);
    expect(root.getAttribute('aria-busy')).toBe('true');
    expect(root.hasAttribute('inert')).toBe(false);
    expect(root.querySelector('input')?.disabled).toBe(true);
    expect(root.querySelector('button')?.disabled).toBe(true);
    expect(root.querySelector('a')?.getAttribute('href')).toBe('/forgot-password');
    expect(document.head.querySelector(`script[src="/${GUARD_SCRIPT}"]`)).not.toBeNull();
    // The app's entry and its imports are named for the guard script, which fetches them after the
    // first paint: nothing but the style sheet competes with the page for the phone's bandwidth.
    expect(document.head.querySelector('script[type="module"]')).toBeNull();
    expect(document.head.querySelector('link[rel="modulepreload"]')).toBeNull();
    expect(document.head.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe(
      '/assets/index-3.css',
    );
    expect(document.head.querySelector('meta[name="tandem-entry"]')?.getAttribute('content')).toBe(
      '/assets/index-abc.js',
    );
    expect(document.head.querySelector('meta[name="tandem-modules"]')?.getAttribute('content')).toBe(
      '/assets/react-1.js /assets/mantine-2.js',
    );
    // Mantine's colours have a scheme to hang on before the guard script chooses.
    expect(document.documentElement.dataset.mantineColorScheme).toBe('light');
  });

  it('keeps dollar signs of the page as they are', () => {
    const page = prerenderedPage(INDEX, "<p>$& $' $1 per month</p>");
    expect(page).toContain("<p>$& $' $1 per month</p>");
  });

  it('refuses a page without an empty #root to fill, or without its entry script', () => {
    expect(() =>
      prerenderedPage(INDEX.replace('<div id="root"></div>', '<div id="app"></div>'), 'x'),
    ).toThrow(/#root/);
    expect(() => prerenderedPage(INDEX.replace(/<script type="module".*<\/script>/, ''), 'x')).toThrow(
      /entry/,
    );
  });
});

describe('guardScript', () => {
  const run = () => new Function(guardScript('user'))() as void;
  const html = document.documentElement;
  afterEach(() => {
    localStorage.clear();
    html.removeAttribute('data-signed-in');
    html.removeAttribute('data-mantine-color-scheme');
    vi.restoreAllMocks();
  });
  const systemPrefersDark = (dark: boolean) =>
    vi
      .spyOn(window, 'matchMedia')
      .mockImplementation((query) => ({ matches: dark, media: query }) as MediaQueryList);

  it('marks a signed-in browser, so the visitor page stays hidden', () => {
    systemPrefersDark(false);
    run();
    expect(html.hasAttribute('data-signed-in')).toBe(false);
    localStorage.setItem('user', '{"token":"t","id":1}');
    run();
    expect(html.hasAttribute('data-signed-in')).toBe(true);
  });

  it('starts the app and the downloads of its imports once the page has painted, not before', () => {
    systemPrefersDark(false);
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const meta = Object.assign(document.createElement('meta'), {
      name: 'tandem-entry',
      content: '/assets/app.js',
    });
    const modules = Object.assign(document.createElement('meta'), {
      name: 'tandem-modules',
      content: '/assets/react.js /assets/mantine.js',
    });
    document.head.append(meta, modules);
    const entries = () => [...document.head.querySelectorAll('script[type="module"]')];
    const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')];
    try {
      run();
      expect(entries()).toEqual([]);
      expect(preloads()).toEqual([]);
      frames.forEach((frame) => frame(0)); // the frame that paints the page
      expect(entries()).toEqual([]);
      vi.runAllTimers(); // the task after it
      expect(entries().map((script) => script.getAttribute('src'))).toEqual(['/assets/app.js']);
      expect(preloads().map((link) => [link.getAttribute('href'), link.getAttribute('crossorigin')])).toEqual(
        [
          ['/assets/react.js', ''],
          ['/assets/mantine.js', ''],
        ],
      );
    } finally {
      [...entries(), ...preloads()].forEach((element) => element.remove());
      meta.remove();
      modules.remove();
      vi.useRealTimers();
    }
  });

  it('starts the app at once in a signed-in browser, which is shown nothing to paint', () => {
    systemPrefersDark(false);
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    localStorage.setItem('user', '{"token":"t","id":1}');
    const meta = Object.assign(document.createElement('meta'), {
      name: 'tandem-entry',
      content: '/assets/app.js',
    });
    document.head.append(meta);
    const entries = () => [...document.head.querySelectorAll('script[type="module"]')];
    try {
      run();
      expect(entries().map((script) => script.getAttribute('src'))).toEqual(['/assets/app.js']);
      expect(frame).not.toHaveBeenCalled();
    } finally {
      entries().forEach((element) => element.remove());
      meta.remove();
    }
  });

  it("takes the stored colour scheme, else the system's", () => {
    systemPrefersDark(true);
    run();
    expect(html.dataset.mantineColorScheme).toBe('dark');
    localStorage.setItem('mantine-color-scheme-value', 'light');
    run();
    expect(html.dataset.mantineColorScheme).toBe('light');
    systemPrefersDark(false);
    localStorage.setItem('mantine-color-scheme-value', 'dark');
    run();
    expect(html.dataset.mantineColorScheme).toBe('dark');
  });
});
