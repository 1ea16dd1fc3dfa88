// The web bench's ceiling (bench/web.bench.ts): the daily exercise's first screen drawn by
// the same UI kit (React 19 and Mantine, its whole style sheet, rendered as a transition like
// the app's first render) with its text written in: no router, no queries, no session, no
// request. What Lighthouse scores here is what the stack itself costs on this machine; the app's
// pages are printed as a share of it.
import '@mantine/core/styles.css';
import {
  ActionIcon,
  AppShell,
  Burger,
  Button,
  Checkbox,
  Group,
  MantineProvider,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { startTransition, StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

const COMMITMENTS = ['Share your long-run plan with your coach before Friday.'];
const TASKS = [
  {
    title: 'Protect Thursday evening',
    text: 'Protect Thursday evening for yourself again this week, and write a note on how it went and what you would change.',
  },
  {
    title: 'A walk before e-mail',
    text: 'Walk for twenty minutes before you open your e-mail, and notice three things you had not noticed before.',
  },
  {
    title: 'Three good things',
    text: 'Write down three things that went well today, and why they went well.',
  },
  { title: 'Reach out', text: 'Send a short message to a friend you have not spoken to this month.' },
];

function DailyExercises() {
  const [view, setView] = useState('today');
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header bg="blue.8">
        <Group h="100%" px="md" justify="space-between">
          <Group>
            <Burger opened={false} color="white" aria-label="Open the menu" />
            <Text c="white" fw={700}>
              Tandem
            </Text>
          </Group>
          <ActionIcon variant="transparent" c="white" aria-label="Help" size={40}>
            ?
          </ActionIcon>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Stack>
          <Group justify="space-between">
            <Title order={1}>Daily Exercises</Title>
            <Button>Add Habit</Button>
          </Group>
          <SegmentedControl
            value={view}
            onChange={setView}
            data={[
              { value: 'today', label: 'Today' },
              { value: 'all', label: 'All habits' },
            ]}
          />
          <Title order={2} size="h4">
            From your coach
          </Title>
          {COMMITMENTS.map((text) => (
            <Paper key={text} withBorder p="md">
              <Checkbox label="Done" description={text} />
            </Paper>
          ))}
          {TASKS.map((task) => (
            <Paper key={task.title} withBorder p="md">
              <Text fw={600}>{task.title}</Text>
              <Checkbox label="Done" description={task.text} />
            </Paper>
          ))}
        </Stack>
      </AppShell.Main>
    </AppShell>
  );
}

const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <MantineProvider>
        <DailyExercises />
      </MantineProvider>
    </StrictMode>,
  ),
);
