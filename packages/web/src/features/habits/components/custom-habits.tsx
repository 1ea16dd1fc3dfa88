import { Paper, SimpleGrid, Text } from '@mantine/core';
import { PageLoader } from '../../../components/page-loader';
import { useClientHabits } from '../api/get-client-habits';
import { HabitCard } from './habit-card';
import { HabitsSection } from './habits-section';
import { failureMessage } from '../../../lib/api-errors';

/** 'Custom Habits': the habits the client made for themself, each a card with Details and Notes. */
export function CustomHabits({ clientId }: { clientId: number }) {
  const habits = useClientHabits(clientId);

  return (
    <HabitsSection title="Custom Habits">
      {habits.isPending ? (
        <PageLoader />
      ) : habits.isError ? (
        <Text c="red">{failureMessage(habits.error, { orField: true })}</Text>
      ) : habits.data.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text>This client has no custom habits.</Text>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {habits.data.map((habit) => (
            <HabitCard key={habit.id} habit={habit} clientId={clientId} />
          ))}
        </SimpleGrid>
      )}
    </HabitsSection>
  );
}
