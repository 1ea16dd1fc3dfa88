import type { HomeFeature, Offering } from '@tandem/shared';

export interface OfferingProgram {
  id: number;
  name: string;
  assignAll: boolean;
  maxNumberOfAllowedGroups: number;
}

/**
 * What the sign-up wizard reads. Invitations and sub-domain sign-ups are free: no plan id, no
 * price (the payment step is skipped). `areas` are the program's areas of focus, which the
 * wizard asks the client to pick from when the program does not assign all of them.
 */
export function presentOffering(input: {
  program: OfferingProgram | null | undefined;
  areas: { id: number; name: string }[];
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
    areas: program ? input.areas : [],
    price: null,
    price_in_dollars: null,
    stripe_key: null,
    home: input.home,
    first_name: input.prefill?.firstName ?? '',
    last_name: input.prefill?.lastName ?? '',
    email: input.prefill?.email ?? '',
  };
}
