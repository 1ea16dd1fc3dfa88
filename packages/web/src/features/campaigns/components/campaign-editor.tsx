import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  CAMPAIGN_IMAGE_FIELDS,
  campaignCreateSchema,
  campaignSlug,
  CLIENT_MESSAGES,
  MAX_CAMPAIGN_POINTS,
  MOBILE_BREAKPOINT_PX,
  type CampaignCreateInput,
  type CampaignImageField,
  type CampaignPatchInput,
  type OwnerCampaign,
} from '@tandem/shared';
import { DeferredModal } from '../../../components/deferred-modal';
import { ApiError } from '../../../lib/api-client';
import { failureMessage, fieldErrors } from '../../../lib/api-errors';
import { zodValidate } from '../../../lib/zod-form';
import { useCreateCampaign, useUpdateCampaign, useUploadCampaignImage } from '../api/save-campaign';
import { CampaignImageField as ImageField, NO_CHOICE, type ImageChoice } from './campaign-image-field';

export interface CampaignFormValues {
  name: string;
  slug: string;
  short_description: string;
  long_description: string;
  url: string;
  /** NumberInput's value: '' while empty. */
  max_points: number | string;
  provider_name: string;
  provider_description: string;
}

const valuesOf = (campaign: OwnerCampaign | undefined): CampaignFormValues => ({
  name: campaign?.name ?? '',
  slug: campaign?.slug ?? '',
  short_description: campaign?.short_description ?? '',
  long_description: campaign?.long_description ?? '',
  url: campaign?.url ?? '',
  max_points: campaign?.max_points ?? '',
  provider_name: campaign?.provider_name ?? '',
  provider_description: campaign?.provider_description ?? '',
});

/** What the form sends: a blank slug asks the server to make it from the name. */
export function campaignRequestBody(values: CampaignFormValues): CampaignCreateInput {
  return {
    name: values.name.trim(),
    slug: values.slug.trim(),
    short_description: values.short_description.trim(),
    long_description: values.long_description.trim(),
    url: values.url.trim(),
    max_points: Number(values.max_points),
    provider_name: values.provider_name.trim(),
    provider_description: values.provider_description.trim(),
  };
}

/** The server's own checks, on what would be sent (an empty goal is a missing one). */
const validate = (values: CampaignFormValues) =>
  zodValidate(campaignCreateSchema)({
    ...campaignRequestBody(values),
    max_points: values.max_points === '' ? undefined : Number(values.max_points),
  });

const IMAGE_LABELS: Record<CampaignImageField, string> = {
  image: 'Image',
  secondary_image: 'Secondary image',
};

/**
 * Creating or editing one of the company's campaigns, in a dialog (full screen on a phone): its
 * texts and goal, checked by the same schema as the server, and its two images. Saving sends the
 * fields, then each chosen image; a field the server refuses shows its message under the field.
 * Once created, saving again edits the same campaign (an image that failed is sent again).
 */
export function CampaignEditor({ campaign, onClose }: { campaign?: OwnerCampaign; onClose: () => void }) {
  const narrow = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const [saved, setSaved] = useState(campaign);
  const [images, setImages] = useState<Record<CampaignImageField, ImageChoice>>({
    image: NO_CHOICE,
    secondary_image: NO_CHOICE,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const create = useCreateCampaign();
  const update = useUpdateCampaign();
  const upload = useUploadCampaignImage();
  const form = useForm<CampaignFormValues>({ initialValues: valuesOf(campaign), validate });
  const setImage = (field: CampaignImageField, choice: ImageChoice) =>
    setImages((all) => ({ ...all, [field]: choice }));

  /** The fields, created or changed; null when the server refused them (messages shown). */
  const saveFields = async (values: CampaignFormValues): Promise<OwnerCampaign | null> => {
    const body = campaignRequestBody(values);
    try {
      if (!saved) return await create.mutateAsync(body);
      const input: CampaignPatchInput = { ...body };
      for (const field of CAMPAIGN_IMAGE_FIELDS) if (images[field].remove) input[field] = null;
      return await update.mutateAsync({ id: saved.id, input });
    } catch (error) {
      const errors = error instanceof ApiError && error.status === 400 ? fieldErrors(error.body) : {};
      const onFields = Object.keys(errors).filter((field) => field in values);
      if (onFields.length > 0) form.setErrors(errors);
      else setFailure(failureMessage(error, { orField: true }));
      return null;
    }
  };

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setPending(true);
    try {
      let current = await saveFields(values);
      if (!current) return;
      setSaved(current);
      let allSent = true;
      for (const field of CAMPAIGN_IMAGE_FIELDS) {
        const { file } = images[field];
        setImage(field, { ...images[field], remove: false });
        if (!file) continue;
        try {
          current = await upload.mutateAsync({ id: current.id, field, file });
          setSaved(current);
          setImage(field, NO_CHOICE);
        } catch (error) {
          allSent = false;
          setImage(field, { file, remove: false, error: failureMessage(error, { orField: true }) });
        }
      }
      if (allSent) {
        notifications.show({ color: 'green', message: CLIENT_MESSAGES.saved });
        onClose();
      }
    } finally {
      setPending(false);
    }
  });

  const title = saved ? `Edit ${saved.name}` : 'New Campaign';
  return (
    <DeferredModal opened onClose={onClose} title={title} size="lg" fullScreen={Boolean(narrow)}>
      <form onSubmit={submit} noValidate aria-label="Campaign">
        <Stack>
          <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
          <TextInput
            label="Slug"
            description="The end of the page's address. Left blank, it is made from the name."
            placeholder={campaignSlug(form.values.name)}
            {...form.getInputProps('slug')}
          />
          <Textarea
            label="Short description"
            withAsterisk
            autosize
            minRows={2}
            {...form.getInputProps('short_description')}
          />
          <Textarea
            label="Long description"
            autosize
            minRows={3}
            {...form.getInputProps('long_description')}
          />
          <TextInput
            label="Web address"
            description="The charity's own page (https://…)"
            type="url"
            {...form.getInputProps('url')}
          />
          <NumberInput
            label="Goal (points)"
            withAsterisk
            min={1}
            max={MAX_CAMPAIGN_POINTS}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            {...form.getInputProps('max_points')}
          />
          <TextInput label="Provider name" {...form.getInputProps('provider_name')} />
          <Textarea
            label="Provider description"
            autosize
            minRows={2}
            {...form.getInputProps('provider_description')}
          />
          {CAMPAIGN_IMAGE_FIELDS.map((field) => (
            <ImageField
              key={field}
              label={IMAGE_LABELS[field]}
              saved={saved?.[field] ?? null}
              choice={images[field]}
              onChange={(choice) => setImage(field, choice)}
              disabled={pending}
            />
          ))}
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </DeferredModal>
  );
}
