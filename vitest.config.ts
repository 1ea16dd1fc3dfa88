import { defineConfig } from 'vitest/config';

// One `vitest run` covers every tier: pure rules, server integration (real PostgreSQL),
// web components (jsdom) and end-to-end journeys (Chromium against the built app).
//
// The tiers run one group after another, each with the workers that suit it (Vitest's default is
// one worker less than the cores: a single worker on a two-core machine):
// - group 0, shared rules, the web app's pure rules (in Node) and web components (in jsdom):
//   CPU-bound, one worker per core (more made component tests miss their waits on a loaded
//   machine);
// - group 1, server: three files at a time, since they mostly wait on PostgreSQL (its own
//   processes); each file has its own database copied from the migrated template;
// - group 2, the journeys: one browser at a time beside the app under test.
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'scripts/vitest.config.mjs',
      'bench/vitest.config.mjs',
      'packages/server',
      'packages/web',
      'packages/web/vitest.units.config.ts',
      'e2e',
    ],
  },
});
