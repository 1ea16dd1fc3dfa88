import type { PasskeyCredential } from '@tandem/shared';

/*
 * The browser's side of passkeys, through @simplewebauthn/browser, loaded only when a passkey is
 * used: the login page is every visitor's first and stays light (issue 21).
 */

const load = () => import('@simplewebauthn/browser');

/** Whether this browser can use passkeys at all (WebAuthn and a secure page). */
export function passkeysAvailable(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    typeof window.PublicKeyCredential === 'function'
  );
}

/** Has the browser make a passkey for the server's creation options. */
export async function createPasskey(options: Record<string, unknown>): Promise<PasskeyCredential> {
  const { startRegistration } = await load();
  const credential = await startRegistration({ optionsJSON: options as never });
  return credential as unknown as PasskeyCredential;
}

/** Has the browser sign the server's request options with a passkey. */
export async function signWithPasskey(options: Record<string, unknown>): Promise<PasskeyCredential> {
  const { startAuthentication } = await load();
  const credential = await startAuthentication({ optionsJSON: options as never });
  return credential as unknown as PasskeyCredential;
}

/** A browser's refusal or cancellation of a passkey prompt, as one sentence. */
export function passkeyErrorMessage(error: unknown): string | undefined {
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError'))
    return 'The passkey request was cancelled or timed out.';
  if (error instanceof Error && error.name === 'InvalidStateError')
    return 'This passkey is already registered.';
  return undefined;
}
