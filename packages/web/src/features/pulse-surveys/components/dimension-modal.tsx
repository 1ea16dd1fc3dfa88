import { Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PULSE_MESSAGES, type PulseDimension } from '@tandem/shared';
import { DeferredModal } from '../../../components/deferred-modal';
import { SWATCH_COLORS } from '../../../components/color-swatches';
import { NameAndColorFields } from '../../../components/name-and-color-fields';
import { useSavePulseDimension } from '../api/save-pulse-dimension';
import {
  DIMENSION_FORM_FIELDS,
  dimensionFormValues,
  dimensionRequestBody,
  validateDimensionForm,
  type DimensionFormValues,
} from '../utils/content-forms';
import { formFieldErrors, showFailure, showSuccess } from '../utils/messages';
import { failureMessage } from '../../../lib/api-errors';

interface DimensionModalProps {
  surveyId: number;
  /** The graph being edited, or null to add one. */
  dimension: PulseDimension | null;
  opened: boolean;
  onClose: () => void;
}

/** Adds a graph to the survey, or renames, recolours or hides one. */
export function DimensionModal({ surveyId, dimension, opened, onClose }: DimensionModalProps) {
  return (
    <DeferredModal opened={opened} onClose={onClose} title={dimension ? 'Edit Graph' : 'New Graph'}>
      {opened && (
        <DimensionForm
          key={dimension?.id ?? 'new'}
          surveyId={surveyId}
          dimension={dimension}
          onDone={onClose}
        />
      )}
    </DeferredModal>
  );
}

function DimensionForm({
  surveyId,
  dimension,
  onDone,
}: {
  surveyId: number;
  dimension: PulseDimension | null;
  onDone: () => void;
}) {
  const save = useSavePulseDimension(surveyId, dimension?.id ?? null);
  const form = useForm<DimensionFormValues>({
    initialValues: dimensionFormValues(dimension),
    validate: validateDimensionForm,
  });

  const submit = form.onSubmit((values) =>
    save.mutate(dimensionRequestBody(values), {
      onSuccess: () => {
        showSuccess(PULSE_MESSAGES.saved);
        onDone();
      },
      onError: (error) => {
        const errors = formFieldErrors(error, DIMENSION_FORM_FIELDS);
        if (Object.keys(errors).length > 0) form.setErrors(errors);
        else showFailure(failureMessage(error));
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <NameAndColorFields
        name={form.getInputProps('name')}
        color={form.getInputProps('graph_color')}
        colorValue={form.values.graph_color}
        onColorChange={(color) => form.setFieldValue('graph_color', color)}
        swatches={SWATCH_COLORS}
        colorPlaceholder="#228be6"
        onCancel={onDone}
        saving={save.isPending}
      >
        <Switch
          label="Show as a graph"
          description="Off: its statements still count toward struggling notices"
          {...form.getInputProps('graph', { type: 'checkbox' })}
        />
      </NameAndColorFields>
    </form>
  );
}
