// Builds the web bundle and the server when their output is missing or older than the sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Newest modification time of any file below these paths (skipping dist and node_modules). */
function newest(paths) {
  let latest = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p))
        if (entry !== 'dist' && entry !== 'node_modules') walk(path.join(p, entry));
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach((p) => walk(path.join(root, p)));
  return latest;
}

function buildIfStale(workspace, output, sources) {
  const out = path.join(root, output);
  if (existsSync(out) && statSync(out).mtimeMs >= newest(sources)) return;
  console.log(`[tandem] building ${workspace}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export function buildAppIfStale() {
  buildIfStale('@tandem/web', 'packages/web/dist/index.html', ['packages/web', 'packages/shared/src']);
  buildServerIfStale();
}

/** The server alone (dist/main.js and dist/backup.js), for the commands that need no web app. */
export function buildServerIfStale() {
  buildIfStale('@tandem/server', 'packages/server/dist/main.js', [
    'packages/server/src',
    'packages/server/build.mjs',
    'packages/shared/src',
  ]);
}
