/*
 * The build's own rules about what Rolldown tells it (issue 21). Build-time only, like the
 * rest of this folder: vite.config.ts uses it.
 */

/** What a Rolldown log carries that these rules read. */
export interface BuildLog {
  code?: string;
  message: string;
}

export type BuildLogLevel = 'debug' | 'info' | 'warn';

/**
 * Logs that fail the build rather than scroll past as warnings.
 *
 * `INEFFECTIVE_DYNAMIC_IMPORT`: a module imported lazily (a page's door in app/routes.tsx) is also
 * imported statically somewhere, so it stays in the chunk that imports it. A page meant to load
 * with its route then weighs on every first load, and only this warning said so: the login
 * page sat in the entry that way, its form and password input with it, until the auth door
 * handed it out through `loadAuthPages`.
 */
export const BUILD_ERRORS: ReadonlySet<string> = new Set(['INEFFECTIVE_DYNAMIC_IMPORT']);

/**
 * Rolldown's `onLog`: a log of BUILD_ERRORS ends the build, the rest pass on as they are. It
 * throws: Vite's own handler only prints an 'error' level in red and goes on.
 */
export function failOnBuildErrors(
  level: BuildLogLevel,
  log: BuildLog,
  defaultHandler: (level: BuildLogLevel, log: BuildLog) => void,
): void {
  if (log.code !== undefined && BUILD_ERRORS.has(log.code)) throw new Error(`[${log.code}] ${log.message}`);
  defaultHandler(level, log);
}
