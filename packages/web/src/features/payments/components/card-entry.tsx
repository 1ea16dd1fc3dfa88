import { lazy, Suspense } from 'react';
import { Alert, Loader } from '@mantine/core';
import { MESSAGES } from '@tandem/shared';
import { usePaymentsConfig } from '../api/get-payments-config';
import type { CardEntryController } from '../hooks/use-card-entry';
import { TestCardForm } from './test-card-form';

// Stripe's libraries are a chunk of their own, loaded only when the server has Stripe keys.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

/**
 * The card step of a payment form: Stripe Elements when the server uses Stripe, the labelled
 * test-card form otherwise. The owning form calls `card.tokenize()` (useCardEntry) on submit.
 */
export function CardEntry({ card }: { card: CardEntryController }) {
  const config = usePaymentsConfig();
  if (config.isPending) return <Loader size="sm" aria-label="Loading the card form" />;
  if (config.isError) return <Alert color="red">{MESSAGES.serverError}</Alert>;
  if (config.data.provider === 'stripe' && config.data.publishable_key)
    return (
      <Suspense fallback={<Loader size="sm" aria-label="Loading the card form" />}>
        <StripeCardForm publishableKey={config.data.publishable_key} card={card} />
      </Suspense>
    );
  return <TestCardForm card={card} />;
}
