import { Link } from 'react-router';
import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconUsersGroup, IconPlus } from '@tabler/icons-react';
import { PageLoader } from '../../../components/page-loader';
import { useCohorts } from '../api/get-cohorts';
import { failureMessage } from '../../../lib/api-errors';
import { EmptyState } from '../../../components/empty-state';

/** /cohorts: the coach's cohorts with links to each one's info and edit pages. */
export function CohortsPage() {
  const cohorts = useCohorts();
  return (
    <Stack maw={880}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Cohorts
        </Title>
        <Button component={Link} to="/cohorts/new" leftSection={<IconPlus size={16} />}>
          New Cohort
        </Button>
      </Group>
      {cohorts.isPending ? (
        <PageLoader />
      ) : cohorts.isError ? (
        <Text c="red">{failureMessage(cohorts.error)}</Text>
      ) : cohorts.data.length === 0 ? (
        <EmptyState icon={IconUsersGroup}>
          You have no cohorts yet. A cohort groups clients so you can follow them together.
        </EmptyState>
      ) : (
        <Paper withBorder radius="md">
          <Table verticalSpacing="sm" horizontalSpacing="md">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Clients</Table.Th>
                <Table.Th aria-label="Actions" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {cohorts.data.map((cohort) => (
                <Table.Tr key={cohort.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/cohorts/${cohort.id}`}>
                      {cohort.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{cohort.client_count}</Table.Td>
                  <Table.Td>
                    <Group gap="sm" justify="flex-end">
                      <Anchor
                        component={Link}
                        to={`/cohorts/${cohort.id}`}
                        aria-label={`Info for ${cohort.name}`}
                      >
                        Info
                      </Anchor>
                      <Anchor
                        component={Link}
                        to={`/cohorts/edit/${cohort.id}`}
                        aria-label={`Edit ${cohort.name}`}
                      >
                        Edit
                      </Anchor>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}
