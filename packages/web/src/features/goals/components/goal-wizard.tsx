import { useRef, useState } from 'react';
import { Alert, Button, Group, Stack, Stepper, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  CLIENT_MESSAGES,
  goalCreateSchema,
  renumberMilestones,
  swapMilestones,
  type Goal,
} from '@tandem/shared';
import { ColorSwatches } from '../../../components/color-swatches';
import { ApiError } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/api-errors';
import { MilestoneSaveError, useCreateGoal } from '../api/create-goal';
import { useCreateMilestone } from '../api/create-milestone';
import { useDeleteMilestone } from '../api/delete-milestone';
import { useUpdateGoal } from '../api/update-goal';
import { useUpdateMilestone } from '../api/update-milestone';
import { colorChoices } from '../utils/goal-colors';
import { goalErrorMessage } from '../utils/goal-error-message';
import {
  STEP_LABELS,
  WIZARD_STEPS,
  draftOf,
  stepErrors,
  type GoalFields,
  type MilestoneDraft,
} from '../utils/goal-wizard';
import { MilestonesStep } from './milestones-step';

const showError = (error: unknown) => notifications.show({ color: 'red', message: goalErrorMessage(error) });

/**
 * The goal wizard (spec): NEW_GOAL (goal, why), then MILESTONES, then COLOR, with Back after the
 * first step. A new goal is saved at the end: the goal, then each milestone in order. For an
 * existing goal (`goal` given) milestone changes go to the server at once — added, moved (order
 * swaps) or removed — and the end saves the goal's own fields.
 */
export function GoalWizard({ goal, onDone }: { goal: Goal | null; onDone: () => void }) {
  const [active, setActive] = useState(0);
  const step = WIZARD_STEPS[active] ?? 'NEW_GOAL';
  const isLast = active === WIZARD_STEPS.length - 1;
  const form = useForm<GoalFields>({
    initialValues: { goal: goal?.goal ?? '', sacrifice: goal?.sacrifice ?? '', color: goal?.color ?? '' },
  });
  const [milestones, setMilestones] = useState<MilestoneDraft[]>(() =>
    goal ? renumberMilestones(goal.milestones).map(draftOf) : [],
  );
  const [saveError, setSaveError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nextKey = useRef(0);

  const create = useCreateGoal();
  const update = useUpdateGoal();
  const createMilestone = useCreateMilestone();
  const updateMilestone = useUpdateMilestone();
  const deleteMilestone = useDeleteMilestone();

  /** Runs one milestone save of an existing goal; the list waits, a failure is shown. */
  const saveNow = async (work: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    try {
      await work();
      return true;
    } catch (error) {
      showError(error);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const addMilestone = async (text: string): Promise<boolean> => {
    if (!goal) {
      const key = `new-${nextKey.current++}`;
      setMilestones((list) => [...list, { key, id: null, text, order: list.length, completed: false }]);
      return true;
    }
    return saveNow(async () => {
      const created = await createMilestone.mutateAsync({ goal: goal.id, text });
      setMilestones((list) => renumberMilestones([...list, draftOf(created)]));
    });
  };

  const moveMilestone = (index: number, direction: -1 | 1) => {
    const moved = swapMilestones(milestones, index, direction);
    const id = milestones[index]?.id;
    const target = milestones[index + direction];
    if (!goal || id == null || !target) return setMilestones(moved);
    // The server moves it to the neighbour's place and shifts the neighbour: the same swap.
    void saveNow(async () => {
      await updateMilestone.mutateAsync({ id, patch: { order: target.order } });
      setMilestones(moved);
    });
  };

  const removeMilestone = (index: number) => {
    const removed = milestones[index];
    if (!removed) return;
    const rest = (list: MilestoneDraft[]) => renumberMilestones(list.filter((m) => m.key !== removed.key));
    const id = removed.id;
    if (!goal || id === null) return setMilestones(rest);
    void saveNow(async () => {
      await deleteMilestone.mutateAsync(id);
      setMilestones(rest);
    });
  };

  const save = async () => {
    setSaveError(null);
    const fields = goalCreateSchema.parse(form.values);
    try {
      if (goal) {
        await update.mutateAsync({
          id: goal.id,
          patch: { goal: fields.goal, sacrifice: fields.sacrifice, color: fields.color },
        });
      } else {
        await create.mutateAsync({ goal: fields, milestones: milestones.map((m) => m.text) });
      }
      notifications.show({ color: 'green', message: CLIENT_MESSAGES.saved });
      onDone();
    } catch (error) {
      if (error instanceof MilestoneSaveError) {
        // The goal is saved with the milestones before the failed one; the rest can be added by editing it.
        showError(error.cause);
        return onDone();
      }
      if (error instanceof ApiError) form.setErrors(fieldErrors(error.body));
      setSaveError(goalErrorMessage(error));
    }
  };

  const next = () => {
    const errors = stepErrors(step, form.values);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    if (isLast) void save();
    else setActive(active + 1);
  };

  const back = () => {
    form.clearErrors();
    setSaveError(null);
    setActive(Math.max(0, active - 1));
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
        <nav aria-label="Goal steps">
          <Stepper active={active} size="sm" allowNextStepsSelect={false}>
            {WIZARD_STEPS.map((id) => (
              <Stepper.Step key={id} label={STEP_LABELS[id]} />
            ))}
          </Stepper>
        </nav>
        {step === 'NEW_GOAL' && (
          <>
            <TextInput
              label="Goal"
              description="What do you want to achieve?"
              maxLength={300}
              data-autofocus
              {...form.getInputProps('goal')}
            />
            <Textarea
              label="Why"
              description="Why does this goal matter to you?"
              autosize
              minRows={3}
              maxLength={1000}
              {...form.getInputProps('sacrifice')}
            />
          </>
        )}
        {step === 'MILESTONES' && (
          <MilestonesStep
            milestones={milestones}
            busy={busy}
            onAdd={addMilestone}
            onMove={moveMilestone}
            onRemove={removeMilestone}
          />
        )}
        {step === 'COLOR' && (
          <ColorSwatches
            choices={colorChoices(goal?.color ?? '')}
            value={form.values.color}
            size={36}
            error={typeof form.errors.color === 'string' ? form.errors.color : undefined}
            onChange={(color) => {
              form.setFieldValue('color', color);
              form.clearFieldError('color');
            }}
          />
        )}
        {saveError && (
          <Alert color="red" role="alert">
            {saveError}
          </Alert>
        )}
        <Group justify="space-between">
          {active > 0 ? (
            <Button variant="default" onClick={back} disabled={create.isPending || update.isPending}>
              Back
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={create.isPending || update.isPending} disabled={busy}>
            {isLast ? 'Save Goal' : 'Next'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
