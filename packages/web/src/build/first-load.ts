/*
 * The first-load budget (issue 21): what a page makes the browser download before it can paint,
 * read from Vite's build manifest (dist/.vite/manifest.json). Build-time only: the app never
 * imports this folder; the budget test (e2e/first-load.e2e.test.ts) and `npm run bench web` do.
 *
 * The rule: a page's first load is the entry (index.html's script) and the chunks its route
 * loads (its feature's door, a dynamic entry), each with every chunk they import statically,
 * transitively, and the CSS of all of those. Dynamic imports further down (a chart opened later,
 * the service worker's helper) are not part of it. Each file counts once, gzipped.
 */

/** One chunk of Vite's manifest (the fields the budget reads). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** Vite's build manifest: chunks by source path (or by generated name for shared chunks). */
export type Manifest = Record<string, ManifestChunk>;

export interface FirstLoadFiles {
  js: string[];
  css: string[];
}

/** The JS and CSS files (paths under dist/) that loading `keys` (manifest keys) needs. */
export function firstLoadFiles(manifest: Manifest, keys: readonly string[]): FirstLoadFiles {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (chunk.file.endsWith('.css')) css.add(chunk.file);
    else js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return { js: [...js], css: [...css] };
}

/** The manifest key of the HTML entry (index.html). */
export function entryKey(manifest: Manifest): string {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry in the manifest, found ${entries.length}`);
  return entries[0]![0];
}

export interface Budget {
  /** Gzipped bytes of initial JavaScript allowed. */
  js: number;
  /** Gzipped bytes of initial CSS allowed. */
  css: number;
}

/**
 * Issue 21's target: 250 KB of JavaScript and 50 KB of CSS, gzipped, per page. The budget test
 * holds every measured page to it; never raise it to let a page grow.
 */
export const FIRST_LOAD_TARGET: Budget = { js: 250 * 1024, css: 50 * 1024 };

/**
 * Chunks a page asks for right after it has painted, not before: the rules (zod) of the forms on
 * the pages painted first, which load when the form mounts (lib/zod-form.ts, useDeferredZodSubmit).
 * Manifest keys; the budget test lets these, and what they import, load outside the count.
 */
export const AFTER_PAINT_CHUNKS: readonly string[] = [
  'src/features/auth/utils/login-schema.ts',
  'src/features/daily-exercise/utils/task-note-schema.ts',
];

/** A page to measure: its path and the manifest keys (feature doors) its route loads. */
export interface BudgetPage {
  path: string;
  chunks: readonly string[];
}

/**
 * The pages the budget is checked on: the login page (every visitor's first page) and the daily
 * exercise (a client's home), each through its feature's door (the manifest's key for it).
 */
export const BUDGET_PAGES: readonly BudgetPage[] = [
  { path: '/login', chunks: ['src/features/auth/pages.ts'] },
  // The daily exercise is part of the entry (app/routes.tsx): no chunk of its own.
  { path: '/daily-exercise', chunks: [] },
];

export interface PageWeight {
  path: string;
  /** Gzipped bytes. */
  js: number;
  css: number;
  files: FirstLoadFiles;
  /** Which limits it exceeds ('js', 'css'); empty when within budget. */
  over: ('js' | 'css')[];
}

/**
 * The gzipped first-load weight of each page, against the budget. `gzippedSize` gives a file's
 * gzipped size in bytes from its path under dist/ (the caller reads and compresses it).
 */
export function measureFirstLoad(
  manifest: Manifest,
  pages: readonly BudgetPage[],
  gzippedSize: (file: string) => number,
  budget: Budget = FIRST_LOAD_TARGET,
): PageWeight[] {
  const entry = entryKey(manifest);
  return pages.map((page) => {
    // A door the entry also imports statically (the shell uses something of it) is no chunk of
    // its own: its code is among the entry's chunks, counted already. The budget test checks the
    // count against what the browser really loads, so a door lost in another chunk shows there.
    const files = firstLoadFiles(manifest, [entry, ...page.chunks.filter((key) => key in manifest)]);
    const sum = (list: string[]) => list.reduce((total, file) => total + gzippedSize(file), 0);
    const js = sum(files.js);
    const css = sum(files.css);
    const over: PageWeight['over'] = [];
    if (js > budget.js) over.push('js');
    if (css > budget.css) over.push('css');
    return { path: page.path, js, css, files, over };
  });
}

/** The weights as a table for the console against `budget`, one line a page, sizes in KB. */
export function formatFirstLoad(weights: readonly PageWeight[], budget: Budget = FIRST_LOAD_TARGET): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const lines = [
    `first load (gzipped)   JS (budget ${kb(budget.js)})   CSS (budget ${kb(budget.css)})   files`,
    ...weights.map(
      (weight) =>
        `${weight.path.padEnd(22)} ${kb(weight.js).padStart(10)}${weight.js > budget.js ? ' OVER' : '     '}` +
        `${' '.repeat(14)}${kb(weight.css).padStart(9)}${weight.css > budget.css ? ' OVER' : '     '}` +
        `${' '.repeat(13)}${weight.files.js.length} js, ${weight.files.css.length} css`,
    ),
  ];
  return lines.join('\n');
}
