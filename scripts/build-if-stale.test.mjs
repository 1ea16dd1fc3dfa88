import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newest } from './build-if-stale.mjs';

describe('newest (what `npm start` compares its build with)', () => {
  let dir;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Writes `file` under the temporary folder with the given modification time (seconds). */
  const write = (file, seconds) => {
    const full = path.join(dir, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, '');
    utimesSync(full, seconds, seconds);
  };

  it('reads the sources, not the build output written after them', () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'tandem-stale-'));
    write('web/src/main.tsx', 1_000);
    write('web/index.html', 2_000);
    write('web/dist/index.html', 3_000);
    // The login prerender's server build, written after dist/index.html by the same build.
    write('web/dist-ssr/assets/render.js', 4_000);
    write('web/node_modules/some-package/index.js', 5_000);
    expect(newest(['web'], dir)).toBe(2_000_000);
  });
});
