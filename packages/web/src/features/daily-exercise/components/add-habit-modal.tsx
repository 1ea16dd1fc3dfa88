import { useState } from 'react';
import { Alert, Button, Chip, Group, Input, Stack, Stepper, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { CLIENT_MESSAGES, WEEKDAY_SHORT_NAMES } from '@tandem/shared';
import { DeferredModal } from '../../../components/deferred-modal';
import { ColorSwatches, SWATCH_COLORS } from '../../../components/color-swatches';
import { TimeOfDayInput } from '../../../components/time-of-day-input';
import { ApiError } from '../../../lib/api-client';
import { failureMessage, fieldErrors } from '../../../lib/api-errors';
import { useCreateHabit } from '../api/create-habit';
import {
  EMPTY_HABIT,
  HABIT_PAGES,
  PAGE_LABELS,
  habitPageErrors,
  habitPayload,
  pageOfField,
  type HabitFormValues,
} from '../utils/habit-form';

interface AddHabitModalProps {
  opened: boolean;
  onClose: () => void;
}

/** The add-habit modal; each opening starts a fresh form. */
export function AddHabitModal({ opened, onClose }: AddHabitModalProps) {
  return (
    <DeferredModal opened={opened} onClose={onClose} title="Add Habit" size="lg">
      {opened && <AddHabitForm onDone={onClose} />}
    </DeferredModal>
  );
}

/**
 * Two pages (spec): the habit's name (required), description, why and visualization; then its
 * colour (required), days of the week (at least one) and time (12-hour, 5-minute steps, 10:00 to
 * start). Next checks the page with the shared schema; Save posts it and refreshes today's list.
 */
function AddHabitForm({ onDone }: { onDone: () => void }) {
  const [active, setActive] = useState(0);
  const page = HABIT_PAGES[active] ?? 'details';
  const isLast = active === HABIT_PAGES.length - 1;
  const form = useForm<HabitFormValues>({ initialValues: EMPTY_HABIT });
  const [saveError, setSaveError] = useState<string | null>(null);
  const create = useCreateHabit();

  const save = () => {
    setSaveError(null);
    create.mutate(habitPayload(form.values), {
      onSuccess: () => {
        notifications.show({ color: 'green', message: CLIENT_MESSAGES.saved });
        onDone();
      },
      onError: (error) => {
        const errors = error instanceof ApiError && error.status === 400 ? fieldErrors(error.body) : {};
        const [firstField] = Object.keys(errors).filter((field) => field !== 'non_field_errors');
        form.setErrors(errors);
        // A field error on the details page takes the client back to it.
        if (firstField) setActive(HABIT_PAGES.indexOf(pageOfField(firstField)));
        else setSaveError(failureMessage(error, { orField: true }));
      },
    });
  };

  const next = () => {
    const errors = habitPageErrors(page, form.values);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    if (isLast) save();
    else setActive(active + 1);
  };

  const back = () => {
    form.clearErrors();
    setSaveError(null);
    setActive(Math.max(0, active - 1));
  };

  const errorOf = (field: keyof HabitFormValues) => {
    const error = form.errors[field];
    return typeof error === 'string' ? error : undefined;
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        next();
      }}
    >
      <Stack>
        <nav aria-label="Habit steps">
          <Stepper active={active} size="sm" allowNextStepsSelect={false}>
            {HABIT_PAGES.map((id) => (
              <Stepper.Step key={id} label={PAGE_LABELS[id]} />
            ))}
          </Stepper>
        </nav>
        {page === 'details' && (
          <>
            <TextInput label="Name" required maxLength={200} data-autofocus {...form.getInputProps('name')} />
            <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
            <Textarea
              label="Why"
              description="Why does this habit matter to you?"
              autosize
              minRows={2}
              {...form.getInputProps('why')}
            />
            <Textarea
              label="Visualization"
              description="Picture yourself doing it: what does it look like?"
              autosize
              minRows={2}
              {...form.getInputProps('visualization')}
            />
          </>
        )}
        {page === 'schedule' && (
          <>
            <ColorSwatches
              choices={SWATCH_COLORS}
              value={form.values.color}
              error={errorOf('color')}
              onChange={(color) => {
                form.setFieldValue('color', color);
                form.clearFieldError('color');
              }}
            />
            <Input.Wrapper label="Days" labelElement="div" error={errorOf('days_of_week')}>
              <Chip.Group
                multiple
                value={form.values.days_of_week}
                onChange={(days) => {
                  form.setFieldValue('days_of_week', days);
                  form.clearFieldError('days_of_week');
                }}
              >
                <Group gap="xs" mt="xs" role="group" aria-label="Days">
                  {WEEKDAY_SHORT_NAMES.map((day, index) => (
                    <Chip key={day} value={String(index)} size="sm">
                      {day}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </Input.Wrapper>
            <TimeOfDayInput label="Time" {...form.getInputProps('time')} />
          </>
        )}
        {saveError && (
          <Alert color="red" role="alert">
            {saveError}
          </Alert>
        )}
        <Group justify="space-between">
          {active > 0 ? (
            <Button variant="default" onClick={back} disabled={create.isPending}>
              Back
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={create.isPending}>
            {isLast ? 'Save' : 'Next'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
