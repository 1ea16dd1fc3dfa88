import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Button } from '@mantine/core';
import { PAYMENT_MESSAGES, parseTestCardToken } from '@tandem/shared';
import { renderWithProviders } from '../../../test/render';
import { useCardEntry, type CardToken } from '../hooks/use-card-entry';
import { CardEntry } from './card-entry';
import { checkTestCard } from './test-card-form';

// Stripe.js itself is never fetched in tests; what matters is whether and with what it is asked for.
const { loadStripe } = vi.hoisted(() => ({ loadStripe: vi.fn(() => Promise.resolve(null)) }));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe }));

/** A payment form as a caller writes it: the card step, and a submit that asks for a token. */
function PayForm() {
  const card = useCardEntry();
  const [token, setToken] = useState<CardToken | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <CardEntry card={card} />
      <Button
        onClick={() =>
          card.tokenize().then(setToken, (e: Error) => {
            setError(e.message);
          })
        }
      >
        Pay
      </Button>
      {token && <output data-testid="token">{JSON.stringify(token)}</output>}
      {error && <p role="alert">{error}</p>}
    </>
  );
}

const testMode = { 'GET /api/payments/config/': { body: { provider: 'test', publishable_key: null } } };
const nextYear = (new Date().getFullYear() + 1) % 100;

async function fill(
  user: ReturnType<typeof renderWithProviders>['user'],
  number: string,
  expiry: string,
  cvc = '123',
) {
  await user.type(await screen.findByLabelText(/card number/i), number);
  await user.type(screen.getByLabelText(/expiry/i), expiry);
  await user.type(screen.getByLabelText(/cvc/i), cvc);
  await user.click(screen.getByRole('button', { name: 'Pay' }));
}

describe('CardEntry in test mode', () => {
  it('is labelled as a test and shows the two test numbers, without loading Stripe', async () => {
    loadStripe.mockClear();
    renderWithProviders(<PayForm />, { api: testMode });
    expect(await screen.findByText(PAYMENT_MESSAGES.testMode)).toBeInTheDocument();
    expect(loadStripe).not.toHaveBeenCalled();
    expect(screen.getByText(/4242 4242 4242 4242/)).toBeInTheDocument();
    expect(screen.getByText(/4000 0000 0000 0002/)).toBeInTheDocument();
  });

  it('makes a token of a valid card', async () => {
    const { user } = renderWithProviders(<PayForm />, { api: testMode });
    await fill(user, '4242424242424242', `12${nextYear}`);
    const token = JSON.parse((await screen.findByTestId('token')).textContent!) as CardToken;
    expect(token).toMatchObject({
      brand: 'Visa',
      last_four: '4242',
      exp_month: 12,
      exp_year: 2000 + nextYear,
    });
    expect(parseTestCardToken(token.token)).toMatchObject({ lastFour: '4242', expMonth: 12 });
    expect(screen.getByLabelText(/card number/i)).toHaveValue('4242 4242 4242 4242');
  });

  it('refuses a number failing Luhn on its field, and sends nothing', async () => {
    const { user, server } = renderWithProviders(<PayForm />, { api: testMode });
    await fill(user, '4242424242424241', `12${nextYear}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.invalidCardNumber);
    const field = screen.getByLabelText(/card number/i);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    const describedBy = field.getAttribute('aria-describedby') ?? '';
    expect(describedBy).not.toBe('');
    const messages = describedBy.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(messages).toContain(PAYMENT_MESSAGES.invalidCardNumber);
    expect(screen.queryByTestId('token')).toBeNull();
    expect(server.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('still tokenises the declined test card: the server declines it', async () => {
    const { user } = renderWithProviders(<PayForm />, { api: testMode });
    await fill(user, '4000000000000002', `01${nextYear}`);
    const token = JSON.parse((await screen.findByTestId('token')).textContent!) as CardToken;
    expect(token.last_four).toBe('0002');
  });

  it('refuses a past or malformed expiry and a bad CVC on their fields', async () => {
    const { user } = renderWithProviders(<PayForm />, { api: testMode });
    await fill(user, '4242424242424242', '0120', '1');
    await waitFor(() => expect(screen.getByLabelText(/expiry/i)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText(/cvc/i)).toHaveAttribute('aria-invalid', 'true');
    // On the fields (and the first one in the form's own alert).
    expect(screen.getAllByText(PAYMENT_MESSAGES.pastExpiry)).toHaveLength(2);
    expect(screen.getAllByText(PAYMENT_MESSAGES.invalidCvc)).toHaveLength(1);
  });
});

describe('CardEntry with Stripe keys', () => {
  it("loads Stripe Elements with the server's publishable key instead of the test form", async () => {
    loadStripe.mockClear();
    const { user } = renderWithProviders(<PayForm />, {
      api: { 'GET /api/payments/config/': { body: { provider: 'stripe', publishable_key: 'pk_test_123' } } },
    });
    await waitFor(() => expect(loadStripe).toHaveBeenCalledWith('pk_test_123'));
    expect(screen.queryByText(PAYMENT_MESSAGES.testMode)).toBeNull();
    // Stripe.js did not load (null): submitting says so instead of hanging.
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/still loading/);
  });
});

describe('checkTestCard', () => {
  it('checks month range and format', () => {
    const now = new Date(2026, 4, 1);
    expect(checkTestCard('4242424242424242', '13/30', '123', now).errors.expiry).toBe(
      PAYMENT_MESSAGES.invalidExpiry,
    );
    expect(checkTestCard('4242424242424242', '05/26', '123', now).errors).toEqual({});
    expect(checkTestCard('4242424242424242', '04/26', '123', now).errors.expiry).toBe(
      PAYMENT_MESSAGES.pastExpiry,
    );
  });
});
