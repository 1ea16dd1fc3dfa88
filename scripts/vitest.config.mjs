import { defineConfig } from 'vitest/config';

// The repository's own scripts (npm start, test, bench): with the pure rules, group 0 (see the
// root vitest.config.ts).
export default defineConfig({
  test: { name: 'scripts', include: ['*.test.mjs'], maxWorkers: 2, sequence: { groupOrder: 0 } },
});
