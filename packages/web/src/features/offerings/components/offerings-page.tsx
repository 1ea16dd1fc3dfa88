import { useState } from 'react';
import { Anchor, Badge, Button, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatPrice, OFFERING_MESSAGES, type OwnerOffering } from '@tandem/shared';
import { PageLoader } from '../../../components/page-loader';
import { failureMessage } from '../../../lib/api-errors';
import { useOfferings } from '../api/get-offerings';
import { OfferingForm } from './offering-form';

/**
 * /automated-registration: the company's subscription plans as cards (price a month, the coach,
 * an Active or Inactive badge), each active plan with its sign-up link and a button copying it;
 * Create and Edit open the plan form.
 */
export function OfferingsPage({ title }: { title: string }) {
  const offerings = useOfferings();
  // undefined: the form is closed; null: a new plan.
  const [editing, setEditing] = useState<OwnerOffering | null | undefined>(undefined);

  return (
    <Stack maw={900}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
          Create
        </Button>
      </Group>
      <Text c="dimmed">
        Each plan has a sign-up link: clients who sign up through it get the plan&apos;s coach, program,
        features and courses, and pay its price every month.
      </Text>
      {offerings.isPending ? (
        <PageLoader />
      ) : offerings.isError ? (
        <Text c="red" role="alert">
          {failureMessage(offerings.error)}
        </Text>
      ) : offerings.data.length === 0 ? (
        <Text>{OFFERING_MESSAGES.noOfferings}</Text>
      ) : (
        <Stack component="ul" gap="sm" aria-label="Subscription plans" style={listReset}>
          {offerings.data.map((offering) => (
            <OfferingCard key={offering.id} offering={offering} onEdit={() => setEditing(offering)} />
          ))}
        </Stack>
      )}
      {editing !== undefined && (
        <OfferingForm
          key={editing?.id ?? 'new'}
          offering={editing ?? undefined}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Stack>
  );
}

const listReset = { listStyle: 'none', padding: 0, margin: 0 } as const;

function OfferingCard({ offering, onEdit }: { offering: OwnerOffering; onEdit: () => void }) {
  const price = offering.price > 0 ? `${formatPrice(offering.price)} a month` : 'Free';
  return (
    <Paper component="li" withBorder p="md" radius="md" aria-label={offering.title}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>{offering.title}</Text>
          <Badge color={offering.active ? 'green' : 'gray'}>{offering.active ? 'Active' : 'Inactive'}</Badge>
        </Group>
        <Text size="sm">{price}</Text>
        {offering.coach_name && (
          <Text size="sm" c="dimmed">
            Coach: {offering.coach_name}
          </Text>
        )}
        {offering.link && (
          <Anchor href={offering.link} size="sm" style={{ wordBreak: 'break-all' }}>
            {offering.link}
          </Anchor>
        )}
        <Group gap="xs">
          {offering.link && (
            <CopyButton value={offering.link}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  size="xs"
                  onClick={copy}
                  aria-label={`Copy link of ${offering.title}`}
                >
                  {copied ? OFFERING_MESSAGES.linkCopied : 'Copy link'}
                </Button>
              )}
            </CopyButton>
          )}
          <Button variant="default" size="xs" onClick={onEdit} aria-label={`Edit ${offering.title}`}>
            Edit
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
