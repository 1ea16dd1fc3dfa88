import {
  Button,
  Checkbox,
  Chip,
  Divider,
  Group,
  Input,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { HABIT_LIMITS, type AreaOfFocus, type HabitProgram, type TemplateExercise } from '@tandem/shared';
import { DeferredModal } from '../../../components/deferred-modal';
import { useLessonChoices } from '../api/get-lesson-choices';
import { useSaveTemplateExercise } from '../api/save-template-exercise';
import {
  EXERCISE_FORM_FIELDS,
  WEEK_DAY_LABELS,
  exerciseFormValues,
  exerciseRequestBody,
  lessonSelectData,
  validateExerciseForm,
  type ExerciseFormValues,
} from '../utils/exercise-form';
import { showSaveFailure, showSaved } from '../utils/messages';
import { ExerciseResources } from './exercise-resources';

interface ExerciseModalProps {
  program: HabitProgram;
  areas: readonly AreaOfFocus[];
  /** The exercise being edited (or viewed), or null to add one. */
  exercise: TemplateExercise | null;
  /** The area a new exercise starts in. */
  defaultAreaId: number | null;
  opened: boolean;
  /** A new exercise was saved: the modal stays open on it, so resources can be added at once. */
  onCreated: (exercise: TemplateExercise) => void;
  onClose: () => void;
}

/** Adds or edits an exercise of the library; once it exists, its resources too. */
export function ExerciseModal({
  program,
  areas,
  exercise,
  defaultAreaId,
  opened,
  onCreated,
  onClose,
}: ExerciseModalProps) {
  const readOnly = !program.editable || (exercise !== null && !exercise.editable);
  const title = exercise === null ? 'New Exercise' : readOnly ? 'Exercise' : 'Edit Exercise';
  return (
    <DeferredModal opened={opened} onClose={onClose} title={title} size="lg">
      {opened && (
        <Stack>
          <ExerciseForm
            key={exercise?.id ?? 'new'}
            program={program}
            areas={areas}
            exercise={exercise}
            defaultAreaId={defaultAreaId}
            readOnly={readOnly}
            onCreated={onCreated}
            onClose={onClose}
          />
          {exercise !== null && (
            <>
              <Divider />
              <ExerciseResources programId={program.id} exerciseId={exercise.id} readOnly={readOnly} />
            </>
          )}
        </Stack>
      )}
    </DeferredModal>
  );
}

interface ExerciseFormProps {
  program: HabitProgram;
  areas: readonly AreaOfFocus[];
  exercise: TemplateExercise | null;
  defaultAreaId: number | null;
  readOnly: boolean;
  onCreated: (exercise: TemplateExercise) => void;
  onClose: () => void;
}

function ExerciseForm({
  program,
  areas,
  exercise,
  defaultAreaId,
  readOnly,
  onCreated,
  onClose,
}: ExerciseFormProps) {
  const save = useSaveTemplateExercise(program.id, exercise?.id ?? null);
  const form = useForm<ExerciseFormValues>({
    initialValues: exerciseFormValues(exercise, defaultAreaId),
    validate: validateExerciseForm,
  });
  const lessons = useLessonChoices();
  const lessonOptions = lessonSelectData(lessons.data ?? [], form.values.lesson);
  const areaOptions = areas.map((area) => ({ value: String(area.id), label: area.name }));
  if (exercise && !areaOptions.some((option) => option.value === String(exercise.area.id))) {
    areaOptions.push({ value: String(exercise.area.id), label: exercise.area.name });
  }

  const submit = form.onSubmit((values) =>
    save.mutate(exerciseRequestBody(values), {
      onSuccess: (saved) => {
        showSaved();
        if (exercise === null) onCreated(saved);
        else onClose();
      },
      onError: (error) => showSaveFailure(error, EXERCISE_FORM_FIELDS, form.setErrors),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Exercise">
      <Stack>
        <TextInput
          label="Title"
          withAsterisk
          data-autofocus
          disabled={readOnly}
          {...form.getInputProps('short_description')}
        />
        <Textarea
          label="Description"
          withAsterisk
          autosize
          minRows={2}
          disabled={readOnly}
          {...form.getInputProps('description')}
        />
        <Textarea label="How" autosize minRows={2} disabled={readOnly} {...form.getInputProps('how')} />
        <Textarea label="Why" autosize minRows={2} disabled={readOnly} {...form.getInputProps('why')} />
        <Select
          comboboxProps={{ withinPortal: false }}
          label="Area of Focus"
          withAsterisk
          placeholder="Choose an area of focus"
          data={areaOptions}
          allowDeselect={false}
          disabled={readOnly}
          {...form.getInputProps('themes')}
        />
        <Select
          comboboxProps={{ withinPortal: false }}
          label="Lesson"
          description="A lesson clients can open from this exercise"
          placeholder={lessons.isPending ? 'Loading lessons…' : 'No lesson'}
          data={lessonOptions}
          searchable
          clearable
          nothingFoundMessage="No lesson matches"
          disabled={readOnly}
          error={lessons.isError ? 'The lessons could not be loaded' : form.errors.lesson}
          {...form.getInputProps('lesson')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput
            label="Buffer"
            description="Days before it may be given again"
            withAsterisk
            min={0}
            max={HABIT_LIMITS.maxBufferDays}
            allowDecimal={false}
            allowNegative={false}
            disabled={readOnly}
            {...form.getInputProps('buffer')}
          />
          <NumberInput
            label="Available For"
            description="Days it stays on the client's list"
            withAsterisk
            min={1}
            max={HABIT_LIMITS.maxAvailableForDays}
            allowDecimal={false}
            allowNegative={false}
            disabled={readOnly}
            {...form.getInputProps('available_for')}
          />
        </SimpleGrid>
        <Input.Wrapper
          label="Only On"
          description="Leave every day off to give it on any day"
          labelElement="div"
          error={form.errors.only_on}
        >
          <Chip.Group
            multiple
            value={form.values.only_on}
            onChange={(days) => form.setFieldValue('only_on', days)}
          >
            <Group gap="xs" mt="xs" role="group" aria-label="Only On">
              {WEEK_DAY_LABELS.map((day, index) => (
                <Chip key={day} value={String(index)} size="sm" disabled={readOnly}>
                  {day}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
        <Checkbox
          label="Always"
          description="Given every day (on its days), besides the daily random exercises"
          disabled={readOnly}
          {...form.getInputProps('always', { type: 'checkbox' })}
        />
        <Switch
          label="Enabled"
          description="Disabled exercises are never given"
          disabled={readOnly}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        {readOnly ? (
          <Text size="sm" c="dimmed">
            This exercise is managed by your company and cannot be changed.
          </Text>
        ) : (
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {exercise === null ? 'Cancel' : 'Close'}
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
