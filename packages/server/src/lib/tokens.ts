import { createHash, randomBytes } from 'node:crypto';

/** A fresh opaque session token: 256 random bits, URL-safe. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are looked up by their SHA-256; a high-entropy token needs no slow hash. */
export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
