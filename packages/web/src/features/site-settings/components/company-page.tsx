import { Avatar, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { canOpenCoachRoute, COACH_FEATURE } from '@tandem/shared';
import { PageLoader } from '../../../components/page-loader';
import { failureMessage } from '../../../lib/api-errors';
import { UsageCard } from '../../usage';
import { useCurrentUser } from '../../users';
import { useOwnerCoaches, useOwnerCompany } from '../api/owner-company';

/** The company view (coach side 1, 6: owners see company and coaches): the company, its coaches. */
export function CompanyPage({ title }: { title: string }) {
  const company = useOwnerCompany();
  const coaches = useOwnerCoaches();
  const { user } = useCurrentUser();
  return (
    <Stack maw={900}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {company.isPending ? (
        <PageLoader />
      ) : company.isError ? (
        <Text c="red" role="alert">
          {failureMessage(company.error)}
        </Text>
      ) : (
        <Paper withBorder p="md" radius="md" aria-label="Company">
          <Stack gap={4}>
            <Text fw={700} size="lg">
              {company.data.name}
            </Text>
            {company.data.sub_domain && <Text size="sm">Sub domain: {company.data.sub_domain}</Text>}
            <Group gap="xs">
              <Badge color={company.data.payment_account_connected ? 'green' : 'gray'}>
                {company.data.payment_account_connected ? 'Payments connected' : 'Payments not connected'}
              </Badge>
              <Badge color={company.data.allow_paid_subscriptions ? 'green' : 'gray'}>
                {company.data.allow_paid_subscriptions ? 'Paid plans allowed' : 'Free plans only'}
              </Badge>
            </Group>
          </Stack>
        </Paper>
      )}
      {user && canOpenCoachRoute(user.features, COACH_FEATURE.usage) && <UsageCard scope="owners" />}
      <Title order={3}>Coaches</Title>
      {coaches.isPending ? (
        <PageLoader />
      ) : coaches.isError ? (
        <Text c="red" role="alert">
          {failureMessage(coaches.error)}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label="Coaches" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Active clients</Table.Th>
                <Table.Th>Last login</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {coaches.data.results.map((coach) => (
                <Table.Tr key={coach.id}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Avatar src={coach.image} size="sm" name={`${coach.first_name} ${coach.last_name}`} />
                      <Text size="sm">
                        {coach.first_name} {coach.last_name}
                      </Text>
                      {coach.is_owner && <Badge size="xs">Owner</Badge>}
                    </Group>
                  </Table.Td>
                  <Table.Td>{coach.email}</Table.Td>
                  <Table.Td>{coach.client_count}</Table.Td>
                  <Table.Td>
                    {coach.last_login ? new Date(coach.last_login).toLocaleDateString() : 'Never'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
