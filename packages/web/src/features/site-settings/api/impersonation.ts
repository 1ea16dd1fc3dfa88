import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ImpersonationCandidate, ImpersonationEvent, Paginated, TokenResponse } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { readSession, writeSession } from '../../../lib/session';
import { reloadPage } from '../../../lib/reload-page';

/** How many users the picker shows for a search. */
export const PICKER_LIMIT = 20;

/** GET owners/users/ {all:true, search} — whom the caller may impersonate, by e-mail. */
export const useImpersonationCandidates = (search: string) =>
  useQuery({
    queryKey: ['owners', 'users', search],
    queryFn: () =>
      apiRequest<Paginated<ImpersonationCandidate>>(
        `owners/users/?all=true&limit=${PICKER_LIMIT}&search=${encodeURIComponent(search)}`,
      ),
    placeholderData: keepPreviousData,
  });

/** GET owners/impersonation-events/ — the newest starts and stops. */
export const useImpersonationEvents = () =>
  useQuery({
    queryKey: ['owners', 'impersonation-events'],
    queryFn: () => apiRequest<Paginated<ImpersonationEvent>>('owners/impersonation-events/?limit=50'),
  });

/**
 * POST user/impersonate/ {email}: keeps the caller's own session as the impersonator, with the page
 * they are on, `returnTo` (the banner's "Stop impersonating" puts both back), stores the new one and reloads
 * on the home page (spec: the page reloads afterwards), where the guards send the user to their
 * own home.
 */
export async function impersonate(email: string, returnTo: string): Promise<void> {
  const own = readSession();
  const { token, id } = await apiRequest<TokenResponse>('user/impersonate/', {
    method: 'POST',
    body: { email },
  });
  writeSession({ token, id, ...(own && { impersonator: { token: own.token, id: own.id, returnTo } }) });
  window.history.replaceState(null, '', '/');
  reloadPage();
}
