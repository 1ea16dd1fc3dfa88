import { Button, Divider, Group, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { checkedCoachAssessmentSchema, type CoachAssessment } from '@tandem/shared';
import { DeferredModal } from '../../../../components/deferred-modal';
import { ApiError } from '../../../../lib/api-client';
import { failureMessage, fieldErrors } from '../../../../lib/api-errors';
import { zodValidate } from '../../../../lib/zod-form';
import { useUpdateRunningAssessment } from '../../api/coach-assessments';

type Settings = Omit<CoachAssessment, 'id' | 'assessment' | 'link' | 'results' | 'created_at'>;

const settingsOf = (running: CoachAssessment): Settings => ({
  notify_on_completion: running.notify_on_completion,
  show_search: running.show_search,
  promo_required: running.promo_required,
  promo_code: running.promo_code,
  cta_enabled: running.cta_enabled,
  cta_link: running.cta_link,
  cta_link_text: running.cta_link_text,
  cta_title: running.cta_title,
  cta_subtitle: running.cta_subtitle,
  cta_img: running.cta_img,
});

/**
 * A running assessment's settings: the completion e-mail, the visitors' coach search, a code, and
 * the call to action (coach side 5: switched on, it needs a real link, not the placeholder it
 * starts with, with the spec's message under the link).
 */
export function RunningAssessmentEditor({
  running,
  onClose,
}: {
  running: CoachAssessment;
  onClose: () => void;
}) {
  const update = useUpdateRunningAssessment();
  const form = useForm<Settings>({
    initialValues: settingsOf(running),
    validate: zodValidate(checkedCoachAssessmentSchema),
  });

  const submit = form.onSubmit((values) =>
    update.mutate(
      { id: running.id, ...values },
      {
        onSuccess: onClose,
        onError: (error) => {
          const errors = error instanceof ApiError && error.status === 400 ? fieldErrors(error.body) : {};
          form.setErrors(Object.keys(errors).length ? errors : { cta_img: failureMessage(error) });
        },
      },
    ),
  );

  return (
    <DeferredModal opened onClose={onClose} title={`Edit ${running.assessment.name}`} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Switch
            label="E-mail me when someone completes it"
            {...form.getInputProps('notify_on_completion', { type: 'checkbox' })}
          />
          <Switch
            label="Let visitors share their results with a coach"
            {...form.getInputProps('show_search', { type: 'checkbox' })}
          />
          <Switch
            label="Require a code to start"
            {...form.getInputProps('promo_required', { type: 'checkbox' })}
          />
          {form.values.promo_required && <TextInput label="Code" {...form.getInputProps('promo_code')} />}
          <Divider />
          <Title order={4}>Call to action</Title>
          <Switch
            label="Show a call to action on the results page"
            {...form.getInputProps('cta_enabled', { type: 'checkbox' })}
          />
          <TextInput label="Title" {...form.getInputProps('cta_title')} />
          <TextInput label="Subtitle" {...form.getInputProps('cta_subtitle')} />
          <TextInput label="Button text" {...form.getInputProps('cta_link_text')} />
          <TextInput label="Link" type="url" {...form.getInputProps('cta_link')} />
          <TextInput label="Image address" type="url" {...form.getInputProps('cta_img')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </DeferredModal>
  );
}
