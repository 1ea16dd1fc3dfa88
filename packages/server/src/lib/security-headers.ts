import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';

/**
 * The Content-Security-Policy of every answer (decision 011). The session token lives in
 * localStorage, so an injected script could take it: scripts come from our own origin only, and
 * no inline script or `on…=` attribute runs. Styles may be inline, because Mantine writes its
 * theme's CSS variables in a <style> element and style props as style attributes; CSS cannot read
 * the token. Lessons embed YouTube and coaches' own pages, hence https frames; nobody may frame us.
 * With Stripe configured (a publishable key), the card step loads Stripe.js from Stripe and it
 * talks to Stripe's API: those two origins, and no other, are added (decision 017).
 */
export function contentSecurityPolicy(https: boolean, { stripe = false } = {}): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(stripe ? ['https://js.stripe.com'] : [])],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
    'frame-src': ["'self'", 'https:'],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** Whether the public address is https, which turns on HSTS and upgrade-insecure-requests. */
export const servesHttps = (publicUrl: string) => publicUrl.startsWith('https://');

/**
 * Security headers on every answer, pages, API and files alike: the CSP above, no framing
 * (frame-ancestors and X-Frame-Options), nosniff, a referrer policy that sends no path to other
 * sites, and HSTS when the public address is https. Helmet's middleware is built once here and
 * applied to each request: @fastify/helmet built it anew on every request (parsing the whole
 * policy each time), 2.5 % of the server's time under load (docs/performance.md).
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  publicUrl: string,
  { stripe = false } = {},
): void {
  const https = servesHttps(publicUrl);
  const applyHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(https, { stripe }) },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}

/**
 * Lets this answer be framed by our own pages, and only by them: a course's PDF is shown inside
 * the lesson page, which "refused to connect" under the framing ban above (issue 45). Called on
 * the answers that need it; every other answer keeps the ban.
 */
export function allowFramingBySameOrigin(reply: FastifyReply): void {
  const policy = reply.raw.getHeader('content-security-policy');
  if (typeof policy === 'string')
    reply.header(
      'content-security-policy',
      policy.replace(/frame-ancestors [^;]*/, "frame-ancestors 'self'"),
    );
  reply.header('x-frame-options', 'SAMEORIGIN');
}

/**
 * The API docs page (Swagger UI) carries its own CSP with the hashes of its inline pieces; we
 * keep it as strict as ours: never framed, and no forced https on a plain-http installation.
 */
export function apiDocsContentSecurityPolicy(publicUrl: string) {
  return (policy: string) => {
    let adjusted = policy.replace(/frame-ancestors [^;]*;/, "frame-ancestors 'none';");
    if (!servesHttps(publicUrl)) adjusted = adjusted.replace(/\s*upgrade-insecure-requests;?/, '');
    return adjusted;
  };
}
