import { describe, expect, it } from 'vitest';
import { lastLoginText } from './last-login';

const now = new Date('2025-03-10T12:00:00Z');

describe('lastLoginText', () => {
  it("says 'Never' when the client has not logged in", () => {
    expect(lastLoginText(null, now)).toBe('Never');
  });
  it('says how long ago the last login was', () => {
    expect(lastLoginText('2025-03-07T12:00:00Z', now)).toBe('3 days ago');
    expect(lastLoginText('2025-03-10T11:00:00Z', now)).toBe('an hour ago');
  });
});
