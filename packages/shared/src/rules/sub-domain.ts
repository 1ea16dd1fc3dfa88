const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The sub-domain a page is served for: the first label of a host name that has one
 * (`acme.tandem.example` -> `acme`, `acme.localhost` -> `acme`); hosts without one
 * (`localhost`, an IP address, a bare `example.com`, or a `www.` host) use the fallback.
 */
export function subDomainFromHost(hostname: string, fallback: string): string {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (!host || IPV4.test(host) || host.includes(':')) return fallback;
  const labels = host.split('.');
  const isLocal = labels[labels.length - 1] === 'localhost';
  const minimumLabels = isLocal ? 2 : 3;
  if (labels.length < minimumLabels) return fallback;
  const first = labels[0]!;
  return first === 'www' ? fallback : first;
}

/**
 * The address a company's people use: PUBLIC_URL with its host moved to the company's
 * sub-domain, the way subDomainFromHost reads one back. `http://localhost:3000` and `acme` give
 * `http://acme.localhost:3000`; `https://app.tandem.example` gives `https://acme.tandem.example`;
 * `https://tandem.example` (or `www.`) gives `https://acme.tandem.example`. PUBLIC_URL is kept as
 * it is when it already serves that sub-domain (the default sub-domain on a bare host), when it is
 * an IP address (which carries no sub-domain), or when there is no sub-domain (a company that has
 * not set one, or none at all: the product's own address). Every link the server sends a
 * company's people (e-mail, text, plan sign-up) starts with it, so it opens in their brand.
 * No trailing slash; a path in PUBLIC_URL is kept.
 */
export function companySiteUrl(
  publicUrl: string,
  subDomain: string | null,
  defaultSubDomain: string,
): string {
  // By hand rather than with URL: this package runs where neither the DOM's nor Node's types are.
  const parts = /^([a-z][a-z\d+.-]*:\/\/)(\[[^\]]*\]|[^/:?#]*)(:\d+)?([^?#]*)/i.exec(publicUrl.trim());
  if (!parts) return publicUrl.replace(/\/+$/, '');
  const [, scheme = '', hostPart = '', port = '', path = ''] = parts;
  let host = hostPart.toLowerCase();
  const wanted = subDomain?.toLowerCase();
  const isIp = IPV4.test(host) || host.startsWith('[');
  if (wanted && !isIp && subDomainFromHost(host, defaultSubDomain) !== wanted) {
    const labels = host.split('.');
    if (subDomainFromHost(host, '') !== '' || labels[0] === 'www') labels[0] = wanted;
    else labels.unshift(wanted);
    host = labels.join('.');
  }
  return `${scheme.toLowerCase()}${host}${port}${path.replace(/\/+$/, '')}`;
}

/*
 * What an owner may type as a sub-domain (coach side, section 5): "letters, digits 1 to 9 and
 * hyphen (plus navigation keys)". The spec's digits really are 1 to 9: 0 is refused too, as the
 * original keystroke filter did. Our additions where the spec is silent: at most 63 characters
 * (one DNS label), no hyphen first or last (a host name cannot have one), kept in lower case
 * (host names are matched without case, and the unique index is on lower()).
 */

/** The characters a sub-domain is made of. */
export const SUB_DOMAIN_CHARACTER = /^[A-Za-z1-9-]$/;
/** A whole sub-domain as stored: allowed characters, no hyphen at either end. */
export const SUB_DOMAIN_PATTERN = /^[a-z1-9](?:[a-z1-9-]*[a-z1-9])?$/;
export const MAX_SUB_DOMAIN_LENGTH = 63;

/** Keys that move or delete rather than type; the field lets them through. */
const NAVIGATION_KEYS = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Enter',
  'Escape',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
]);

/**
 * The keystroke filter: whether a key press (KeyboardEvent.key) may reach the sub-domain field.
 * Shortcuts with Ctrl or Meta (copy, paste, select all) pass; pasted text goes through
 * `filterSubDomain`.
 */
export function subDomainKeyAllowed(key: string, withShortcutModifier = false): boolean {
  if (withShortcutModifier || NAVIGATION_KEYS.has(key)) return true;
  return SUB_DOMAIN_CHARACTER.test(key);
}

/** Text as the field keeps it: only the allowed characters, lower case, at most 63 of them. */
export function filterSubDomain(text: string): string {
  return [...text]
    .filter((character) => SUB_DOMAIN_CHARACTER.test(character))
    .join('')
    .toLowerCase()
    .slice(0, MAX_SUB_DOMAIN_LENGTH);
}

/**
 * The characters of `text` the field leaves out (filterSubDomain), each once, in order: what the
 * field tells the person instead of dropping them silently ("okafor-2030" keeps no 0).
 */
export function leftOutOfSubDomain(text: string): string[] {
  return [...new Set([...text].filter((character) => !SUB_DOMAIN_CHARACTER.test(character)))];
}

const characterName = (character: string) => (character.trim() === '' ? 'spaces' : `“${character}”`);

/** What the field says of the characters it left out (ours: the spec only limits the keys). */
export function subDomainLeftOutMessage(characters: readonly string[]): string {
  const names = characters.map(characterName);
  const list = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
  const message = `${list} cannot be part of a sub domain, so the field left ${names.length === 1 ? 'it' : 'them'} out.`;
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/** The field message for a sub-domain the server will not keep, or null when it is fine. */
export function subDomainProblem(value: string): string | null {
  if (value.length === 0) return SUB_DOMAIN_MESSAGES.required;
  if (value.length > MAX_SUB_DOMAIN_LENGTH) return SUB_DOMAIN_MESSAGES.tooLong;
  if (!SUB_DOMAIN_PATTERN.test(value)) return SUB_DOMAIN_MESSAGES.invalid;
  return null;
}

/** Texts of the sub-domain field: the spec's "already in use", and ours where it has none. */
export const SUB_DOMAIN_MESSAGES = {
  inUse: 'This sub domain is already in use',
  required: 'This field may not be blank.',
  tooLong: `Ensure this field has no more than ${MAX_SUB_DOMAIN_LENGTH} characters.`,
  invalid: 'Use only letters, digits 1 to 9 and hyphens, with no hyphen at the start or end.',
  readOnly: 'The sub domain cannot be changed once it is set.',
} as const;
