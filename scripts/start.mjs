// `npm start`: builds whatever is missing or stale, then runs the server, which serves the web
// app and the API on PORT (default 3000). Signals are passed on so PostgreSQL stops cleanly.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildAppIfStale, root } from './build-if-stale.mjs';
import { exitIfNodeTooOld } from './node-version.mjs';

exitIfNodeTooOld();

buildAppIfStale();
const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'packages/server/dist/main.js')],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
// `npm start` answers SIGTERM (docker stop, systemd, a CI script) by exiting at once, and the
// shell between npm and us does not pass the signal on: when our parent goes, stop the server
// as if we had been told to, so it and its PostgreSQL shut down cleanly instead of running on.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) server.kill('SIGTERM');
}, 500).unref();
