import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * An npm package loaded the first time it is used instead of when the server starts, for the
 * SDKs a configuration may never use: Twilio without TWILIO_*, Stripe without its keys (the
 * offline test provider only checks a webhook signature with it), PDFKit until an exercise is
 * printed. Loaded, each costs the server 10 to 25 MB resident (docs/performance.md, issue 21).
 *
 * Through `require` (npm packages stay outside the bundle, build.mjs), so it loads synchronously
 * where it is needed: a provider's webhook check is synchronous, and a dynamic `import()` could
 * not serve it. Type the package with `import type`, which costs nothing at run time.
 */
export function loadOnFirstUse<T>(packageName: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(packageName) as T);
}
