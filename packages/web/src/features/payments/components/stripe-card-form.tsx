import { useEffect, useMemo, useState } from 'react';
import { Box, Input, useMantineTheme } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
// The `pure` entry loads Stripe.js only when loadStripe is called: no network before a card form.
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';
import { PAYMENT_MESSAGES } from '@tandem/shared';
import { CARD_FORM_NOT_READY, type CardEntryController } from '../hooks/use-card-entry';

const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  if (!stripes.has(key)) stripes.set(key, loadStripe(key));
  return stripes.get(key)!;
};

function StripeCardElement({ card }: { card: CardEntryController }) {
  const stripe = useStripe();
  const elements = useElements();
  const theme = useMantineTheme();
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    card.attach(async () => {
      const element = elements?.getElement(CardElement);
      if (!stripe || !element) throw new Error(CARD_FORM_NOT_READY);
      const result = await stripe.createToken(element);
      if (result.error || !result.token?.card) {
        // The provider's own message (spec: "Card token error: the provider's message").
        const message = result.error?.message ?? PAYMENT_MESSAGES.invalidCardToken;
        setError(message);
        throw new Error(message);
      }
      const { id, card: tokenCard } = result.token;
      return {
        token: id,
        brand: tokenCard.brand,
        last_four: tokenCard.last4,
        exp_month: tokenCard.exp_month,
        exp_year: tokenCard.exp_year,
      };
    });
    return () => card.attach(null);
  }, [card, stripe, elements]);

  return (
    <Input.Wrapper label="Card" error={error} id="card-element">
      <Box
        p="sm"
        style={{
          border: `1px solid ${error ? theme.colors.red[6] : theme.colors.gray[4]}`,
          borderRadius: theme.radius.sm,
        }}
      >
        <CardElement
          id="card-element"
          options={{ style: { base: { fontSize: '16px' } } }}
          onChange={(event) => setError(event.error?.message)}
        />
      </Box>
    </Input.Wrapper>
  );
}

/** Stripe Elements' card field (with Stripe keys); Stripe.js is fetched when this first renders. */
export default function StripeCardForm({
  publishableKey,
  card,
}: {
  publishableKey: string;
  card: CardEntryController;
}) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe}>
      <StripeCardElement card={card} />
    </Elements>
  );
}
