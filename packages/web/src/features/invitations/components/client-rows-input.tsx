import { ActionIcon, Button, Group, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconX } from '@tabler/icons-react';
import { blankClientRow, type OnboardingValues } from '../utils/onboarding-form';

/** First name, last name and e-mail of each client typed by hand, with a way to add more rows. */
export function ClientRowsInput({ form }: { form: UseFormReturnType<OnboardingValues> }) {
  const rows = form.values.clients;
  return (
    <Stack gap="xs">
      {rows.map((_row, index) => (
        <Group key={index} align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            label="First Name"
            aria-label={`First name of client ${index + 1}`}
            flex={1}
            {...form.getInputProps(`clients.${index}.first_name`)}
          />
          <TextInput
            label="Last Name"
            aria-label={`Last name of client ${index + 1}`}
            flex={1}
            {...form.getInputProps(`clients.${index}.last_name`)}
          />
          <TextInput
            label="Email"
            type="email"
            aria-label={`Email of client ${index + 1}`}
            flex={1.4}
            {...form.getInputProps(`clients.${index}.email`)}
          />
          {rows.length > 1 && (
            <ActionIcon
              variant="subtle"
              color="gray"
              mt={28}
              aria-label={`Remove client ${index + 1}`}
              onClick={() => form.removeListItem('clients', index)}
            >
              <IconX size={16} />
            </ActionIcon>
          )}
        </Group>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => form.insertListItem('clients', blankClientRow())}
        >
          Add another client
        </Button>
      </Group>
    </Stack>
  );
}
