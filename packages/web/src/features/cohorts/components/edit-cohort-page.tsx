import { Link, useParams } from 'react-router';
import { Anchor, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CLIENT_MESSAGES, MESSAGES, type Cohort } from '@tandem/shared';
import { PageLoader } from '../../../components/page-loader';
import { useCohort } from '../api/get-cohort';
import { useCohortMembers } from '../api/get-cohort-members';
import { useRemoveCohortMember } from '../api/remove-cohort-member';
import { AddClientForm } from './add-client-form';
import { CohortMembersList } from './cohort-members-list';
import { CohortNameForm } from './cohort-name-form';
import { DeleteCohortButton } from './delete-cohort-button';
import { failureMessage } from '../../../lib/api-errors';
import { idParam } from '../../../lib/route-params';

/** /cohorts/edit/{id}: rename, add and remove clients, delete. */
export function EditCohortPage() {
  const id = idParam(useParams().id);
  if (id === null) return <Text>{MESSAGES.notFound}</Text>;
  return <EditCohort key={id} id={id} />;
}

function EditCohort({ id }: { id: number }) {
  const cohort = useCohort(id);
  if (cohort.isPending) return <PageLoader />;
  if (cohort.isError) return <Text c="red">{failureMessage(cohort.error)}</Text>;
  return (
    <Stack maw={720}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Edit Cohort
        </Title>
        <Anchor component={Link} to={`/cohorts/${id}`}>
          Cohort info
        </Anchor>
      </Group>
      <Paper withBorder p="lg" radius="md">
        <CohortNameForm cohort={cohort.data} />
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <Title order={3}>Clients</Title>
          <AddClientForm cohortId={id} />
          <Divider />
          <Members cohort={cohort.data} />
        </Stack>
      </Paper>
      <Group>
        <DeleteCohortButton cohort={cohort.data} />
      </Group>
    </Stack>
  );
}

function Members({ cohort }: { cohort: Cohort }) {
  const members = useCohortMembers(cohort.id);
  const remove = useRemoveCohortMember(cohort.id);
  if (members.isPending) return <PageLoader />;
  if (members.isError) return <Text c="red">{failureMessage(members.error)}</Text>;
  return (
    <CohortMembersList
      members={members.data}
      removingClientId={remove.isPending ? remove.variables : null}
      onRemove={(member) =>
        remove.mutate(member.client.id, {
          onSuccess: () => notifications.show({ color: 'green', message: CLIENT_MESSAGES.removed }),
          onError: (error) => notifications.show({ color: 'red', message: failureMessage(error) }),
        })
      }
    />
  );
}
