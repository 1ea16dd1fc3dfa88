import { describe, expect, it } from 'vitest';
import {
  companySiteUrl,
  filterSubDomain,
  leftOutOfSubDomain,
  subDomainLeftOutMessage,
  MAX_SUB_DOMAIN_LENGTH,
  SUB_DOMAIN_MESSAGES,
  subDomainFromHost,
  subDomainKeyAllowed,
  subDomainProblem,
} from './sub-domain';

describe('subDomainFromHost', () => {
  it.each([
    ['acme.tandem.example', 'acme'],
    ['ACME.Tandem.Example.', 'acme'],
    ['acme.localhost', 'acme'],
    ['localhost', 'demo'],
    ['127.0.0.1', 'demo'],
    ['::1', 'demo'],
    ['tandem.example', 'demo'],
    ['www.tandem.example', 'demo'],
    ['', 'demo'],
  ])('%s -> %s', (host, expected) => {
    expect(subDomainFromHost(host, 'demo')).toBe(expected);
  });
});

describe('the sub-domain field', () => {
  it.each(['a', 'Z', '1', '9', '-', 'Backspace', 'ArrowLeft', 'Tab', 'Delete', 'Home', 'End'])(
    'lets %s through',
    (key) => expect(subDomainKeyAllowed(key)).toBe(true),
  );

  it.each(['0', '_', '.', ' ', 'é', '/', '@'])('stops %s', (key) => {
    expect(subDomainKeyAllowed(key)).toBe(false);
  });

  it('lets shortcuts (Ctrl or Cmd with a key) through', () => {
    expect(subDomainKeyAllowed('v', true)).toBe(true);
  });

  it('filters pasted text to the allowed characters, in lower case', () => {
    expect(filterSubDomain('My Site_2024.com')).toBe('mysite224com');
    expect(filterSubDomain('x'.repeat(80))).toHaveLength(MAX_SUB_DOMAIN_LENGTH);
  });

  it.each([
    ['acme', null],
    ['acme-coaching-1', null],
    ['a', null],
    ['', SUB_DOMAIN_MESSAGES.required],
    ['-acme', SUB_DOMAIN_MESSAGES.invalid],
    ['acme-', SUB_DOMAIN_MESSAGES.invalid],
    ['acme0', SUB_DOMAIN_MESSAGES.invalid],
    ['ACME', SUB_DOMAIN_MESSAGES.invalid],
    ['a.b', SUB_DOMAIN_MESSAGES.invalid],
    ['a'.repeat(64), SUB_DOMAIN_MESSAGES.tooLong],
  ])('judges %j: %s', (value, problem) => {
    expect(subDomainProblem(value)).toBe(problem);
  });
});

describe('what the sub-domain field left out', () => {
  it('names each refused character once, so a dropped 0 is said, not silent', () => {
    expect(leftOutOfSubDomain('okafor-2030')).toEqual(['0']);
    expect(filterSubDomain('okafor-2030')).toBe('okafor-23');
    expect(leftOutOfSubDomain('My Site_2024.com')).toEqual([' ', '_', '0', '.']);
    expect(leftOutOfSubDomain('Acme-Coaching')).toEqual([]);
  });

  it('says which characters were left out', () => {
    expect(subDomainLeftOutMessage(['0'])).toBe(
      '“0” cannot be part of a sub domain, so the field left it out.',
    );
    expect(subDomainLeftOutMessage([' ', '_', '0'])).toBe(
      'Spaces, “_” and “0” cannot be part of a sub domain, so the field left them out.',
    );
  });
});

describe('companySiteUrl', () => {
  it.each([
    ['http://localhost:3000', 'acme', 'http://acme.localhost:3000'],
    ['http://localhost:3000', 'ACME', 'http://acme.localhost:3000'],
    ['HTTP://LocalHost:3000/', 'acme', 'http://acme.localhost:3000'],
    ['http://[::1]:3000', 'acme', 'http://[::1]:3000'],
    ['http://localhost:3000', 'demo', 'http://localhost:3000'],
    ['http://localhost:3000', null, 'http://localhost:3000'],
    ['https://tandem.example', 'acme', 'https://acme.tandem.example'],
    ['https://www.tandem.example', 'acme', 'https://acme.tandem.example'],
    ['https://app.tandem.example/', 'acme', 'https://acme.tandem.example'],
    ['https://acme.tandem.example', 'acme', 'https://acme.tandem.example'],
    ['http://127.0.0.1:3000', 'acme', 'http://127.0.0.1:3000'],
    ['https://tandem.example/coach/', 'acme', 'https://acme.tandem.example/coach'],
  ])('%s for %s is %s', (publicUrl, subDomain, expected) => {
    expect(companySiteUrl(publicUrl, subDomain, 'demo')).toBe(expected);
  });

  it('is read back as the same sub-domain', () => {
    for (const publicUrl of [
      'http://localhost:3000',
      'https://tandem.example',
      'https://app.tandem.example',
    ]) {
      const host = /^https?:\/\/([^/:]+)/.exec(companySiteUrl(publicUrl, 'okafor-23', 'demo'))![1]!;
      expect(subDomainFromHost(host, 'demo')).toBe('okafor-23');
    }
  });
});
