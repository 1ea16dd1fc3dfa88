import { useState } from 'react';
import { Anchor, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PULSE_MESSAGES, type ClientSummary, type PulseSurvey } from '@tandem/shared';
import { PageLoader } from '../../../components/page-loader';
import { assignPatch, revokePatch, useChangeSurveyAssignment } from '../api/assign-pulse-survey';
import { useActiveClients, useSurveyClients } from '../api/get-survey-clients';
import { profileChangeMessage, showFailure, showSuccess } from '../utils/messages';
import { clientName, clientsToAdd } from '../utils/survey-clients';
import { failureMessage } from '../../../lib/api-errors';

/**
 * The coach's clients who have the survey, each with Revoke, and a picker to give it to another
 * client. Assigning changes the client's profile, not the survey, so it stays open on read-only
 * (managed and default) surveys too.
 */
export function AssignedClientsSection({ survey }: { survey: PulseSurvey }) {
  const assigned = useSurveyClients(survey.id);
  const change = useChangeSurveyAssignment(survey.id);
  const changingProfile = change.isPending ? change.variables.profileId : null;

  const revoke = (client: ClientSummary) =>
    change.mutate(
      { profileId: client.client_profile.id, patch: revokePatch },
      {
        onSuccess: () => showSuccess(PULSE_MESSAGES.revoked),
        onError: (error) => showFailure(profileChangeMessage(error)),
      },
    );

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="survey-clients">
      <Stack>
        <Title order={3} size="h4" id="survey-clients">
          Assigned Clients
        </Title>
        {assigned.isPending ? (
          <PageLoader />
        ) : assigned.isError ? (
          <Text c="red">{failureMessage(assigned.error)}</Text>
        ) : assigned.data.results.length === 0 ? (
          <Text c="dimmed">No clients have this pulse survey yet.</Text>
        ) : (
          <Stack component="ul" gap="xs" aria-label="Assigned clients" style={listReset}>
            {assigned.data.results.map((client) => (
              <Group
                component="li"
                key={client.id}
                aria-label={clientName(client)}
                justify="space-between"
                wrap="nowrap"
              >
                <Stack gap={0}>
                  <Anchor component={Link} to={`/client-detail/${client.id}`} fw={500}>
                    {clientName(client)}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {client.email}
                  </Text>
                </Stack>
                <Button
                  variant="light"
                  color="red"
                  size="xs"
                  onClick={() => revoke(client)}
                  loading={changingProfile === client.client_profile.id}
                  disabled={change.isPending && changingProfile !== client.client_profile.id}
                >
                  Revoke
                </Button>
              </Group>
            ))}
          </Stack>
        )}
        {assigned.isSuccess && (
          <AddClientForm surveyId={survey.id} assigned={assigned.data.results} change={change} />
        )}
      </Stack>
    </Paper>
  );
}

interface AddClientFormProps {
  surveyId: number;
  assigned: readonly ClientSummary[];
  change: ReturnType<typeof useChangeSurveyAssignment>;
}

/** Picks one of the coach's active clients who does not have the survey, and gives it to them. */
function AddClientForm({ surveyId, assigned, change }: AddClientFormProps) {
  const active = useActiveClients();
  const [clientId, setClientId] = useState<string | null>(null);
  const choices = clientsToAdd(active.data?.results ?? [], assigned, surveyId);
  const options = choices.map((client) => ({
    value: String(client.id),
    label: `${clientName(client)} (${client.email})`,
  }));
  const chosen = choices.find((client) => String(client.id) === clientId);

  const submit = () => {
    if (!chosen) return;
    change.mutate(
      { profileId: chosen.client_profile.id, patch: assignPatch(surveyId) },
      {
        onSuccess: () => {
          setClientId(null);
          showSuccess(PULSE_MESSAGES.saved);
        },
        onError: (error) => showFailure(profileChangeMessage(error)),
      },
    );
  };

  return (
    <Group align="flex-end" wrap="nowrap">
      <Select
        label="Add Client"
        placeholder="Search clients"
        data={options}
        value={clientId}
        onChange={setClientId}
        searchable
        nothingFoundMessage="No clients found"
        disabled={active.isPending}
        error={active.isError ? failureMessage(active.error) : undefined}
        style={{ flex: 1 }}
        comboboxProps={{ withinPortal: false }}
      />
      <Button
        onClick={submit}
        disabled={!chosen}
        loading={
          change.isPending && chosen !== undefined && change.variables.profileId === chosen.client_profile.id
        }
      >
        Add
      </Button>
    </Group>
  );
}

const listReset = { listStyle: 'none', padding: 0, margin: 0 } as const;
