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
    // A worker runs its files one after another in one module graph instead of a fresh one per
    // file: each file used to import the whole app again (some 3.5 s of a file's time), and the
    // suite took 532 s here against 279 s this way. It is safe because each file builds its own
    // app on its own database (test/test-app.ts) and no server test mocks modules, fakes timers
    // or stubs globals; a test that starts to should set `isolate: true` on its own project.
    isolate: false,
    sequence: { groupOrder: 1 },
  },
});
