/**
 * The attributes of a prerendered page's #root (prerender.ts writes them, main.tsx takes them off
 * once the app has drawn the page in its place): `data-prerendered` marks it, and `aria-busy`
 * tells assistive technology the page is still being set up. Its form controls are disabled
 * (prerenderedControls), so nobody types into a form the app is about to replace; its links are
 * live and navigate at once (issue 45: "Reset My Password" waited for the app, 0.5 to 3 s).
 */
export const PRERENDERED_ATTRIBUTES = ['data-prerendered', 'aria-busy'] as const;

/** The opening tag of a prerendered page's root. */
const PRERENDERED_ROOT_TAG = '<div id="root" data-prerendered aria-busy="true">';

/**
 * The prerendered markup with each form control disabled until the app draws its own in place
 * (the end-to-end tests' browser waits for them to be enabled, as a person would).
 */
export const prerenderedControls = (body: string) =>
  body.replace(/<(input|button|textarea|select)\b/g, '<$1 disabled');

/** Runs before the first paint of the prerendered page (a classic script: CSP allows 'self' only). */
export const GUARD_SCRIPT = 'prerender-guard.js';

/** Where the prerendered page names the app's entry script, for the guard script to start it. */
const ENTRY_META = 'tandem-entry';
/** Where it names the entry's imports, for the guard script to fetch them at once beside it. */
const MODULES_META = 'tandem-modules';
/** The preload tags Vite writes in index.html for the entry's imports. */
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The prerendered page's guard, before its first paint: a signed-in browser hides the visitor's
 * login form until the app (which will send it home) has loaded; the page takes the colour scheme
 * Mantine would choose (its stored choice, else the system's), so a dark-mode visitor sees no
 * light flash. Then, once the page has painted, it starts the app's entry and the downloads of
 * all its imports at once (modulepreload). Not before: on a slow link the 220 KB of JavaScript
 * would share the bandwidth with the style sheet the first paint waits for (measured under
 * Lighthouse's mobile throttling: the paint came at 2.1 s instead of 0.7 s), and evaluating them
 * is a long task that would hold the paint back whenever they arrive first. The price is the
 * app's take-over, 0.3 to 0.5 s later (docs/performance.md). A hidden tab paints nothing and a
 * signed-in browser is shown nothing, so those start the app at once.
 */
export const guardScript = (sessionKey: string) => `// Written by the build (packages/web/prerender.ts).
try {
  var root = document.documentElement;
  if (localStorage.getItem(${JSON.stringify(sessionKey)})) root.setAttribute('data-signed-in', '');
  var chosen = localStorage.getItem('mantine-color-scheme-value');
  var dark = chosen === 'dark' || (chosen !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  root.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
} catch (error) {}
(function () {
  var entry = document.querySelector('meta[name="${ENTRY_META}"]');
  if (!entry) return;
  var start = function () {
    var modules = document.querySelector('meta[name="${MODULES_META}"]');
    (modules ? modules.getAttribute('content').split(' ') : []).forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry.getAttribute('content');
    document.head.appendChild(script);
  };
  var afterPaint = function () {
    // A hidden tab paints nothing; a signed-in browser is shown nothing (the form is hidden) and
    // waits for the app to send it home: start at once.
    if (document.visibilityState === 'hidden' || document.documentElement.hasAttribute('data-signed-in'))
      return start();
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
})();
`;

/** The entry script tag Vite writes in index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * The built index.html with the rendered page in #root, its controls disabled until the app takes
 * over (main.tsx),
 * in the light scheme until the guard script has chosen (Mantine's colours hang on the attribute).
 * The app's entry and the preloads of its imports are named in meta tags rather than left for the
 * parser: the guard script fetches them after the first paint.
 */
export function prerenderedPage(
  indexHtml: string,
  body: string,
  /** More of the head: the branding a sub-domain's page is served with (render-visitor-page). */
  head = '',
): string {
  const root = '<div id="root"></div>';
  const html = '<html lang="en">';
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!entry || !indexHtml.includes(root) || !indexHtml.includes('</head>') || !indexHtml.includes(html))
    throw new Error('prerender: index.html has no entry script, empty #root, </head> or <html lang="en">');
  const modules = [...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  return indexHtml
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(
      '</head>',
      // Functions, so a `$` in the page or its head is never read as a replacement pattern.
      () =>
        `  <style>html[data-signed-in] #root[data-prerendered] { visibility: hidden; }</style>\n` +
        `    <meta name="${ENTRY_META}" content="${entry}">\n` +
        `    <meta name="${MODULES_META}" content="${modules.join(' ')}">\n` +
        `    <script src="/${GUARD_SCRIPT}"></script>\n` +
        (head ? `    ${head}\n` : '') +
        '  </head>',
    )
    .replace(html, '<html lang="en" data-mantine-color-scheme="light">')
    .replace(root, () => `${PRERENDERED_ROOT_TAG}${prerenderedControls(body)}</div>`);
}
