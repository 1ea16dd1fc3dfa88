import { describe, expect, it } from 'vitest';
import { firstLoadFiles, formatFirstLoad, measureFirstLoad, type Manifest } from './first-load';

// A build shaped like Vite's manifest: the entry, a shared chunk, two lazy features, a chart
// chunk one feature loads later, and the service worker's helper.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react-b.js'],
    dynamicImports: ['src/features/auth/index.ts', 'src/features/goals/index.ts', '_workbox-w.js'],
    css: ['assets/index-a.css'],
  },
  '_react-b.js': { file: 'assets/react-b.js' },
  'src/features/auth/index.ts': {
    file: 'assets/auth-c.js',
    isDynamicEntry: true,
    imports: ['_react-b.js', '_form-d.js'],
  },
  '_form-d.js': { file: 'assets/form-d.js', imports: ['_react-b.js'], css: ['assets/form-d.css'] },
  'src/features/goals/index.ts': {
    file: 'assets/goals-e.js',
    isDynamicEntry: true,
    imports: ['_form-d.js'],
    dynamicImports: ['_charts-f.js'],
  },
  '_charts-f.js': { file: 'assets/charts-f.js', css: ['assets/charts-f.css'] },
  '_workbox-w.js': { file: 'assets/workbox-w.js', isDynamicEntry: true },
};

const sizes: Record<string, number> = {
  'assets/index-a.js': 100_000,
  'assets/react-b.js': 60_000,
  'assets/auth-c.js': 10_000,
  'assets/form-d.js': 20_000,
  'assets/goals-e.js': 15_000,
  'assets/charts-f.js': 90_000,
  'assets/workbox-w.js': 2_000,
  'assets/index-a.css': 30_000,
  'assets/form-d.css': 5_000,
  'assets/charts-f.css': 4_000,
};

describe('the first-load files of a page', () => {
  it("are the entry's and the route's chunks with their static imports, each once, and their CSS", () => {
    expect(firstLoadFiles(manifest, ['index.html', 'src/features/auth/index.ts'])).toEqual({
      js: ['assets/index-a.js', 'assets/react-b.js', 'assets/auth-c.js', 'assets/form-d.js'],
      css: ['assets/index-a.css', 'assets/form-d.css'],
    });
  });

  it('leave out what loads later: dynamic imports of the entry or of the route', () => {
    const { js, css } = firstLoadFiles(manifest, ['index.html', 'src/features/goals/index.ts']);
    expect(js).not.toContain('assets/charts-f.js');
    expect(js).not.toContain('assets/workbox-w.js');
    expect(js).not.toContain('assets/auth-c.js');
    expect(css).not.toContain('assets/charts-f.css');
  });

  it('refuse a chunk the manifest does not have, rather than counting nothing for it', () => {
    expect(() => firstLoadFiles(manifest, ['src/features/gone/index.ts'])).toThrow(
      'src/features/gone/index.ts is not in the build manifest',
    );
  });
});

describe('the first-load budget', () => {
  it('counts only the entry for a door the entry bundles (no chunk of its own)', () => {
    const [login] = measureFirstLoad(
      manifest,
      [{ path: '/login', chunks: ['src/features/shell-door/index.ts'] }],
      (file) => sizes[file]!,
    );
    expect(login!.files.js).toEqual(['assets/index-a.js', 'assets/react-b.js']);
  });

  const budget = { js: 200_000, css: 40_000 };
  const pages = [
    { path: '/login', chunks: ['src/features/auth/index.ts'] },
    { path: '/goals', chunks: ['src/features/goals/index.ts'] },
  ];

  it('sums the gzipped sizes per page and passes pages within the budget', () => {
    const [login, goals] = measureFirstLoad(manifest, pages, (file) => sizes[file]!, budget);
    expect(login).toMatchObject({ path: '/login', js: 190_000, css: 35_000, over: [] });
    expect(goals).toMatchObject({ path: '/goals', js: 195_000, css: 35_000, over: [] });
  });

  it('marks a page over the budget, for JavaScript and CSS apart', () => {
    const [login] = measureFirstLoad(manifest, pages, (file) => sizes[file]!, { js: 189_999, css: 35_000 });
    expect(login!.over).toEqual(['js']);
    const [goals] = measureFirstLoad(manifest, pages, (file) => sizes[file]!, { js: 195_000, css: 34_999 });
    expect(goals!.over).toEqual(['css']);
  });

  it('prints one line a page with its sizes in KB and what is over', () => {
    const weights = measureFirstLoad(manifest, pages, (file) => sizes[file]!, { js: 190_000, css: 40_000 });
    const table = formatFirstLoad(weights, { js: 190_000, css: 40_000 });
    expect(table).toMatch(/^\/login\s+185\.5 KB\s+34\.2 KB/m);
    expect(table).toMatch(/^\/goals\s+190\.4 KB OVER\s+34\.2 KB/m);
  });
});
