import { describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '@tandem/shared';
import { clearSession, readSession, subscribeSession, writeSession } from './session';

describe('session', () => {
  it(`is kept in local storage under '${SESSION_STORAGE_KEY}'`, () => {
    writeSession({ token: 'abc', id: 7 });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual({ token: 'abc', id: 7 });
    expect(readSession()).toEqual({ token: 'abc', id: 7 });
    clearSession();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(readSession()).toBeNull();
  });

  it('keeps the impersonating admin session', () => {
    writeSession({ token: 'abc', id: 7, impersonator: { token: 'admin', id: 1 } });
    expect(readSession()?.impersonator).toEqual({ token: 'admin', id: 1 });
  });

  it("keeps the page the admin started from, when it is one of the app's own", () => {
    writeSession({
      token: 'abc',
      id: 7,
      impersonator: { token: 'admin', id: 1, returnTo: '/site-management/settings' },
    });
    expect(readSession()?.impersonator?.returnTo).toBe('/site-management/settings');
    for (const returnTo of ['//evil.example/x', 'https://evil.example/', 3]) {
      localStorage.setItem(
        SESSION_STORAGE_KEY,
        JSON.stringify({ token: 'abc', id: 7, impersonator: { token: 'admin', id: 1, returnTo } }),
      );
      expect(readSession()?.impersonator, String(returnTo)).toEqual({ token: 'admin', id: 1 });
    }
  });

  it('keeps only the fields of a session from what is stored', () => {
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ token: 'abc', id: 7, extra: 1, impersonator: { token: 'admin', id: 1, role: 'x' } }),
    );
    expect(readSession()).toEqual({ token: 'abc', id: 7, impersonator: { token: 'admin', id: 1 } });
  });

  it.each([
    'not json',
    'null',
    '{"token": 5}',
    '[]',
    '{"token": "abc", "id": 1.5}',
    '{"token": "abc", "id": "7"}',
    '{"token": "abc", "id": 7, "impersonator": {"token": 5, "id": 1}}',
    '{"token": "abc", "id": 7, "impersonator": null}',
  ])('reads %s as no session', (stored) => {
    localStorage.setItem(SESSION_STORAGE_KEY, stored);
    expect(readSession()).toBeNull();
  });

  it('tells subscribers about changes, including ones from other tabs', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    writeSession({ token: 'abc', id: 7 });
    expect(listener).toHaveBeenLastCalledWith({ token: 'abc', id: 7 });

    localStorage.removeItem(SESSION_STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    expect(listener).toHaveBeenLastCalledWith(null);

    unsubscribe();
    writeSession({ token: 'def', id: 8 });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
