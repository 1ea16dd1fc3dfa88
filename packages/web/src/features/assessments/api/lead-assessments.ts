import { useMutation, useQuery } from '@tanstack/react-query';
import {
  type AssessmentBreakDown,
  type CreateLeadAssessment,
  type LeadAssessment,
  type PublicCoachAssessment,
  type SearchableCoach,
  type TakeableAssessment,
} from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { graphqlRequest } from '../../../lib/graphql-client';
import { assessmentsQueryKeys } from './get-client-assessments';

/* The public lead funnel's calls (client side section 7). */

const leadKeys = {
  free: (id: number) => [...assessmentsQueryKeys.all, 'public', 'free', id] as const,
  running: (id: number, link: string) =>
    [...assessmentsQueryKeys.all, 'public', 'running', id, link] as const,
  result: (uuid: string) => [...assessmentsQueryKeys.all, 'public', 'result', uuid] as const,
  breakDown: (uuid: string) => [...assessmentsQueryKeys.all, 'public', 'break-down', uuid] as const,
  coaches: (search: string) => [...assessmentsQueryKeys.all, 'public', 'coaches', search] as const,
};

/** Find Assessments by id: the free assessment. */
export const useFreeAssessment = (id: number) =>
  useQuery({
    queryKey: leadKeys.free(id),
    queryFn: () => apiRequest<TakeableAssessment>(`assessments/${id}/`, { auth: false }),
    retry: false,
  });

/** A coach's running assessment by its public link. */
export const usePublicRunningAssessment = (id: number, link: string) =>
  useQuery({
    queryKey: leadKeys.running(id, link),
    queryFn: () =>
      apiRequest<PublicCoachAssessment>(`coach-assessments/${id}/${encodeURIComponent(link)}/`, {
        auth: false,
      }),
    retry: false,
  });

/** Create LeadAssessments: the response carries the result's uuid. */
export const useSaveLeadAssessment = () =>
  useMutation({
    mutationFn: (input: CreateLeadAssessment) =>
      apiRequest<{ uuid: string }>('lead-assessments/', { method: 'POST', body: input }),
  });

/** GET lead-assessments/{uuid}/ */
export const useLeadAssessment = (uuid: string) =>
  useQuery({
    queryKey: leadKeys.result(uuid),
    queryFn: () => apiRequest<LeadAssessment>(`lead-assessments/${encodeURIComponent(uuid)}/`),
    retry: false,
  });

/** GET lead-assessments/{uuid}/break_down/ */
export const useLeadBreakDown = (uuid: string) =>
  useQuery({
    queryKey: leadKeys.breakDown(uuid),
    queryFn: () =>
      apiRequest<AssessmentBreakDown>(`lead-assessments/${encodeURIComponent(uuid)}/break_down/`),
    retry: false,
  });

/** GraphQL isTokenValid(token): whether a code opens the assessment. */
export const checkToken = (token: string) =>
  graphqlRequest<{ isTokenValid: boolean }>(
    'query IsTokenValid($token: String!) { isTokenValid(token: $token) }',
    {
      token,
    },
  ).then((data) => data.isTokenValid);

/** GraphQL searchableCoaches(search) — two characters at least. */
export const useSearchableCoaches = (search: string) =>
  useQuery({
    queryKey: leadKeys.coaches(search),
    queryFn: () =>
      graphqlRequest<{ searchableCoaches: SearchableCoach[] }>(
        'query SearchableCoaches($search: String!) { searchableCoaches(search: $search) { firstName lastName image email } }',
        { search },
      ).then((data) => data.searchableCoaches),
    enabled: search.length >= 2,
  });

/** GraphQL grantAssessmentAccessMutation {email, leadAssessment}: the grant's id. */
export const useShareWithCoach = () =>
  useMutation({
    mutationFn: (input: { email: string; leadAssessment: string }) =>
      graphqlRequest<{ grantAssessmentAccessMutation: { grantedAccess: { id: string } } }>(
        `mutation GrantAssessmentAccess($email: String!, $leadAssessment: String!) {
          grantAssessmentAccessMutation(email: $email, leadAssessment: $leadAssessment) { grantedAccess { id } }
        }`,
        input,
      ).then((data) => data.grantAssessmentAccessMutation.grantedAccess.id),
  });
