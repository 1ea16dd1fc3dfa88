import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CampaignCreateInput,
  CampaignImageField,
  CampaignPatchInput,
  OwnerCampaign,
} from '@tandem/shared';
import { apiRequest } from '../../../lib/api-client';
import { ownerCampaignsQueryKey } from './get-owner-campaigns';

/** POST owners/campaigns/ */
export const createCampaign = (input: CampaignCreateInput) =>
  apiRequest<OwnerCampaign>('owners/campaigns/', { method: 'POST', body: input });

/** PATCH owners/campaigns/{id}/ */
export const updateCampaign = (id: number, input: CampaignPatchInput) =>
  apiRequest<OwnerCampaign>(`owners/campaigns/${id}/`, { method: 'PATCH', body: input });

/** POST owners/campaigns/{id}/image/ — multipart, the file in the field it replaces. */
export function uploadCampaignImage(id: number, field: CampaignImageField, file: File) {
  const formData = new FormData();
  formData.append(field, file, file.name);
  return apiRequest<OwnerCampaign>(`owners/campaigns/${id}/image/`, { method: 'POST', formData });
}

const invalidate = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ownerCampaignsQueryKey });

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCampaign, onSuccess: () => invalidate(queryClient) });
}

export function useUpdateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: CampaignPatchInput }) => updateCampaign(id, input),
    onSuccess: () => invalidate(queryClient),
  });
}

export function useUploadCampaignImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, field, file }: { id: number; field: CampaignImageField; file: File }) =>
      uploadCampaignImage(id, field, file),
    onSuccess: () => invalidate(queryClient),
  });
}
