import { useSyncExternalStore } from 'react';
import { SESSION_STORAGE_KEY, type TokenResponse } from '@tandem/shared';

/**
 * The stored login; `impersonator` is the admin's own session while they act as this user, with
 * the page they started from, where stopping takes them back (issue 45).
 */
export type Session = TokenResponse & { impersonator?: TokenResponse & { returnTo?: string } };

/** A path of this app (not another site's address), as a return page must be. */
const isAppPath = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

/**
 * A stored login as written by writeSession: a token and a user id. Checked by hand rather than
 * with the shared zod schema: every page reads the session before it paints, and zod is kept off
 * the first load (issue 21).
 */
function isTokenResponse(value: unknown): value is TokenResponse {
  if (typeof value !== 'object' || value === null) return false;
  const { token, id } = value as Record<string, unknown>;
  return typeof token === 'string' && Number.isInteger(id);
}

function isSession(value: unknown): value is Session {
  if (!isTokenResponse(value)) return false;
  const { impersonator } = value as { impersonator?: unknown };
  return impersonator === undefined || isTokenResponse(impersonator);
}

type Listener = (session: Session | null) => void;
const listeners = new Set<Listener>();

// useSyncExternalStore needs the same object back while the stored text is unchanged.
let cachedRaw: string | null = null;
let cachedSession: Session | null = null;

/** The session in local storage, or null when there is none or it cannot be read. */
export function readSession(): Session | null {
  const raw = localStorage.getItem(SESSION_STORAGE_KEY);
  if (raw === cachedRaw) return cachedSession;
  cachedRaw = raw;
  cachedSession = parse(raw);
  return cachedSession;
}

function parse(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!isSession(value)) return null;
    const session: Session = { token: value.token, id: value.id };
    if (value.impersonator) {
      const { token, id, returnTo } = value.impersonator as TokenResponse & { returnTo?: unknown };
      session.impersonator = { token, id, ...(isAppPath(returnTo) && { returnTo }) };
    }
    return session;
  } catch {
    return null;
  }
}

export function writeSession(session: Session): void {
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  notify();
}

export function clearSession(): void {
  if (localStorage.getItem(SESSION_STORAGE_KEY) === null) return;
  localStorage.removeItem(SESSION_STORAGE_KEY);
  notify();
}

/** Calls `listener` whenever the session changes, in this tab or another one. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function notify(): void {
  const session = readSession();
  listeners.forEach((listener) => listener(session));
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) notify();
  });
}

/** No session: the page prerendered at build time is the visitor's (src/prerender). */
const noSession = () => null;

/** The current session, re-rendering when it changes. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, readSession, noSession);
}
