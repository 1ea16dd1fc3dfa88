import { hash, verify } from '@node-rs/argon2';

/**
 * Argon2id with OWASP's minimum: 19 MiB of memory, 2 iterations, 1 lane.
 * (@node-rs/argon2 uses Argon2id by default; a test checks the encoded parameters.)
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Burns the time of one verification so a login for an unknown e-mail takes as long as a real one. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummyHash, password);
}
