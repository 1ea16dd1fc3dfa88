import { readFileSync } from 'node:fs';
import path from 'node:path';
import { nodeTooOld } from '../../../../scripts/node-version.mjs';
import { serverRoot } from './paths';

/**
 * A reason the server cannot start, already phrased for the person starting it: what is wrong
 * and how to fix it, on one line.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}

export interface StartupContext {
  port: number;
  dataDir: string;
  /** Set when the database is an external server rather than the embedded one. */
  databaseUrl?: string;
}

type SystemError = Error & {
  code?: string;
  syscall?: string;
  path?: string;
  address?: string;
  port?: number;
};

/** The host and port of a database URL, without its credentials. */
function databaseAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/**
 * Turns whatever stopped the start-up into one line for a person: the common failures (port in
 * use, a folder we may not write, a full disk, an unreachable or refusing database) get their
 * fix; anything else keeps its own message, never a stack or `undefined`.
 */
export function explainStartupFailure(error: unknown, context: StartupContext): string {
  if (error instanceof StartupError) return error.message;
  if (error === undefined || error === null)
    return 'stopped without saying why (start with LOG_LEVEL=debug for details)';
  const failure = (error instanceof Error ? error : new Error(String(error))) as SystemError;
  const code = failure.code;
  const where = failure.path ?? context.dataDir;
  if (code === 'EADDRINUSE') {
    return `port ${failure.port ?? context.port} is already in use: stop the program using it, or start Tandem with another PORT (PORT=3001 npm start)`;
  }
  if (code === 'EACCES' && failure.syscall === 'listen') {
    return `not allowed to listen on port ${failure.port ?? context.port}: use a port above 1023 (PORT=3000)`;
  }
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS' || code === 'ENOTDIR') {
    return `cannot write to ${where}: make that folder writable for this user, or set DATA_DIR to a folder you own`;
  }
  if (code === 'ENOSPC') {
    return `no space left on the disk holding ${where}: free some space, or set DATA_DIR to another disk`;
  }
  if (context.databaseUrl) {
    const address = databaseAddress(context.databaseUrl);
    if (code === 'ECONNREFUSED' || code === 'ETIMEDOUT' || code === 'EHOSTUNREACH') {
      return `cannot reach the database at ${address} (DATABASE_URL): is PostgreSQL running there and accepting connections?`;
    }
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
      return `cannot find the database host of DATABASE_URL (${address}): check the host name`;
    }
    if (code === '28P01' || code === '28000') {
      return `the database at ${address} refused the user or password in DATABASE_URL`;
    }
    if (code === '3D000') {
      return `the database named in DATABASE_URL (${address}) does not exist: create it (createdb) or fix the URL`;
    }
  }
  const message = failure.message || failure.name || 'unknown error';
  return code ? `${message} (${code})` : message;
}

/** Why this Node.js is older than the root package.json's engines allow, or undefined. */
export function nodeTooOldForTandem(version: string = process.versions.node): string | undefined {
  const manifest = JSON.parse(readFileSync(path.join(serverRoot(), '..', '..', 'package.json'), 'utf8')) as {
    engines?: { node?: string };
  };
  return nodeTooOld(version, manifest.engines?.node);
}
