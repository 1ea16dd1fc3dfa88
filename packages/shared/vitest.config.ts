import { defineConfig } from 'vitest/config';

// Runs with the web components (group 0, two workers): see the root vitest.config.ts.
export default defineConfig({
  test: { name: 'shared', include: ['src/**/*.test.ts'], maxWorkers: 2, sequence: { groupOrder: 0 } },
});
