import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let plain: TestApp;
let https: TestApp;
beforeAll(async () => {
  plain = await createTestApp();
  https = await createTestApp({ publicUrl: 'https://coaching.example.com' });
});
afterAll(async () => {
  await plain.close();
  await https.close();
});

/** The CSP as directive → sources. */
function policyOf(header: string | string[] | number | undefined): Record<string, string> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...sources] = part.split(/\s+/);
        return [name!, sources.join(' ')];
      }),
  );
}

describe('security headers', () => {
  it.each(['/api/health', '/api/users/1/', '/no-such-page'])('are on every answer (%s)', async (url) => {
    const response = await plain.app.inject({ method: 'GET', url });
    const policy = policyOf(response.headers['content-security-policy']);
    expect(policy['script-src']).toBe("'self'");
    expect(policy['script-src-attr']).toBe("'none'");
    expect(policy['default-src']).toBe("'self'");
    expect(policy['object-src']).toBe("'none'");
    expect(policy['frame-ancestors']).toBe("'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('allow no inline or foreign script anywhere in the policy', async () => {
    const header = String(
      (await plain.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
    );
    expect(header).not.toContain('unsafe-eval');
    expect(policyOf(header)['script-src']).not.toContain('unsafe-inline');
  });

  it('let in Stripe.js and its API, and nothing else, only when Stripe is configured', async () => {
    const policy = policyOf(
      (await plain.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
    );
    expect(policy['connect-src']).toBe("'self'");
    const withStripe = await createTestApp({
      stripe: { ...plain.config.stripe, secretKey: 'sk_test_x', publishableKey: 'pk_test_x' },
    });
    try {
      const stripePolicy = policyOf(
        (await withStripe.app.inject({ method: 'GET', url: '/api/health' })).headers[
          'content-security-policy'
        ],
      );
      expect(stripePolicy['script-src']).toBe("'self' https://js.stripe.com");
      expect(stripePolicy['connect-src']).toBe("'self' https://api.stripe.com");
    } finally {
      await withStripe.close();
    }
  });

  it('send HSTS and upgrade requests only when the public address is https', async () => {
    const overHttp = await plain.app.inject({ method: 'GET', url: '/api/health' });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    expect(policyOf(overHttp.headers['content-security-policy'])).not.toHaveProperty(
      'upgrade-insecure-requests',
    );

    const overHttps = await https.app.inject({ method: 'GET', url: '/api/health' });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(policyOf(overHttps.headers['content-security-policy'])).toHaveProperty(
      'upgrade-insecure-requests',
    );
  });

  it('keep the API docs page unframeable and usable over plain http', async () => {
    const response = await plain.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    const policy = policyOf(response.headers['content-security-policy']);
    expect(policy['frame-ancestors']).toBe("'none'");
    expect(policy).not.toHaveProperty('upgrade-insecure-requests');
    // Its inline pieces, if any, are allowed by hash, never by 'unsafe-inline'.
    expect(policy['script-src']).toMatch(/^'self'( 'sha256-[^']+')*$/);
  });
});
