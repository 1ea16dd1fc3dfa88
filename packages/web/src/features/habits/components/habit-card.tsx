import { Card, ColorSwatch, Group, Stack, Tabs, Text } from '@mantine/core';
import { clockTime, weekDaysText, type ClientHabit } from '@tandem/shared';
import { HabitNotes } from './habit-notes';

/**
 * One of the client's habits: its colour and name, then inner tabs — Details (what, why, how
 * they picture it, days and time) and Notes (their shared notes on its days).
 */
export function HabitCard({ habit, clientId }: { habit: ClientHabit; clientId: number }) {
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={habit.name}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ColorSwatch color={habit.color} size={18} aria-hidden />
          <Text fw={600}>{habit.name}</Text>
        </Group>
        {/* Unmounting the hidden panel means the notes are asked for only when the coach opens them. */}
        <Tabs defaultValue="details" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="details">Details</Tabs.Tab>
            <Tabs.Tab value="notes">Notes</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="details" pt="sm">
            <HabitDetails habit={habit} />
          </Tabs.Panel>
          <Tabs.Panel value="notes" pt="sm">
            <HabitNotes clientId={clientId} habitId={habit.id} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Card>
  );
}

function HabitDetails({ habit }: { habit: ClientHabit }) {
  const rows: [label: string, value: string][] = [
    ['Description', habit.description],
    ['Why', habit.why],
    ['Visualization', habit.visualization],
    ['Days', weekDaysText(habit.days_of_week)],
    ['Time', clockTime(habit.time)],
  ];
  return (
    <Stack gap="xs" component="dl" m={0}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text
            component="dd"
            size="sm"
            m={0}
            style={{ whiteSpace: 'pre-wrap' }}
            c={value ? undefined : 'dimmed'}
          >
            {value || 'Not given'}
          </Text>
        </div>
      ))}
    </Stack>
  );
}
