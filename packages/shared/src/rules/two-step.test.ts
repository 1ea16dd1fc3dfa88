import { describe, expect, it } from 'vitest';
import { normaliseRecoveryCode, relyingPartyFor, twoStepCodeKind, twoStepRequiredFor } from './two-step';

describe('twoStepRequiredFor', () => {
  const staff = { isStaff: true, isOwner: false };
  const owner = { isStaff: false, isOwner: true };
  const coach = { isStaff: false, isOwner: false };
  it('requires it of the kinds named, and of no one else', () => {
    expect(twoStepRequiredFor({ staff: true, owners: false }, staff)).toBe(true);
    expect(twoStepRequiredFor({ staff: true, owners: false }, owner)).toBe(false);
    expect(twoStepRequiredFor({ staff: true, owners: true }, owner)).toBe(true);
    expect(twoStepRequiredFor({ staff: true, owners: true }, coach)).toBe(false);
    expect(twoStepRequiredFor({ staff: false, owners: false }, staff)).toBe(false);
  });
});

describe('codes', () => {
  it('reads six digits as an app code and anything else as a recovery code', () => {
    expect(twoStepCodeKind('123456')).toBe('totp');
    expect(twoStepCodeKind('123 456')).toBe('totp');
    expect(twoStepCodeKind('abcde-23456')).toBe('recovery');
    expect(twoStepCodeKind('1234567')).toBe('recovery');
  });
  it('compares recovery codes without case, hyphen or spaces', () => {
    expect(normaliseRecoveryCode(' ABCDE-23456 ')).toBe('abcde23456');
  });
});

describe('relyingPartyFor', () => {
  it("uses the public address's host for it and every sub-domain, with the page's origin", () => {
    expect(relyingPartyFor('https://tandem.example', 'tandem.example')).toEqual({
      id: 'tandem.example',
      origin: 'https://tandem.example',
    });
    expect(relyingPartyFor('https://tandem.example', 'Acme.Tandem.example')).toEqual({
      id: 'tandem.example',
      origin: 'https://acme.tandem.example',
    });
  });
  it('refuses another site and look-alikes', () => {
    expect(relyingPartyFor('https://tandem.example', 'evil.example')).toBeNull();
    expect(relyingPartyFor('https://tandem.example', 'eviltandem.example')).toBeNull();
    expect(relyingPartyFor('https://tandem.example', 'localhost:3000')).toBeNull();
  });
  it('takes localhost and its sub-domains on a loopback install, never an IP address', () => {
    expect(relyingPartyFor('http://localhost:3000', 'demo.localhost:3000')).toEqual({
      id: 'localhost',
      origin: 'http://demo.localhost:3000',
    });
    expect(relyingPartyFor('http://127.0.0.1:4100', 'localhost:4100')).toEqual({
      id: 'localhost',
      origin: 'http://localhost:4100',
    });
    expect(relyingPartyFor('http://127.0.0.1:4100', '127.0.0.1:4100')).toBeNull();
    expect(relyingPartyFor('http://localhost:3000', 'not a host')).toBeNull();
  });
});
