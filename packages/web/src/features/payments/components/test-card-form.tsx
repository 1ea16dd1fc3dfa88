import { useEffect, useState } from 'react';
import { Alert, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  cardExpired,
  PAYMENT_MESSAGES,
  passesLuhn,
  TEST_CARDS,
  testCardToken,
  cardBrandSlug,
} from '@tandem/shared';
import type { CardEntryController, CardToken } from '../hooks/use-card-entry';

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'MasterCard',
  amex: 'American Express',
  discover: 'Discover',
  unknown: 'Unknown',
};

interface Errors {
  number?: string;
  expiry?: string;
  cvc?: string;
}

/** Groups the digits by four as they are typed: "4242 4242 4242 4242". */
const groupDigits = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1230" or "12/30" -> "12/30" as typed. */
const formatExpiry = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

/**
 * The card's checks, in the order the form shows them. The number must pass Luhn: a mistyped
 * number never leaves the browser. The declined test card passes (the server declines it).
 */
export function checkTestCard(number: string, expiry: string, cvc: string, now = new Date()) {
  const errors: Errors = {};
  if (!passesLuhn(number)) errors.number = PAYMENT_MESSAGES.invalidCardNumber;
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  const month = match ? Number(match[1]) : 0;
  const year = match ? 2000 + Number(match[2]) : 0;
  if (!match || month < 1 || month > 12) errors.expiry = PAYMENT_MESSAGES.invalidExpiry;
  else if (cardExpired(month, year, now)) errors.expiry = PAYMENT_MESSAGES.pastExpiry;
  if (!/^\d{3,4}$/.test(cvc.trim())) errors.cvc = PAYMENT_MESSAGES.invalidCvc;
  return { errors, month, year };
}

/**
 * The test provider's card form (decision 017), shown when the server has no Stripe keys: clearly
 * labelled as a test, with the two test numbers as a hint. It makes a `tok_test_…` token the
 * server's test provider reads back.
 */
export function TestCardForm({ card }: { card: CardEntryController }) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  useEffect(() => {
    card.attach(async (): Promise<CardToken> => {
      const checked = checkTestCard(number, expiry, cvc);
      setErrors(checked.errors);
      const first = checked.errors.number ?? checked.errors.expiry ?? checked.errors.cvc;
      if (first) throw new Error(first);
      const digits = number.replace(/\D/g, '');
      return {
        token: testCardToken(digits, checked.month, checked.year),
        brand: BRANDS[cardBrandSlug(digits)] ?? 'Unknown',
        last_four: digits.slice(-4),
        exp_month: checked.month,
        exp_year: checked.year,
      };
    });
    return () => card.attach(null);
  }, [card, number, expiry, cvc]);

  return (
    <Stack gap="sm">
      {/* A standing label, not news: a note, so screen readers do not announce it as an alert. */}
      <Alert color="yellow" variant="light" title={PAYMENT_MESSAGES.testMode} role="note">
        <Text size="sm">
          Use {TEST_CARDS.success} to pay, {TEST_CARDS.declined} to see a declined card or{' '}
          {TEST_CARDS.failsLater} for a card whose later charges fail, with any future date and any CVC.
        </Text>
      </Alert>
      <TextInput
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        value={number}
        onChange={(event) => {
          setNumber(groupDigits(event.currentTarget.value));
          setErrors((current) => ({ ...current, number: undefined }));
        }}
        error={errors.number}
        required
      />
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          label="Expiry (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          value={expiry}
          onChange={(event) => {
            setExpiry(formatExpiry(event.currentTarget.value));
            setErrors((current) => ({ ...current, expiry: undefined }));
          }}
          error={errors.expiry}
          required
        />
        <TextInput
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          value={cvc}
          onChange={(event) => {
            setCvc(event.currentTarget.value.replace(/\D/g, ''));
            setErrors((current) => ({ ...current, cvc: undefined }));
          }}
          error={errors.cvc}
          required
        />
      </SimpleGrid>
    </Stack>
  );
}
