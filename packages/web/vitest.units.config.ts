import { defineConfig } from 'vitest/config';
import { PURE_WEB_TESTS } from './test-projects';

// The web app's pure rules (each feature's utils/, the build's helpers) in Node: no jsdom and not
// the components' setup file (Testing Library, Mantine's notifications, the socket mock), which
// cost each file about two seconds (these 55 files took 94 s in jsdom, 36 s here). A test among
// them that needs a browser API says so with `// @vitest-environment jsdom`.
// With the web components in group 0: see the root vitest.config.ts.
export default defineConfig({
  test: {
    name: 'web-units',
    environment: 'node',
    include: PURE_WEB_TESTS,
    setupFiles: ['./src/test/units-setup.ts'],
    maxWorkers: 2,
    sequence: { groupOrder: 0 },
  },
});
