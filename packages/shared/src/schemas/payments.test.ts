import { describe, expect, it } from 'vitest';
import { cardExpired, parseTestCardToken, passesLuhn, testCardToken, TEST_CARDS } from './payments';

describe('test cards', () => {
  it('checks Luhn on 12 to 19 digits', () => {
    expect(passesLuhn(TEST_CARDS.success)).toBe(true);
    expect(passesLuhn(TEST_CARDS.declined)).toBe(true);
    expect(passesLuhn('5555 5555 5555 4444')).toBe(true);
    expect(passesLuhn('4242 4242 4242 4241')).toBe(false);
    expect(passesLuhn('4242')).toBe(false);
    expect(passesLuhn('4242 4242 4242 424x')).toBe(false);
  });

  it('makes a token the test provider reads back', () => {
    const token = testCardToken(TEST_CARDS.success, 3, 2031);
    expect(token).toBe('tok_test_visa_4242_03_31');
    expect(parseTestCardToken(token)).toEqual({
      brand: 'Visa',
      lastFour: '4242',
      expMonth: 3,
      expYear: 2031,
    });
    expect(parseTestCardToken(testCardToken('5555555555554444', 12, 2040))?.brand).toBe('MasterCard');
  });

  it('reads nothing else as a test token', () => {
    for (const token of ['tok_visa', 'tok_test_visa_4242_13_30', 'tok_test_bogus_4242_01_30', 'pm_card_visa'])
      expect(parseTestCardToken(token), token).toBeNull();
  });

  it('expires a card after the last day of its month', () => {
    const now = new Date(2026, 4, 31);
    expect(cardExpired(5, 2026, now)).toBe(false);
    expect(cardExpired(4, 2026, now)).toBe(true);
    expect(cardExpired(12, 2025, now)).toBe(true);
  });
});
