import { useMutation } from '@tanstack/react-query';
import type { CreateRaffle, RaffleEligibility, RaffleEntryType, RaffleResult, Reward } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';

/* The rewards calls (client side 7): eligibility, opening a gift, the task reward. */

/** GET clients/raffles/eligible_for_reward/?reward=task&entry=12 */
export const getEligibility = (type: RaffleEntryType, entry: number) =>
  apiRequest<RaffleEligibility>(
    `clients/raffles/eligible_for_reward/?${new URLSearchParams({ reward: type, entry: String(entry) })}`,
  );

/** GET clients/rewards/ — a quote, a picture, or nothing (all null). */
export const getReward = () => apiRequest<Reward>('clients/rewards/');

/** Create ClientRaffle: the gift picked; the server draws the points. */
export const useOpenGift = () =>
  useMutation({
    mutationFn: (input: CreateRaffle) =>
      apiRequest<RaffleResult>('clients/raffles/', { method: 'POST', body: input }),
  });
