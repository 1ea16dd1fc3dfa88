import { describe, expect, it } from 'vitest';
import { renderVisitorPage } from './render-visitor-page';

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
});
