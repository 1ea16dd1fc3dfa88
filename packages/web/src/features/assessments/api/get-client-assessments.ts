import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIST_LIMIT, type AssessmentBreakDown, type ClientAssessment, type Paginated } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';

export const assessmentsQueryKeys = {
  all: ['assessments'] as const,
  clientList: () => [...assessmentsQueryKeys.all, 'client', 'list'] as const,
  clientBreakDown: (uuid: string) => [...assessmentsQueryKeys.all, 'client', 'break-down', uuid] as const,
};

/** GET clients/assessments/?limit=500 — the client's completed assessments, newest first. */
export function getClientAssessments(): Promise<Paginated<ClientAssessment>> {
  return apiRequest<Paginated<ClientAssessment>>(`clients/assessments/?limit=${LIST_LIMIT}`);
}

export const useClientAssessments = () =>
  useQuery(
    queryOptions({
      queryKey: assessmentsQueryKeys.clientList(),
      queryFn: getClientAssessments,
      select: (page) => page.results,
    }),
  );

/** GET clients/assessments/{uuid}/break_down/ — scores per attribute and the full report. */
export function getClientBreakDown(uuid: string): Promise<AssessmentBreakDown> {
  return apiRequest<AssessmentBreakDown>(`clients/assessments/${encodeURIComponent(uuid)}/break_down/`);
}

export const useClientBreakDown = (uuid: string) =>
  useQuery({ queryKey: assessmentsQueryKeys.clientBreakDown(uuid), queryFn: () => getClientBreakDown(uuid) });
