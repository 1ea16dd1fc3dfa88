import { describe, expect, it } from 'vitest';
import { summaryLines } from './test-summary.mjs';

const root = '/repo';
const test = (fullName, status, failureMessages = []) => ({ fullName, status, failureMessages });
/** Vitest's JSON report, with the fields the summary reads. */
const report = (files, counts = {}) => ({
  numPassedTests: 0,
  numFailedTests: 0,
  numPendingTests: 0,
  numTodoTests: 0,
  ...counts,
  testResults: files,
});

describe('the summary npm test prints', () => {
  it('names what failed, with the start of its last error, and counts', () => {
    const lines = summaryLines(
      report(
        [
          {
            name: '/repo/e2e/auth.e2e.test.ts',
            status: 'failed',
            assertionResults: [
              test('logs in', 'passed'),
              test('logs out', 'failed', [
                'first',
                '\u001b[31mTimeout 30000ms exceeded.\u001b[39m\n  at page.ts:1',
              ]),
            ],
          },
        ],
        { numPassedTests: 1, numFailedTests: 1 },
      ),
      root,
    );
    expect(lines).toEqual([
      'failed: e2e/auth.e2e.test.ts: logs out (why: Timeout 30000ms exceeded.)',
      '\ntests: 1 passed, 1 failed',
    ]);
  });

  it('names a test that passed only on a retry, with why its first try failed', () => {
    const lines = summaryLines(
      report(
        [
          {
            name: '/repo/e2e/client-space.e2e.test.ts',
            status: 'passed',
            assertionResults: [
              test('changes the time zone', 'passed', ["expected 'Asia/Singapore' to be 'Europe/Lisbon'"]),
              test('creates a goal', 'passed'),
            ],
          },
        ],
        { numPassedTests: 2 },
      ),
      root,
    );
    expect(lines).toEqual([
      "passed on a retry: e2e/client-space.e2e.test.ts: changes the time zone (why: expected 'Asia/Singapore' to be 'Europe/Lisbon')",
      '\ntests: 2 passed, 0 failed',
    ]);
  });

  it('counts a file that failed before its tests ran as a failure', () => {
    const lines = summaryLines(
      report(
        [
          {
            name: '/repo/e2e/push.e2e.test.ts',
            status: 'failed',
            message: 'no browser',
            assertionResults: [],
          },
        ],
        {
          numPendingTests: 2,
        },
      ),
      root,
    );
    expect(lines).toEqual([
      'failed: e2e/push.e2e.test.ts: no browser',
      '\ntests: 0 passed, 1 failed, 2 skipped',
    ]);
  });
});
