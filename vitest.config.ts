import { defineConfig } from 'vitest/config';

// One `vitest run` covers every tier: pure rules, server integration (real PostgreSQL),
// web components (jsdom) and end-to-end journeys (Chromium against the built app).
export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/server', 'packages/web', 'e2e'],
  },
});
