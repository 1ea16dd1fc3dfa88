import { useEffect, useSyncExternalStore } from 'react';
import type { BrandedCompany } from '@tandem/shared';

/*
 * The brand a page of one company asks the shell to wear (an invitation, a plan's sign-up): the
 * company the visitor is joining, whatever address the link opened on, so a company's invitee
 * never signs up under another company's brand (issue 45). The shell's rule (useBranding): the
 * signed-in person's company, else this, else the address's sub-domain.
 */

let pageBrand: BrandedCompany | null = null;
const listeners = new Set<() => void>();

function setPageBrand(company: BrandedCompany | null) {
  if (pageBrand === company) return;
  pageBrand = company;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The company a page asked the shell to wear; null when none did. */
export const usePageBrand = () =>
  useSyncExternalStore(
    subscribe,
    () => pageBrand,
    () => pageBrand,
  );

/** Wears `company`'s brand while the calling page is shown (nothing while it is not known). */
export function useWearCompanyBrand(company: BrandedCompany | null | undefined) {
  useEffect(() => {
    if (!company) return;
    setPageBrand(company);
    return () => setPageBrand(null);
  }, [company]);
}
