import { Alert, Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import {
  ACCOUNT_DELETION_GRACE_DAYS,
  accountDeletionRequestSchema,
  type AccountDeletionRequest,
} from '@tandem/shared';
import { useId } from 'react';
import { DeferredModal } from '../../../components/deferred-modal';
import { ApiError } from '../../../lib/api-client';
import { failureMessage, fieldErrors } from '../../../lib/api-errors';
import { zodValidate } from '../../../lib/zod-form';
import {
  useAccountDeletion,
  useCancelAccountDeletion,
  useRequestAccountDeletion,
} from '../api/account-deletion';
import { longDate } from '../../../lib/dates';

/**
 * The end of 'Your Data': a client deletes their account (decision 014). Asking takes their
 * password; the account then lives on for ACCOUNT_DELETION_GRACE_DAYS, and until then this part
 * says when it goes and offers to keep it. The words are ours: the spec has no such section.
 */
export function AccountDeletionPart() {
  const headingId = useId();
  const deletion = useAccountDeletion();
  const cancel = useCancelAccountDeletion();
  const [opened, { open, close }] = useDisclosure(false);

  return (
    <Stack gap="sm" align="flex-start" component="div" role="group" aria-labelledby={headingId}>
      <Title order={4} id={headingId}>
        Delete my account
      </Title>
      {deletion.isError && (
        <Alert color="red" role="alert">
          {failureMessage(deletion.error)}
        </Alert>
      )}
      {deletion.isSuccess && deletion.data && (
        <>
          <Alert color="orange" title="Your account will be deleted" role="status">
            On {longDate(deletion.data.delete_after)} your account and everything in it will be deleted for
            good. Until then you can still use Tandem, download your data, or keep your account.
          </Alert>
          <Button variant="default" loading={cancel.isPending} onClick={() => cancel.mutate()}>
            Keep my account
          </Button>
          {cancel.isError && (
            <Alert color="red" role="alert">
              {failureMessage(cancel.error)}
            </Alert>
          )}
        </>
      )}
      {deletion.isSuccess && !deletion.data && (
        <>
          <Text size="sm">
            Deleting your account removes your profile, exercises, habits, journal, goals, reflections, KPIs,
            messages and uploads for good, {ACCOUNT_DELETION_GRACE_DAYS} days after you ask. Your coach is
            told. You can change your mind until then.
          </Text>
          <Button color="red" variant="outline" onClick={open}>
            Delete my account
          </Button>
        </>
      )}
      <DeferredModal opened={opened} onClose={close} title="Delete your account?">
        <ConfirmDeletionForm onDone={close} />
      </DeferredModal>
    </Stack>
  );
}

/** The password that confirms the deletion; the server's refusal shows under the field. */
function ConfirmDeletionForm({ onDone }: { onDone: () => void }) {
  const request = useRequestAccountDeletion();
  const form = useForm<AccountDeletionRequest>({
    initialValues: { password: '' },
    validate: zodValidate(accountDeletionRequestSchema),
  });
  const submit = form.onSubmit((values) =>
    request.mutate(values, {
      onSuccess: onDone,
      onError: (error) => {
        const errors = error instanceof ApiError && error.status === 400 ? fieldErrors(error.body) : {};
        if (errors.password) form.setFieldError('password', errors.password);
      },
    }),
  );
  const shownAsField = request.error instanceof ApiError && request.error.status === 400;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">
          Your account and everything in it will be deleted in {ACCOUNT_DELETION_GRACE_DAYS} days. Enter your
          password to confirm.
        </Text>
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          data-autofocus
          {...form.getInputProps('password')}
        />
        {request.isError && !shownAsField && (
          <Alert color="red" role="alert">
            {failureMessage(request.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={request.isPending}>
            Delete my account
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
