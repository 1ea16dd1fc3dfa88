import { centsToDollars, type BrandedCompany, type HomeFeature, type Offering } from '@tandem/shared';

export interface OfferingProgram {
  id: number;
  name: string;
  assignAll: boolean;
  maxNumberOfAllowedGroups: number;
}

/**
 * What the sign-up wizard reads. Invitations and sub-domain sign-ups are free: no plan id, no
 * price (the payment step is skipped). A plan brings its id and monthly price in cents (0 or
 * more; the wizard asks for a card when it is above 0) and Stripe's publishable key (null with
 * the offline test provider, whose card form needs none). `areas` are the program's areas of focus, which the
 * wizard asks the client to pick from when the program does not assign all of them. `company`
 * is the one the client joins: the pages wear its brand, whatever address they were opened on.
 */
export function presentOffering(input: {
  program: OfferingProgram | null | undefined;
  areas: { id: number; name: string }[];
  home: HomeFeature;
  prefill?: { firstName: string; lastName: string; email: string };
  plan?: { id: number; title: string; price: number; stripeKey: string | null };
  company: BrandedCompany | null;
}): Offering {
  const { program } = input;
  return {
    id: input.plan?.id ?? null,
    title: input.plan?.title ?? null,
    program: program
      ? {
          id: program.id,
          name: program.name,
          assign_all: program.assignAll,
          max_number_of_allowed_groups: program.maxNumberOfAllowedGroups,
        }
      : null,
    areas: program ? input.areas : [],
    price: input.plan?.price ?? null,
    price_in_dollars: input.plan ? centsToDollars(input.plan.price) : null,
    stripe_key: input.plan?.stripeKey ?? null,
    home: input.home,
    first_name: input.prefill?.firstName ?? '',
    last_name: input.prefill?.lastName ?? '',
    email: input.prefill?.email ?? '',
    company: input.company,
  };
}
