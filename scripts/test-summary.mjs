// What `npm test` prints after Vitest's own output (scripts/test.mjs), from Vitest's JSON report:
// the names of what failed and of what passed only on a retry, then one plain
// 'tests: N passed, N failed' line that CI reads.
import path from 'node:path';

/**
 * ' (why: …)': up to three lines of the last failure message before its stack (a Playwright timeout
 * names what it waited for on its third), without colours, at most 400 characters.
 */
function reason(messages) {
  const last = messages?.at(-1);
  if (!last) return '';
  const lines = last
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((text) => text.trim())
    .filter(Boolean);
  const stackStart = lines.findIndex((text) => text.startsWith('at '));
  const message = lines.slice(0, stackStart === -1 ? undefined : stackStart).slice(0, 3);
  return message.length ? ` (why: ${message.join(' | ').slice(0, 400)})` : '';
}

/** The summary's lines for Vitest's JSON report `results`, with paths relative to `root`. */
export function summaryLines(results, root) {
  const skipped = results.numPendingTests + results.numTodoTests;
  // A file that fails before its tests run (a set-up error, a browser missing) counts as one
  // failure: otherwise the summary could read "0 failed" over a red run.
  const failedFiles = results.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  const named = (file, test) => `${path.relative(root, file.name)}: ${test.fullName}`;
  // The names of what failed, repeated after Vitest's long output so a CI log's tail shows them,
  // each with the start of its last error: a CI log is often read by its tail alone, and a
  // journey that fails only on a loaded machine may not fail again where it can be looked at.
  const failures = results.testResults.flatMap((file) => {
    const tests = file.assertionResults.filter((test) => test.status === 'failed');
    if (tests.length === 0)
      return file.status === 'failed'
        ? [`${path.relative(root, file.name)}: ${file.message ?? 'failed'}`]
        : [];
    return tests.map((test) => `${named(file, test)}${reason(test.failureMessages)}`);
  });
  // A test that passed with failures behind it passed on a retry (the journeys have one). Named
  // too, with why its first try failed: a retry that is needed on every run hides a real fault
  // (a setting that did not stay changed after a reload passed that way, run after run).
  const retried = results.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'passed' && test.failureMessages?.length > 0)
      .map((test) => `${named(file, test)}${reason(test.failureMessages)}`),
  );
  return [
    ...failures.map((failure) => `failed: ${failure}`),
    ...retried.map((test) => `passed on a retry: ${test}`),
    `\ntests: ${results.numPassedTests} passed, ${results.numFailedTests + failedFiles} failed${skipped ? `, ${skipped} skipped` : ''}`,
  ];
}
