import { Checkbox, Radio, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { REWARD_CHOICES, type SignUpValues } from '../utils/sign-up-wizard';

/** Step 3: which reward follows a completed exercise, and the raffle. */
export function RewardsStep({ form }: { form: UseFormReturnType<SignUpValues> }) {
  return (
    <Stack>
      <Radio.Group label="How would you like to be rewarded?" {...form.getInputProps('reward')}>
        <Stack gap="xs" mt="xs">
          {REWARD_CHOICES.map((choice) => (
            <Radio key={choice.value} value={choice.value} label={choice.label} />
          ))}
        </Stack>
      </Radio.Group>
      <Checkbox
        label="Enter me in the raffle"
        {...form.getInputProps('raffle_opt_in', { type: 'checkbox' })}
      />
    </Stack>
  );
}
