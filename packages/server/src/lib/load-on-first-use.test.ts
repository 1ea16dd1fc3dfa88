import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadOnFirstUse } from './load-on-first-use';

const here = path.dirname(fileURLToPath(import.meta.url));
const evaluations = () =>
  (globalThis as { __loadOnFirstUseEvaluations?: number }).__loadOnFirstUseEvaluations ?? 0;

describe('loadOnFirstUse', () => {
  it('loads the package on the first call only, and hands the same module every time', () => {
    const before = evaluations();
    const load = loadOnFirstUse<{ name: string }>('../test/fixtures/load-on-first-use/counted.cjs');
    expect(evaluations()).toBe(before);
    const first = load();
    expect(first.name).toBe('counted');
    expect(evaluations()).toBe(before + 1);
    expect(load()).toBe(first);
    expect(evaluations()).toBe(before + 1);
  });
});

/** The server's source files (tests and fixtures aside), relative to src/. */
function sourceFiles(dir = path.join(here, '..'), prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory())
      return entry.name === 'fixtures' ? [] : sourceFiles(path.join(dir, entry.name), relative);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [relative] : [];
  });
}

describe('the SDKs a configuration may not use', () => {
  it('are imported for their types only, so the server starts without loading them', () => {
    const valueImport = /^import\s+(?!type\b)[^;]*?from\s+'(stripe|twilio|pdfkit)'/gm;
    const found = sourceFiles().flatMap((file) =>
      [...readFileSync(path.join(here, '..', file), 'utf8').matchAll(valueImport)].map(
        (match) => `${file}: ${match[1]}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
