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
  // The names of what failed, repeated after Vitest's long output so a CI log's tail shows them.
  const failures = results.testResults.flatMap((file) => {
    const relative = path.relative(root, file.name);
    const tests = file.assertionResults.filter((test) => test.status === 'failed');
    if (tests.length === 0)
      return file.status === 'failed' ? [`${relative}: ${file.message ?? 'failed'}`] : [];
    return tests.map((test) => `${relative}: ${test.fullName}`);
  });
  for (const failure of failures) console.log(`failed: ${failure}`);
  console.log(
    `\ntests: ${results.numPassedTests} passed, ${results.numFailedTests + failedFiles} failed${skipped ? `, ${skipped} skipped` : ''}`,
  );
} catch {
  console.log('\ntests: 0 passed, 1 failed');
}
process.exit(run.status ?? 1);
