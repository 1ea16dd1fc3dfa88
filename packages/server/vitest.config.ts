import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Three files at a time, after the components (root vitest.config.ts).
    maxWorkers: 3,
    sequence: { groupOrder: 1 },
  },
});
