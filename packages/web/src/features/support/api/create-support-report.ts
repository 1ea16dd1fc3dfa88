import { useMutation } from '@tanstack/react-query';
import type { SupportReport } from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';

export function createSupportReport(report: SupportReport): Promise<unknown> {
  return apiRequest('support/', { method: 'POST', body: report });
}

export function useCreateSupportReport() {
  return useMutation({ mutationFn: createSupportReport });
}
