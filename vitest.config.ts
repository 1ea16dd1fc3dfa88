import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One `vitest run` covers every tier: pure rules, server integration (real PostgreSQL),
// web components (jsdom) and end-to-end journeys (Chromium against the built app).
//
// Vitest's default is one worker less than the cores, so one worker on a two-core machine. Server
// tests spend most of their time waiting on PostgreSQL (its own processes), so three files at a
// time keep both cores busy: the server tier went from about 10 to under 5 minutes. Each test
// file has its own database copied from the migrated template, so files never share state.
const workers = Math.max(3, os.availableParallelism() - 1);

export default defineConfig({
  test: {
    maxWorkers: workers,
    projects: ['packages/shared', 'packages/server', 'packages/web', 'e2e'],
  },
});
