import { useState } from 'react';
import { Alert, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import type { ClientCourse, Course } from '@tandem/shared';
import { PageLoader } from '../../../../components/page-loader';
import { CLIENT_PICKER_LIMIT } from '@tandem/shared';
import { useClients } from '../../../clients';
import { useCourseClients, useGrantCourse, useRevokeCourse } from '../../api/course-clients';
import { showFailure, showRevoked, showSaved } from '../../utils/messages';
import { failureMessage } from '../../../../lib/api-errors';

const fullName = (person: { first_name: string; last_name: string; email: string }) =>
  `${person.first_name} ${person.last_name}`.trim() || person.email;

/**
 * "Clients with access": the clients given the course by name, each revocable, and a picker of
 * the coach's active clients to give it to one more. Only a restricted course needs the list; a
 * public one says so and keeps the list for when it becomes restricted again.
 */
export function CourseClientsSection({ course }: { course: Course }) {
  const access = useCourseClients(course.id);
  const readOnly = !course.editable;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="course-clients">
      <Stack>
        <Title order={3} size="h4" id="course-clients">
          Clients with access
        </Title>
        {course.public && (
          <Alert color="blue">
            This course is public: all your clients can take it. The clients listed here keep their access if
            you make it restricted.
          </Alert>
        )}
        {access.isPending ? (
          <PageLoader />
        ) : access.isError ? (
          <Text c="red">{failureMessage(access.error)}</Text>
        ) : (
          <>
            {access.data.length === 0 ? (
              <Text size="sm" c="dimmed">
                No clients were given this course yet.
              </Text>
            ) : (
              <Stack component="ul" gap="xs" aria-label="Clients with access" style={listReset}>
                {access.data.map((row) => (
                  <AccessRow key={row.id} courseId={course.id} row={row} readOnly={readOnly} />
                ))}
              </Stack>
            )}
            <GrantAccess
              courseId={course.id}
              given={new Set(access.data.map((row) => row.client.id))}
              readOnly={readOnly}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}

function AccessRow({ courseId, row, readOnly }: { courseId: number; row: ClientCourse; readOnly: boolean }) {
  const revoke = useRevokeCourse(courseId);
  const name = fullName(row.client);
  return (
    <Paper component="li" withBorder radius="sm" p="xs" aria-label={name}>
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {row.client.email}
          </Text>
        </Stack>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          disabled={readOnly}
          loading={revoke.isPending}
          aria-label={`Revoke ${name}`}
          onClick={() =>
            revoke.mutate(row.client.id, {
              onSuccess: showRevoked,
              onError: (error) => showFailure(failureMessage(error)),
            })
          }
        >
          Revoke
        </Button>
      </Group>
    </Paper>
  );
}

function GrantAccess({
  courseId,
  given,
  readOnly,
}: {
  courseId: number;
  given: Set<number>;
  readOnly: boolean;
}) {
  const clients = useClients({ filter: 'active', limit: CLIENT_PICKER_LIMIT });
  const grant = useGrantCourse(courseId);
  const [clientId, setClientId] = useState<string | null>(null);
  const options = (clients.data?.results ?? [])
    .filter((client) => !given.has(client.id))
    .map((client) => ({ value: String(client.id), label: fullName(client) }));

  return (
    <Group align="flex-end">
      <Select
        comboboxProps={{ withinPortal: false }}
        label="Give access to"
        placeholder={clients.isPending ? 'Loading clients' : 'Choose a client'}
        data={options}
        value={clientId}
        onChange={setClientId}
        searchable
        nothingFoundMessage="No clients to add"
        disabled={readOnly}
        style={{ flex: 1, maxWidth: 360 }}
      />
      <Button
        disabled={readOnly || clientId === null}
        loading={grant.isPending}
        onClick={() => {
          if (clientId === null) return;
          grant.mutate(Number(clientId), {
            onSuccess: () => {
              showSaved();
              setClientId(null);
            },
            onError: (error) => showFailure(failureMessage(error)),
          });
        }}
      >
        Give Access
      </Button>
    </Group>
  );
}

const listReset = { listStyle: 'none', padding: 0, margin: 0 } as const;
