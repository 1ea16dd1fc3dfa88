import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BRANDING, SERVED_BRANDING_ELEMENT_ID, servedBrandingText } from '@tandem/shared';

/* The branding the server writes into the pages it sends (issue 21). */

const ACME = {
  sub_domain: 'acme',
  branding: { ...DEFAULT_BRANDING, logo: '/media/acme.png', header_color: '#123456', allow_onboarding: true },
};

/** The branding feature as a page served with `text` in the branding element would load it. */
async function loadPage(text: string | null) {
  document.head.querySelector(`#${SERVED_BRANDING_ELEMENT_ID}`)?.remove();
  if (text !== null) {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = SERVED_BRANDING_ELEMENT_ID;
    element.textContent = text;
    document.head.append(element);
  }
  // The element is read once per page: a fresh module is a fresh page.
  vi.resetModules();
  return {
    ...(await import('./served-branding')),
    ...(await import('./hooks/use-branding')),
    ...(await import('./hooks/use-sub-domain')),
  };
}

function withQueries() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

afterEach(() => {
  document.head.querySelector(`#${SERVED_BRANDING_ELEMENT_ID}`)?.remove();
  vi.unstubAllGlobals();
});

describe('served branding', () => {
  it('is the first render’s branding, and the API is not asked for it', async () => {
    const requests: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        requests.push(String(url));
        return new Promise(() => {});
      }),
    );
    const page = await loadPage(servedBrandingText(ACME));
    const { result } = renderHook(() => [page.useBranding(), page.useSubDomain()] as const, {
      wrapper: withQueries(),
    });
    expect(result.current).toEqual([ACME.branding, 'acme']);
    // Neither the sub-domain's branding nor the app config it would be derived from.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toEqual([]);
  });

  it('is asked of the API on a page without it: the app config, then the branding', async () => {
    const requests: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        requests.push(new URL(String(url), 'http://localhost').pathname);
        const body = String(url).includes('config')
          ? { default_sub_domain: 'acme' }
          : { ...ACME.branding, id: 1 };
        return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      }),
    );
    const page = await loadPage(null);
    const { result } = renderHook(() => [page.useBranding(), page.useSubDomain()] as const, {
      wrapper: withQueries(),
    });
    await waitFor(() => expect(result.current).toEqual([ACME.branding, 'acme']));
    expect(requests).toEqual(['/api/config', '/api/sub-domains/acme/']);
  });

  it('is none on a page without it, or with something the server does not write', async () => {
    expect((await loadPage(null)).servedBranding()).toBeNull();
    expect((await loadPage('{"sub_domain": "acme"}')).servedBranding()).toBeNull();
    expect((await loadPage(servedBrandingText(ACME))).servedBranding()).toEqual(ACME);
  });

  it('is what the prerender gives while it renders, and none after', async () => {
    const page = await loadPage(null);
    expect(page.withServedBranding(ACME, () => page.servedBranding())).toEqual(ACME);
    expect(page.servedBranding()).toBeNull();
  });
});
