// The one check of the Node.js version, against the root package.json's "engines" (">=20.19").
// The scripts run it first, before a build on an old Node.js fails somewhere obscure; the server
// runs it too, for those who start dist/main.js directly.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The minimum from a ">=major.minor" engines range. */
export function minimumNode(range) {
  const match = /^>=\s*(\d+)(?:\.(\d+))?/.exec(range ?? '');
  return match ? [Number(match[1]), Number(match[2] ?? 0)] : [0, 0];
}

/** Why this Node.js is too old for `range`, or undefined when it will do. */
export function nodeTooOld(version, range) {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  const [needMajor, needMinor] = minimumNode(range);
  if (major > needMajor || (major === needMajor && minor >= needMinor)) return undefined;
  return `Node.js ${version} is too old: Tandem needs ${needMajor}.${needMinor} or newer (https://nodejs.org)`;
}

/** The engines range of the root package.json. */
export function requiredNode() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  return JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;
}

/** Exits with one line when this Node.js is too old. */
export function exitIfNodeTooOld() {
  const reason = nodeTooOld(process.versions.node, requiredNode());
  if (!reason) return;
  console.error(`[tandem] cannot start: ${reason}`);
  process.exit(1);
}
