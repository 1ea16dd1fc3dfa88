// `npm test`: builds what the end-to-end journeys need, then runs every tier with Vitest and
// closes with what failed or passed only on a retry and one plain 'N passed, N failed' line
// (test-summary.mjs). Extra arguments go to Vitest
// (e.g. `npm test -- --project server`).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildAppIfStale, root } from './build-if-stale.mjs';
import { exitIfNodeTooOld } from './node-version.mjs';
import { summaryLines } from './test-summary.mjs';

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
  for (const line of summaryLines(results, root)) console.log(line);
} catch {
  console.log('\ntests: 0 passed, 1 failed');
}
process.exit(run.status ?? 1);
