import { useState } from 'react';
import { Accordion, Stack, Text, TextInput, Title } from '@mantine/core';
import { FAQ, searchFaq } from '../utils/faq-content';

/** /faq: the coach FAQ as a searchable accordion. */
export function FaqPage({ title }: { title: string }) {
  const [search, setSearch] = useState('');
  const entries = searchFaq(FAQ, search);
  return (
    <Stack maw={800} mx="auto">
      <Title order={1}>{title}</Title>
      <TextInput
        label="Search the questions"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={420}
      />
      {entries.length === 0 ? (
        <Text>No questions match your search.</Text>
      ) : (
        <Accordion variant="separated">
          {entries.map((entry) => (
            <Accordion.Item key={entry.question} value={entry.question}>
              <Accordion.Control>{entry.question}</Accordion.Control>
              <Accordion.Panel>{entry.answer}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}
