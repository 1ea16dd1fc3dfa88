import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // One browser at a time keeps the two-core machine responsive for the server under test.
    fileParallelism: false,
    // The journeys run after the other tiers, alone: the server tier runs three files at a time,
    // and a browser, the app under test and that load on two cores made journeys stall.
    sequence: { groupOrder: 2 },
    testTimeout: 60_000,
    // A journey runs in a real browser beside the server and web tiers on a two-core machine;
    // one retry absorbs a stall of the machine (a CI run once lost one journey to it), while a
    // journey that is really broken fails twice and stays red.
    retry: 1,
    hookTimeout: 120_000,
    // `expect.poll` waits 1 s by default: too short for a page that loads its code and data on a
    // loaded machine (the tutorials' six videos were counted as none under 8x CPU throttling). A
    // poll that is really wrong still fails, after 15 s.
    expect: { poll: { timeout: 15_000 } },
  },
});
