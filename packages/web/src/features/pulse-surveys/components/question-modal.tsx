import { Autocomplete, Button, Group, Select, Stack, Switch, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PULSE_LIMITS, PULSE_MESSAGES, type PulseDimension, type PulseQuestion } from '@tandem/shared';
import { DeferredModal } from '../../../components/deferred-modal';
import { usePulseConstructs } from '../api/get-pulse-constructs';
import { useSavePulseQuestion } from '../api/save-pulse-question';
import {
  QUESTION_FORM_FIELDS,
  questionFormValues,
  questionRequestBody,
  validateQuestionForm,
  type QuestionFormValues,
} from '../utils/content-forms';
import { formFieldErrors, showFailure, showSuccess } from '../utils/messages';
import { failureMessage } from '../../../lib/api-errors';

interface QuestionModalProps {
  surveyId: number;
  /** The survey's graphs, offered as the statement's dimension. */
  dimensions: readonly PulseDimension[];
  /** The statement being edited, or null to add one. */
  question: PulseQuestion | null;
  opened: boolean;
  onClose: () => void;
}

/** Adds a statement to the survey, or changes one. */
export function QuestionModal({ surveyId, dimensions, question, opened, onClose }: QuestionModalProps) {
  return (
    <DeferredModal
      opened={opened}
      onClose={onClose}
      title={question ? 'Edit Question' : 'New Question'}
      size="lg"
    >
      {opened && (
        <QuestionForm
          key={question?.id ?? 'new'}
          surveyId={surveyId}
          dimensions={dimensions}
          question={question}
          onDone={onClose}
        />
      )}
    </DeferredModal>
  );
}

function QuestionForm({
  surveyId,
  dimensions,
  question,
  onDone,
}: {
  surveyId: number;
  dimensions: readonly PulseDimension[];
  question: PulseQuestion | null;
  onDone: () => void;
}) {
  const save = useSavePulseQuestion(surveyId, question?.id ?? null);
  const constructs = usePulseConstructs(surveyId);
  const form = useForm<QuestionFormValues>({
    initialValues: questionFormValues(question),
    validate: validateQuestionForm,
  });
  const dimensionOptions = dimensions.map((dimension) => ({
    value: String(dimension.id),
    label: dimension.name,
  }));

  const submit = form.onSubmit((values) =>
    save.mutate(questionRequestBody(values), {
      onSuccess: () => {
        showSuccess(PULSE_MESSAGES.saved);
        onDone();
      },
      onError: (error) => {
        const errors = formFieldErrors(error, QUESTION_FORM_FIELDS);
        if (Object.keys(errors).length > 0) form.setErrors(errors);
        // Spec: a failed add says the staff were notified; a failed edit says what the server said.
        else showFailure(question ? failureMessage(error) : PULSE_MESSAGES.addQuestionFailed);
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Textarea
          label="Statement"
          description="Clients rate it from 1 (Strongly Disagree) to 7 (Strongly Agree)"
          withAsterisk
          autosize
          minRows={2}
          maxLength={PULSE_LIMITS.maxQuestionLength}
          data-autofocus
          {...form.getInputProps('question')}
        />
        <Switch
          label="Always asked"
          description="Asked every day, besides the statements drawn at random"
          {...form.getInputProps('always', { type: 'checkbox' })}
        />
        <Autocomplete
          label="Construct"
          description="A label to group statements by; pick one in use or type a new one"
          data={(constructs.data ?? []).map((construct) => construct.name)}
          maxLength={PULSE_LIMITS.maxConstructLength}
          comboboxProps={{ withinPortal: false }}
          {...form.getInputProps('construct')}
        />
        <Select
          label="Dimension"
          description="The graph its answers count toward"
          placeholder="No graph"
          data={dimensionOptions}
          clearable
          comboboxProps={{ withinPortal: false }}
          {...form.getInputProps('dimension')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
