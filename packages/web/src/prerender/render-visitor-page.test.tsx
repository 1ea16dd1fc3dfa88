import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING, parseServedBranding, SERVED_BRANDING_ELEMENT_ID } from '@tandem/shared';
import { renderLoginPage, renderVisitorPage } from './render-visitor-page';

const INDEX =
  '<!doctype html><html lang="en"><head><title>Tandem</title>' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const ACME = {
  sub_domain: 'acme',
  branding: {
    ...DEFAULT_BRANDING,
    name: 'Acme Coaching',
    logo: '/media/acme-logo.png',
    logo_height: 64,
    header_color: '#ffeb3b',
    allow_onboarding: true,
  },
};

describe('renderVisitorPage', () => {
  it("renders the login screen through the app's own routes and shell", async () => {
    const html = await renderVisitorPage('/login');
    const page = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
    expect(page.querySelector('h1')?.textContent).toBe('Login');
    const labels = [...page.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels).toEqual(['Email', 'Password']);
    expect(page.querySelector('input[type="email"][autocomplete="username"]')).not.toBeNull();
    expect(page.querySelector('button[type="submit"]')?.textContent).toBe('Login');
    expect(page.querySelector('a[href="/reset-password"]')?.textContent).toBe('Reset My Password');
    // The shell's header is there, and no error or loading state took the page's place.
    expect(page.querySelector('header')?.textContent).toContain('Tandem');
    expect(page.querySelector('[role="alert"], [data-page-loader]')).toBeNull();
  });

  it('refuses a page whose guard sends the visitor elsewhere, rather than writing another page', async () => {
    await expect(renderVisitorPage('/dashboard')).rejects.toThrow('prerendering /dashboard ended at /');
  });

  it("renders a sub-domain's login page in its branding, with the branding written in for the app", async () => {
    const page = new DOMParser().parseFromString(await renderLoginPage(INDEX, ACME), 'text/html');
    const logos = [...page.querySelectorAll<HTMLImageElement>('img[alt="Acme Coaching"]')];
    // In the header and above the form.
    expect(logos.map((logo) => logo.getAttribute('src'))).toEqual([
      '/media/acme-logo.png',
      '/media/acme-logo.png',
    ]);
    expect(page.querySelector<HTMLElement>('header')?.style.backgroundColor).toBe('rgb(255, 235, 59)');
    expect(page.querySelector('a[href="/sign-up"]')?.textContent).toBe('Sign Up');
    expect(parseServedBranding(page.getElementById(SERVED_BRANDING_ELEMENT_ID)?.textContent)).toEqual(ACME);
    expect(page.getElementById('root')?.hasAttribute('data-prerendered')).toBe(true);
  });

  it('renders the default login page with no branding written in', async () => {
    const page = new DOMParser().parseFromString(await renderLoginPage(INDEX), 'text/html');
    expect(page.querySelector('header img')).toBeNull();
    expect(page.querySelector('a[href="/sign-up"]')).toBeNull();
    expect(page.getElementById(SERVED_BRANDING_ELEMENT_ID)).toBeNull();
    expect(page.querySelector('h1')?.textContent).toBe('Login');
  });
});
