import { useMutation } from '@tanstack/react-query';
import type { CreditCard, OwnerCreditCardInput } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import type { CardToken } from '../hooks/use-card-entry';

/** POST owners/credit-cards/ — the card Tandem charges for the caller's coach package. */
export const saveOwnerCreditCard = (card: CardToken) =>
  apiRequest<CreditCard>('owners/credit-cards/', {
    method: 'POST',
    body: {
      token: card.token,
      stripe_id: card.token,
      last_four: card.last_four,
      brand: card.brand,
      exp_month: card.exp_month,
      exp_year: card.exp_year,
    } satisfies OwnerCreditCardInput,
  });

export const useSaveOwnerCreditCard = () => useMutation({ mutationFn: saveOwnerCreditCard });
