import { useState } from 'react';
import { useParams } from 'react-router';
import { Alert, Avatar, Button, Group, Image, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { COACH_SEARCH_DEBOUNCE_MS, type LeadAssessment, type SearchableCoach } from '@tandem/shared';
import { PageLoader } from '../../../../components/page-loader';
import { ApiError } from '../../../../lib/api-client';
import { failureMessage } from '../../../../lib/api-errors';
import {
  useLeadAssessment,
  useLeadBreakDown,
  useSearchableCoaches,
  useShareWithCoach,
} from '../../api/lead-assessments';
import { BreakDown } from '../break-down';

/**
 * /assessments/results/{uuid}: the visitor's results, the coach's call to action, the free
 * assessment's consultation referral, and (only when show_search) the coach search to share the
 * results with a coach.
 */
export function LeadResultsPage() {
  const { id = '' } = useParams();
  const lead = useLeadAssessment(id);
  const breakDown = useLeadBreakDown(id);
  if (lead.isPending || breakDown.isPending) return <PageLoader />;
  if (lead.isError || breakDown.isError) {
    const error = lead.error ?? breakDown.error;
    return (
      <Alert color="red" role="alert" maw={640}>
        {error instanceof ApiError && error.status === 404
          ? 'These results could not be found.'
          : failureMessage(error)}
      </Alert>
    );
  }
  return (
    <Stack maw={900} mx="auto">
      <Title order={1} size="h2">
        Your {lead.data.assessment.name} results
      </Title>
      {lead.data.full_name && <Text>{lead.data.full_name}</Text>}
      <CallToAction lead={lead.data} />
      <BreakDown breakDown={breakDown.data} />
      {lead.data.refer_consultation && (
        <Paper withBorder p="lg" radius="md">
          <Title order={3}>Talk your results through</Title>
          <Text mt="xs">
            A coach can help you turn these results into a plan. Find your coach below and share your results,
            or ask one of ours for a free consultation.
          </Text>
        </Paper>
      )}
      {lead.data.show_search && <CoachSearch uuid={lead.data.uuid} />}
    </Stack>
  );
}

function CallToAction({ lead }: { lead: LeadAssessment }) {
  if (!lead.cta_enabled || !lead.cta_link) return null;
  return (
    <Paper withBorder p="lg" radius="md" bg="var(--mantine-color-blue-light)">
      <Group wrap="nowrap" align="flex-start">
        {lead.cta_img && <Image src={lead.cta_img} alt="" w={96} h={96} radius="md" />}
        <Stack gap="xs">
          {lead.cta_title && <Title order={3}>{lead.cta_title}</Title>}
          {lead.cta_subtitle && <Text>{lead.cta_subtitle}</Text>}
          <Button
            component="a"
            href={lead.cta_link}
            target="_blank"
            rel="noopener noreferrer"
            w="fit-content"
          >
            {lead.cta_link_text || 'Learn more'}
          </Button>
        </Stack>
      </Group>
    </Paper>
  );
}

function CoachSearch({ uuid }: { uuid: string }) {
  const [input, setInput] = useState('');
  const [search] = useDebouncedValue(input.trim(), COACH_SEARCH_DEBOUNCE_MS);
  const coaches = useSearchableCoaches(search);
  const share = useShareWithCoach();
  const [sharedWith, setSharedWith] = useState<SearchableCoach | null>(null);

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="share-heading">
      <Stack>
        <Title order={3} id="share-heading">
          Share your results with your coach
        </Title>
        <TextInput
          label="Search for your coach"
          description="Type their name or e-mail address"
          value={input}
          onChange={(event) => setInput(event.currentTarget.value)}
        />
        {sharedWith && (
          <Alert color="green" role="status">
            Your results were shared with {sharedWith.firstName} {sharedWith.lastName}.
          </Alert>
        )}
        {share.isError && (
          <Alert color="red" role="alert">
            {failureMessage(share.error, { orField: true })}
          </Alert>
        )}
        {search.length >= 2 && coaches.data?.length === 0 && <Text size="sm">No coaches found.</Text>}
        <Stack
          component="ul"
          gap="xs"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label="Coaches"
        >
          {coaches.data?.map((coach) => (
            <Group component="li" key={coach.email} justify="space-between" wrap="wrap">
              <Group gap="sm">
                <Avatar src={coach.image} alt="" radius="xl" />
                <Stack gap={0}>
                  <Text fw={600}>
                    {coach.firstName} {coach.lastName}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {coach.email}
                  </Text>
                </Stack>
              </Group>
              <Button
                variant="light"
                loading={share.isPending && share.variables?.email === coach.email}
                onClick={() =>
                  share.mutate(
                    { email: coach.email, leadAssessment: uuid },
                    { onSuccess: () => setSharedWith(coach) },
                  )
                }
                aria-label={`Share with ${coach.firstName} ${coach.lastName}`}
              >
                Share
              </Button>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
