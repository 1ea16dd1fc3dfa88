import { useState } from 'react';
import {
  Anchor,
  Button,
  CopyButton,
  Group,
  MultiSelect,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CLIENT_PICKER_LIMIT, type CoachAssessment } from '@tandem/shared';
import { DeleteButton } from '../../../../components/delete-button';
import { PageLoader } from '../../../../components/page-loader';
import { ApiError } from '../../../../lib/api-client';
import { failureMessage, fieldErrors } from '../../../../lib/api-errors';
import { useClients } from '../../../clients';
import { useCohorts } from '../../../cohorts';
import {
  useAssessmentLibrary,
  useAssignAssessment,
  useDeleteRunningAssessment,
  useRunningAssessments,
} from '../../api/coach-assessments';
import { RunningAssessmentEditor } from './running-assessment-editor';

/**
 * /coach/assessment-distribute: send an assessment to clients and cohorts (they take it in the
 * app), and the running assessments with their public links (copy, edit, delete).
 */
export function AssessmentDistributePage({ title }: { title: string }) {
  return (
    <Stack maw={900}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <SendForm />
      <RunningList />
    </Stack>
  );
}

function SendForm() {
  const library = useAssessmentLibrary();
  const clients = useClients({ filter: 'active', ordering: 'last_name', limit: CLIENT_PICKER_LIMIT });
  const cohorts = useCohorts();
  const assign = useAssignAssessment();
  const [assessment, setAssessment] = useState<string | null>(null);
  const [chosenClients, setChosenClients] = useState<string[]>([]);
  const [chosenCohorts, setChosenCohorts] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const send = () => {
    const next: Record<string, string> = {};
    if (!assessment) next.assessment = 'Choose an assessment.';
    if (chosenClients.length + chosenCohorts.length === 0)
      next.clients = 'Choose at least one client or cohort.';
    setErrors(next);
    if (Object.keys(next).length) return;
    assign.mutate(
      {
        assessment: Number(assessment),
        clients: chosenClients.map(Number),
        cohorts: chosenCohorts.map(Number),
      },
      {
        onSuccess: ({ assigned, already_open }) => {
          notifications.show({
            color: 'green',
            message:
              `Sent to ${assigned} ${assigned === 1 ? 'client' : 'clients'}` +
              (assigned ? ': they get an e-mail and find it under Assessments.' : '.') +
              (already_open ? ` ${already_open} already had it to take.` : ''),
          });
          setChosenClients([]);
          setChosenCohorts([]);
        },
        onError: (error) => {
          const fields = error instanceof ApiError && error.status === 400 ? fieldErrors(error.body) : {};
          if (Object.keys(fields).length) setErrors(fields);
          else notifications.show({ color: 'red', message: failureMessage(error) });
        },
      },
    );
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="send-heading">
      <Stack>
        <Title order={3} id="send-heading">
          Send to clients
        </Title>
        <Select
          label="Assessment"
          placeholder="Choose an assessment"
          data={(library.data ?? []).map((item) => ({ value: String(item.id), label: item.name }))}
          value={assessment}
          onChange={setAssessment}
          error={errors.assessment}
          searchable
          comboboxProps={{ withinPortal: false }}
        />
        <MultiSelect
          label="Clients"
          placeholder="Search clients"
          data={(clients.data?.results ?? []).map((client) => ({
            value: String(client.id),
            label: `${client.first_name} ${client.last_name} (${client.email})`,
          }))}
          value={chosenClients}
          onChange={setChosenClients}
          error={errors.clients}
          searchable
          comboboxProps={{ withinPortal: false }}
        />
        <MultiSelect
          label="Cohorts"
          placeholder="Choose cohorts"
          data={(cohorts.data ?? []).map((cohort) => ({ value: String(cohort.id), label: cohort.name }))}
          value={chosenCohorts}
          onChange={setChosenCohorts}
          error={errors.cohorts}
          searchable
          comboboxProps={{ withinPortal: false }}
        />
        <Group>
          <Button onClick={send} loading={assign.isPending}>
            Send
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function RunningList() {
  const running = useRunningAssessments();
  const [editing, setEditing] = useState<CoachAssessment | null>(null);

  return (
    <Stack component="section" aria-labelledby="running-heading">
      <Title order={3} id="running-heading">
        Running assessments
      </Title>
      {running.isPending ? (
        <PageLoader />
      ) : running.isError ? (
        <Text c="red" role="alert">
          {failureMessage(running.error)}
        </Text>
      ) : running.data.length === 0 ? (
        <Text>
          No running assessments yet. Use Create Assessment in the assessment library to get a link to share.
          An assessment sent to clients above needs none: they get an e-mail and find it under Assessments.
        </Text>
      ) : (
        <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {running.data.map((item) => {
            const url = `${window.location.origin}${item.link}`;
            return (
              <Paper component="li" key={item.id} withBorder p="md" radius="md">
                <Stack gap="xs">
                  <Group justify="space-between" wrap="wrap">
                    <Text fw={600}>{item.assessment.name}</Text>
                    <Text size="sm" c="dimmed">
                      {item.results} {item.results === 1 ? 'result' : 'results'}
                      {item.cta_enabled && ' · call to action on'}
                      {item.promo_required && ' · code required'}
                    </Text>
                  </Group>
                  <Anchor href={item.link} size="sm" style={{ wordBreak: 'break-all' }}>
                    {url}
                  </Anchor>
                  <Group gap="xs">
                    <CopyButton value={url}>
                      {({ copied, copy }) => (
                        <Button
                          variant="light"
                          size="xs"
                          onClick={copy}
                          aria-label={`Copy link of ${item.assessment.name}`}
                        >
                          {copied ? 'Copied' : 'Copy link'}
                        </Button>
                      )}
                    </CopyButton>
                    <Button
                      variant="default"
                      size="xs"
                      onClick={() => setEditing(item)}
                      aria-label={`Edit ${item.assessment.name}`}
                    >
                      Edit
                    </Button>
                    <DeleteRunningButton running={item} />
                  </Group>
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
      {editing && <RunningAssessmentEditor running={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

/** Stops a running assessment: its link no longer answers; results stay. */
function DeleteRunningButton({ running }: { running: CoachAssessment }) {
  const remove = useDeleteRunningAssessment(running.id);
  return (
    <DeleteButton
      accessibleName={`Delete ${running.assessment.name}`}
      title="Delete running assessment"
      message={`Stop ${running.assessment.name}? Its link stops working; results already taken stay.`}
      remove={remove}
      onDeleted={() => undefined}
      onFailed={(error) => notifications.show({ color: 'red', message: failureMessage(error) })}
    />
  );
}
