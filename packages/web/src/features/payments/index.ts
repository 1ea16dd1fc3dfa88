/**
 * The payments feature's door (decision 017): the card step of every payment form (Stripe
 * Elements, or the labelled test-card form with no Stripe keys), prices in cents as dollars, and
 * the owner's card on file.
 */
import { formatPrice } from '@tandem/shared';

export { CardEntry } from './components/card-entry';
export {
  useCardEntry,
  useCardSubmission,
  type CardEntryController,
  type CardToken,
} from './hooks/use-card-entry';
export { saveOwnerCreditCard, useSaveOwnerCreditCard } from './api/save-owner-credit-card';
export { paymentsConfigQueryOptions } from './api/get-payments-config';

/** Cents -> "$49.00" (the shared money rule). */
export { formatPrice };
