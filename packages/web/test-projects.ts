/** The web tests that run in Node (vitest.units.config.ts) rather than in jsdom (vite.config.ts). */
export const PURE_WEB_TESTS = ['src/**/utils/**/*.test.ts', 'src/build/**/*.test.ts'];
