import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CREATED_ASSESSMENTS_LIMIT,
  LIST_LIMIT,
  TAKEN_ASSESSMENTS_LIMIT,
  type Assessment,
  type AssessmentBreakDown,
  type AssignAssessment,
  type AttributeSummary,
  type CoachAssessment,
  type CreateAssessment,
  type CreateCoachAssessment,
  type Paginated,
  type TakenAssessment,
  type UpdateCoachAssessment,
} from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { assessmentsQueryKeys } from './get-client-assessments';

/* The coach's calls (coach side section 7: Assessments). */

const coachKeys = {
  library: () => [...assessmentsQueryKeys.all, 'coach', 'library'] as const,
  attributes: () => [...assessmentsQueryKeys.all, 'coach', 'attributes'] as const,
  running: () => [...assessmentsQueryKeys.all, 'coach', 'running'] as const,
  taken: (search: string) => [...assessmentsQueryKeys.all, 'coach', 'taken', search] as const,
  takenOne: (id: number) => [...assessmentsQueryKeys.all, 'coach', 'taken-one', id] as const,
  breakDown: (id: number) => [...assessmentsQueryKeys.all, 'coach', 'break-down', id] as const,
};

/** GET coaches/assessments/ {limit:500} — the library and the coach's own. */
export const useAssessmentLibrary = () =>
  useQuery(
    queryOptions({
      queryKey: coachKeys.library(),
      queryFn: () => apiRequest<Paginated<Assessment>>(`coaches/assessments/?limit=${LIST_LIMIT}`),
      select: (page) => page.results,
    }),
  );

/** GET coaches/assessment-attributes/ {limit:500} */
export const useAssessmentAttributes = () =>
  useQuery(
    queryOptions({
      queryKey: coachKeys.attributes(),
      queryFn: () =>
        apiRequest<Paginated<AttributeSummary>>(`coaches/assessment-attributes/?limit=${LIST_LIMIT}`),
      select: (page) => page.results,
    }),
  );

/** POST coaches/assessments/ — a custom assessment. */
export function useCreateAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAssessment) =>
      apiRequest<Assessment>('coaches/assessments/', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coachKeys.library() }),
  });
}

/** DELETE coaches/assessments/{id}/ — an own custom assessment (its links stop). */
export function useDeleteAssessment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>(`coaches/assessments/${id}/`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentsQueryKeys.all }),
  });
}

/** GET coaches/created-assessments/ {limit:200} — the coach's running assessments. */
export const useRunningAssessments = () =>
  useQuery(
    queryOptions({
      queryKey: coachKeys.running(),
      queryFn: () =>
        apiRequest<Paginated<CoachAssessment>>(
          `coaches/created-assessments/?limit=${CREATED_ASSESSMENTS_LIMIT}`,
        ),
      select: (page) => page.results,
    }),
  );

function useRunningMutation<Input>(request: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coachKeys.running() }),
  });
}

/** POST coaches/created-assessments/ */
export const useCreateRunningAssessment = () =>
  useRunningMutation((input: CreateCoachAssessment) =>
    apiRequest<CoachAssessment>('coaches/created-assessments/', { method: 'POST', body: input }),
  );

/** PATCH coaches/created-assessments/{id}/ */
export const useUpdateRunningAssessment = () =>
  useRunningMutation(({ id, ...changes }: UpdateCoachAssessment & { id: number }) =>
    apiRequest<CoachAssessment>(`coaches/created-assessments/${id}/`, { method: 'PATCH', body: changes }),
  );

/** DELETE coaches/created-assessments/{id}/ */
export const useDeleteRunningAssessment = (id: number) =>
  useRunningMutation<void>(() =>
    apiRequest<void>(`coaches/created-assessments/${id}/`, { method: 'DELETE' }),
  );

/** POST coaches/assessment-assignments/ — send to clients and cohorts. */
export const useAssignAssessment = () =>
  useMutation({
    mutationFn: (input: AssignAssessment) =>
      apiRequest<{ assigned: number; already_open: number }>('coaches/assessment-assignments/', {
        method: 'POST',
        body: input,
      }),
  });

/** GET coaches/taken-assessments/ {limit:200, search} */
export const useTakenAssessments = (search: string) =>
  useQuery({
    queryKey: coachKeys.taken(search),
    queryFn: () =>
      apiRequest<Paginated<TakenAssessment>>(
        `coaches/taken-assessments/?${new URLSearchParams({
          limit: String(TAKEN_ASSESSMENTS_LIMIT),
          ...(search ? { search } : {}),
        })}`,
      ),
    placeholderData: keepPreviousData,
  });

/** GET coaches/taken-assessments/{id}/ */
export const useTakenAssessment = (id: number) =>
  useQuery({
    queryKey: coachKeys.takenOne(id),
    queryFn: () => apiRequest<TakenAssessment>(`coaches/taken-assessments/${id}/`),
  });

/** GET coaches/taken-assessments/{id}/break_down/ */
export const useTakenBreakDown = (id: number) =>
  useQuery({
    queryKey: coachKeys.breakDown(id),
    queryFn: () => apiRequest<AssessmentBreakDown>(`coaches/taken-assessments/${id}/break_down/`),
  });
