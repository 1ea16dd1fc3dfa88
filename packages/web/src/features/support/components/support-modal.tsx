import { useState } from 'react';
import { Alert, Button, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { APP_VERSION, MESSAGES, supportReportSchema } from '@tandem/shared';
import { DeferredModal } from '../../../components/deferred-modal';
import { ApiError } from '../../../lib/api-client';
import { fieldErrors, generalError } from '../../../lib/api-errors';
import { zodValidate } from '../../../lib/zod-form';
import { useCreateSupportReport } from '../api/create-support-report';

interface SupportValues {
  message: string;
  name: string;
  email: string;
}

const validateReport = zodValidate<Partial<SupportValues>>(supportReportSchema);

/** The message is always required; name and e-mail only from visitors (the server knows a user's). */
function validate(values: SupportValues, loggedIn: boolean): Record<string, string> {
  const errors = validateReport(loggedIn ? { message: values.message } : values);
  const required: (keyof SupportValues)[] = loggedIn ? ['message'] : ['message', 'name', 'email'];
  for (const field of required) if (!values[field].trim()) errors[field] = MESSAGES.required;
  return errors;
}

interface SupportModalProps {
  opened: boolean;
  onClose: () => void;
  loggedIn: boolean;
}

/** 'Having a problem?': sends a report to staff with the app version and the page's address. */
export function SupportModal({ opened, onClose, loggedIn }: SupportModalProps) {
  const form = useForm<SupportValues>({
    initialValues: { message: '', name: '', email: '' },
    validate: (values) => validate(values, loggedIn),
  });
  const report = useCreateSupportReport();
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    form.reset();
    setError(null);
    onClose();
  };

  const submit = form.onSubmit((values) => {
    setError(null);
    const sender = loggedIn ? {} : { name: values.name, email: values.email };
    report.mutate(
      { message: values.message, ...sender, version: APP_VERSION, url: window.location.href },
      {
        onSuccess: () => {
          close();
          notifications.show({ color: 'green', message: MESSAGES.supportSent });
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 400) {
            form.setErrors(fieldErrors(failure.body));
            setError(generalError(failure.body) ?? null);
          } else {
            setError(MESSAGES.serverError);
          }
        },
      },
    );
  });

  return (
    <DeferredModal opened={opened} onClose={close} title="Having a problem?">
      <form onSubmit={submit} noValidate>
        <Stack>
          {error && <Alert color="red">{error}</Alert>}
          {!loggedIn && (
            <>
              <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
              <TextInput label="Email" type="email" withAsterisk {...form.getInputProps('email')} />
            </>
          )}
          <Textarea
            label="Message"
            placeholder="Tell us what went wrong"
            autosize
            minRows={4}
            withAsterisk
            {...form.getInputProps('message')}
          />
          <Button type="submit" loading={report.isPending}>
            Send
          </Button>
        </Stack>
      </form>
    </DeferredModal>
  );
}
