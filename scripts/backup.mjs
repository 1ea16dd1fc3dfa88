// `npm run backup [-- FILE]` and `npm run restore -- FILE`: builds the server if it is stale, then
// runs its backup command (packages/server/src/backup.ts) with the same environment as `npm start`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildServerIfStale, root } from './build-if-stale.mjs';
import { exitIfNodeTooOld } from './node-version.mjs';

exitIfNodeTooOld();
buildServerIfStale();
// Like `npm start`, the command runs in the project folder (DATA_DIR=./data means the same
// folder); a file name is the caller's, relative to where they typed the command.
const [command, file] = process.argv.slice(2);
const callerFolder = process.env.INIT_CWD ?? process.cwd();
const args = [command, ...(file ? [path.resolve(callerFolder, file)] : [])];
const run = spawnSync(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'packages/server/dist/backup.js'), ...args],
  { cwd: root, stdio: 'inherit' },
);
process.exit(run.status ?? 1);
