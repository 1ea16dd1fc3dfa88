import type { HomeFeature, Offering } from '@tandem/shared';

export interface OfferingProgram {
  id: number;
  name: string;
  assignAll: boolean;
  maxNumberOfAllowedGroups: number;
}

/**
 * What the sign-up wizard reads. Invitations and sub-domain sign-ups are free: no plan id, no
 * price (the payment step is skipped). Areas of focus come with the habit module; until then
 * the list is empty.
 */
export function presentOffering(input: {
  program: OfferingProgram | null | undefined;
  home: HomeFeature;
  prefill?: { firstName: string; lastName: string; email: string };
}): Offering {
  const { program } = input;
  return {
    id: null,
    program: program
      ? {
          id: program.id,
          name: program.name,
          assign_all: program.assignAll,
          max_number_of_allowed_groups: program.maxNumberOfAllowedGroups,
        }
      : null,
    areas: [],
    price: null,
    price_in_dollars: null,
    stripe_key: null,
    home: input.home,
    first_name: input.prefill?.firstName ?? '',
    last_name: input.prefill?.lastName ?? '',
    email: input.prefill?.email ?? '',
  };
}
