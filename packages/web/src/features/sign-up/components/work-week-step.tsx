import { Chip, Group, Input, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { TimeOfDayInput } from '../../../components/time-of-day-input';
import type { SignUpValues } from '../utils/sign-up-wizard';
import { WEEK_DAYS } from '../utils/sign-up-wizard';

/** Step 2: the days of the work week and when exercises and reflections arrive. */
export function WorkWeekStep({ form }: { form: UseFormReturnType<SignUpValues> }) {
  const { error, ...workWeek } = form.getInputProps('work_week');
  return (
    <Stack>
      <Input.Wrapper label="Which days are your work week?" error={error as string | undefined}>
        <Chip.Group multiple {...workWeek}>
          <Group gap="xs" mt="xs">
            {WEEK_DAYS.map((day, index) => (
              <Chip key={day} value={String(index)}>
                {day}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Input.Wrapper>
      <Group grow align="flex-start">
        <TimeOfDayInput label="Exercise Time" {...form.getInputProps('generate_exercises_at')} />
        <TimeOfDayInput label="Reflection Time" {...form.getInputProps('generate_pulse_at')} />
      </Group>
    </Stack>
  );
}
