// `npm test`: builds what the end-to-end journeys need, then runs every tier with Vitest and
// closes with one plain 'N passed, N failed' line. Extra arguments go to Vitest
// (e.g. `npm test -- --project server`).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildAppIfStale, root } from './build-if-stale.mjs';
import { exitIfNodeTooOld } from './node-version.mjs';

exitIfNodeTooOld();

const args = process.argv.slice(2);
const wantsE2e = !args.includes('--project') || args.includes('e2e');
if (wantsE2e) buildAppIfStale();

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

mkdirSync(path.join(root, 'test-results'), { recursive: true });
const report = path.join(root, 'test-results/vitest.json');
rmSync(report, { force: true });
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
  { cwd: root, stdio: 'inherit' },
);
try {
  const results = JSON.parse(readFileSync(report, 'utf8'));
  const skipped = results.numPendingTests + results.numTodoTests;
  // A file that fails before its tests run (a set-up error, a browser missing) counts as one
  // failure: otherwise the summary could read "0 failed" over a red run.
  const failedFiles = results.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  // The names of what failed, repeated after Vitest's long output so a CI log's tail shows them,
  // each with the start of its last error: a CI log is often read by its tail alone, and a
  // journey that fails only on a loaded machine may not fail again where it can be looked at.
  const failures = results.testResults.flatMap((file) => {
    const relative = path.relative(root, file.name);
    const tests = file.assertionResults.filter((test) => test.status === 'failed');
    if (tests.length === 0)
      return file.status === 'failed' ? [`${relative}: ${file.message ?? 'failed'}`] : [];
    return tests.map((test) => `${relative}: ${test.fullName}${reason(test.failureMessages)}`);
  });
  for (const failure of failures) console.log(`failed: ${failure}`);
  console.log(
    `\ntests: ${results.numPassedTests} passed, ${results.numFailedTests + failedFiles} failed${skipped ? `, ${skipped} skipped` : ''}`,
  );
} catch {
  console.log('\ntests: 0 passed, 1 failed');
}
process.exit(run.status ?? 1);
