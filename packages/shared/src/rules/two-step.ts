/*
 * The pure rules of two-step sign-in (issue 39, decision 027): which accounts must use it, what
 * a typed code is, and which relying party a passkey belongs to.
 */

/** Texts of two-step sign-in, written once for the server and the web. */
export const TWO_STEP_MESSAGES = {
  wrongCode: 'That code is not right. Try again, or use a recovery code.',
  challengeExpired: 'This sign-in has expired. Please log in again.',
  setupRequired: 'Your account must use two-step sign-in. Set it up to continue.',
  requiredCannotTurnOff:
    'Two-step sign-in is required for your account: add another way before removing this one.',
  wrongConfirmation: 'That password or code is not right.',
  passkeyNotRecognised: 'That passkey is not registered here.',
  passkeyFailed: 'The passkey could not be checked. Please try again.',
  passkeysNeedAddress: "Passkeys work only at the app's own address.",
  totpAlreadyOn: 'An authenticator app is already set up. Turn it off first to use another.',
  noSetupInProgress: 'Start the set-up again: scan a new code first.',
} as const;

/** Error code of the 403 a session limited to setting up two steps gets everywhere else. */
export const TWO_STEP_SETUP_REQUIRED_CODE = 'two_step_setup_required';

/** The web's page for a session that may only set up two-step sign-in. */
export const TWO_STEP_SETUP_PATH = '/two-step-setup';

/** How many recovery codes a set-up gives; each works once. */
export const RECOVERY_CODE_COUNT = 10;

/** Seconds the password step's challenge (and a passkey's WebAuthn challenge) works for. */
export const TWO_STEP_CHALLENGE_SECONDS = 5 * 60;

/** Which kinds of account an install requires two steps of (REQUIRE_TWO_STEP). */
export interface TwoStepRequirement {
  staff: boolean;
  owners: boolean;
}

/** Whether an account must have two steps under the install's requirement. */
export function twoStepRequiredFor(
  requirement: TwoStepRequirement,
  account: { isStaff: boolean; isOwner: boolean },
): boolean {
  return (requirement.staff && account.isStaff) || (requirement.owners && account.isOwner);
}

/** A typed code: six digits come from the authenticator app, anything else is a recovery code. */
export function twoStepCodeKind(code: string): 'totp' | 'recovery' {
  return /^\d{6}$/.test(code.replace(/\s+/g, '')) ? 'totp' : 'recovery';
}

/** A recovery code as it is hashed: lower case, without the hyphen or spaces people type. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, '');
}

const IP_ADDRESS = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Where a passkey ceremony happens: the WebAuthn relying party id and the page's origin. */
export interface RelyingParty {
  id: string;
  origin: string;
}

/**
 * The relying party for a request to `requestHost` (the Host header, port included) on an install
 * at `publicUrl` (PUBLIC_URL). Its id is PUBLIC_URL's host name, so one passkey works on the
 * app's address and on every company's sub-domain of it (`acme.tandem.example`). An install on
 * a loopback address (development, tests) also takes `localhost` and its sub-domains
 * (`demo.localhost`), under the id `localhost`. Any other host (another site's name, or an IP
 * address, which WebAuthn refuses) has none: null.
 */
export function relyingPartyFor(publicUrl: string, requestHost: string): RelyingParty | null {
  // Parsed by hand: the shared package runs without the DOM's or Node's URL.
  const publicMatch = /^(https?:)\/\/([^/:?#]+|\[[0-9a-f:.]+\])(?::\d+)?(?:[/?#]|$)/i.exec(publicUrl);
  const hostMatch = /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i.exec(requestHost.trim());
  if (!publicMatch || !hostMatch) return null;
  const protocol = publicMatch[1]!.toLowerCase();
  const publicHost = publicMatch[2]!.toLowerCase();
  const host = hostMatch[1]!.toLowerCase().replace(/\.$/, '');
  const port = hostMatch[2];
  const defaultPort = protocol === 'https:' ? '443' : '80';
  const origin = `${protocol}//${host}${port && port !== defaultPort ? `:${port}` : ''}`;
  const within = (parent: string) => host === parent || host.endsWith(`.${parent}`);
  if (!IP_ADDRESS.test(publicHost) && within(publicHost)) return { id: publicHost, origin };
  if (LOOPBACK_HOSTS.has(publicHost) && within('localhost')) return { id: 'localhost', origin };
  return null;
}
