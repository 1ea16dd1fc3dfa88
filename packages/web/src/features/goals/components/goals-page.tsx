import { useState } from 'react';
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconTargetArrow, IconPlus } from '@tabler/icons-react';
import type { Goal } from '@tandem/shared';
import { DeferredModal } from '../../../components/deferred-modal';
import { PageLoader } from '../../../components/page-loader';
import { KpiSection } from '../../kpis';
import { useGoals } from '../api/get-goals';
import { goalErrorMessage } from '../utils/goal-error-message';
import { GoalWizard } from './goal-wizard';
import { OwnGoalCard } from './own-goal-card';
import { EmptyState } from '../../../components/empty-state';

interface WizardTarget {
  /** null for a new goal. */
  goal: Goal | null;
  /** Each opening starts the wizard afresh. */
  key: number;
}

/**
 * /goals: the client's goals with their milestones and progress, the wizard to add or edit one,
 * and below them the KPIs they track (spec: "goals and KPIs with add and edit").
 */
export function GoalsPage({ title }: { title: string }) {
  const goals = useGoals();
  const [target, setTarget] = useState<WizardTarget>({ goal: null, key: 0 });
  const [opened, setOpened] = useState(false);
  const open = (goal: Goal | null) => {
    setTarget((current) => ({ goal, key: current.key + 1 }));
    setOpened(true);
  };
  const addButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={() => open(null)}>
      Add Goal
    </Button>
  );

  return (
    <Stack maw={960}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {title}
        </Title>
        {goals.data && goals.data.length > 0 && addButton}
      </Group>
      {goals.isPending ? (
        <PageLoader />
      ) : goals.isError ? (
        <Text c="red">{goalErrorMessage(goals.error)}</Text>
      ) : goals.data.length === 0 ? (
        <EmptyState icon={IconTargetArrow} action={addButton}>
          You have no goals yet. Set one and break it into milestones.
        </EmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {goals.data.map((goal) => (
            <OwnGoalCard key={goal.id} goal={goal} onEdit={open} />
          ))}
        </SimpleGrid>
      )}
      <KpiSection />
      <DeferredModal
        opened={opened}
        onClose={() => setOpened(false)}
        title={target.goal ? 'Edit Goal' : 'New Goal'}
        size="lg"
      >
        <GoalWizard key={target.key} goal={target.goal} onDone={() => setOpened(false)} />
      </DeferredModal>
    </Stack>
  );
}
