import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS } from '@tandem/shared';
import { PageLoader } from '../../../../components/page-loader';
import { failureMessage } from '../../../../lib/api-errors';
import { longDate } from '../../../../lib/dates';
import { useTakenAssessments } from '../../api/coach-assessments';

/** /coach/assessments: the results of the coach's clients and of visitors, searchable, each linking to its page. */
export function TakenAssessmentsPage({ title }: { title: string }) {
  const [input, setInput] = useState('');
  const [search] = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const taken = useTakenAssessments(search);

  return (
    <Stack maw={1000}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <TextInput
        label="Search results"
        placeholder="Name, e-mail or assessment"
        value={input}
        onChange={(event) => setInput(event.currentTarget.value)}
        maw={420}
      />
      {taken.isPending ? (
        <PageLoader />
      ) : taken.isError ? (
        <Text c="red" role="alert">
          {failureMessage(taken.error)}
        </Text>
      ) : taken.data.results.length === 0 ? (
        <Text>{search ? 'No results matching the search' : 'No one has taken an assessment yet.'}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>E-mail</Table.Th>
                <Table.Th>Assessment</Table.Th>
                <Table.Th>Taken</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {taken.data.results.map((result) => (
                <Table.Tr key={result.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/coach/assessments/${result.id}`}>
                      {result.full_name || result.email_address}
                    </Anchor>{' '}
                    {result.lead && (
                      <Badge size="sm" variant="light" color="grape">
                        Lead
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{result.email_address}</Table.Td>
                  <Table.Td>{result.assessment}</Table.Td>
                  <Table.Td>{longDate(result.created_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
