// Builds the web bundle and the server when their output is missing or older than the sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Build output and installed packages: never sources. dist-ssr is the login prerender's server
// build, written after dist/index.html by the same build: counted, it made every `npm start`
// rebuild the web app.
const BUILD_OUTPUT = new Set(['dist', 'dist-ssr', 'node_modules']);

/** Newest modification time of any source file below these paths (relative to `base`). */
export function newest(paths, base = root) {
  let latest = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p)) if (!BUILD_OUTPUT.has(entry)) walk(path.join(p, entry));
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach((p) => walk(path.join(base, p)));
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
