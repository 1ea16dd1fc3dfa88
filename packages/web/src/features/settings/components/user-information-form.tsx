import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ACCOUNT_MESSAGES, userPatchSchema, type User, type UserPatch } from '@tandem/shared';
import { ApiError } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/api-errors';
import { zodValidate } from '../../../lib/zod-form';
import { useUpdateUser } from '../../users';
import { showFailure, showSaved } from '../utils/notices';

const userInformationSchema = userPatchSchema.pick({ first_name: true, last_name: true });
type UserInformation = Required<Pick<UserPatch, 'first_name' | 'last_name'>>;

/**
 * First name and last name, saved with PATCH user/{id}/; the e-mail is shown read-only. The phone
 * number is asked for under Notifications, only with text notices ticked (spec section 5).
 */
export function UserInformationForm({ user }: { user: User }) {
  const update = useUpdateUser(user.id);
  const form = useForm<UserInformation>({
    initialValues: {
      first_name: user.first_name,
      last_name: user.last_name,
    },
    validate: zodValidate(userInformationSchema),
  });

  const submit = form.onSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => showSaved(),
      onError: (error) => {
        // Spec: a 400 shows 'Error' and keeps the field errors; other statuses are ignored.
        if (!(error instanceof ApiError) || error.status !== 400) return;
        form.setErrors(fieldErrors(error.body));
        showFailure(ACCOUNT_MESSAGES.profileSaveError);
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Group grow align="flex-start">
          <TextInput label="First Name" {...form.getInputProps('first_name')} />
          <TextInput label="Last Name" {...form.getInputProps('last_name')} />
        </Group>
        <TextInput label="Email" value={user.email} readOnly />
        <Group>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
