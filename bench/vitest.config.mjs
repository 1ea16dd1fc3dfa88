import { defineConfig } from 'vitest/config';

// The benchmarks' own helpers (what they read and print), with the pure rules in group 0 (see the
// root vitest.config.ts). The benchmarks themselves run by `npm run bench`, not here.
export default defineConfig({
  test: { name: 'bench', include: ['*.test.ts'], maxWorkers: 2, sequence: { groupOrder: 0 } },
});
