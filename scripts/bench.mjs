// `npm run bench`: builds what is stale, then runs bench/run.ts (TypeScript, through tsx), which
// starts a database and the built app and prints each benchmark's figures.
import { spawnSync } from 'node:child_process';
import { buildAppIfStale, root } from './build-if-stale.mjs';

buildAppIfStale();
const run = spawnSync('npx', ['tsx', 'bench/run.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
