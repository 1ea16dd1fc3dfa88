import { Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  CLIENT_MESSAGES,
  customInvitationMailSchema,
  type CustomInvitationMail,
  type Invitation,
} from '@tandem/shared';
import { DeferredModal } from '../../../components/deferred-modal';
import { zodValidate } from '../../../lib/zod-form';
import { useSendCustomMail } from '../api/send-custom-mail';
import { actionErrorMessage } from '../utils/action-error-message';

/** A mail of the coach's own words to one invitee; the server adds the sign-up link at the end. */
export function CustomMailModal({
  invitation,
  onClose,
}: {
  invitation: Invitation | null;
  onClose: () => void;
}) {
  return (
    <DeferredModal opened={invitation !== null} onClose={onClose} title="Send a custom email">
      {invitation && <CustomMailForm invitation={invitation} onSent={onClose} />}
    </DeferredModal>
  );
}

function CustomMailForm({ invitation, onSent }: { invitation: Invitation; onSent: () => void }) {
  const send = useSendCustomMail();
  const form = useForm<CustomInvitationMail>({
    initialValues: { subject: '', message: '' },
    validate: zodValidate(customInvitationMailSchema),
  });

  const submit = form.onSubmit((mail) =>
    send.mutate(
      { token: invitation.token, mail },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: CLIENT_MESSAGES.emailSent });
          onSent();
        },
        onError: (error) => notifications.show({ color: 'red', message: actionErrorMessage(error) }),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">
          To {invitation.first_name} {invitation.last_name} ({invitation.email}). The sign-up link is added at
          the end of your message.
        </Text>
        <TextInput label="Subject" {...form.getInputProps('subject')} />
        <Textarea label="Message" autosize minRows={5} {...form.getInputProps('message')} />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
