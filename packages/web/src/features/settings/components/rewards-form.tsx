import { Button, Checkbox, Group, Radio, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { User } from '@tandem/shared';
import { useUpdateUser } from '../../users';
import { showSaveFailure, showSaved } from '../utils/notices';
import { REWARD_CHOICES } from '../utils/settings-values';

type RewardValues = Pick<User, 'reward' | 'raffle_opt_in'>;

/** The reward that follows a completed exercise, and the raffle opt-in. */
export function RewardsForm({ user }: { user: User }) {
  const update = useUpdateUser(user.id);
  const form = useForm<RewardValues>({
    initialValues: { reward: user.reward, raffle_opt_in: user.raffle_opt_in },
  });

  const submit = form.onSubmit((values) =>
    update.mutate(values, {
      onSuccess: showSaved,
      onError: (error) => showSaveFailure(error, form.setErrors),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
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
        <Group>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
