import { useId, type ReactNode } from 'react';
import { Badge, Group, List, Paper, RingProgress, Stack, Text, Title } from '@mantine/core';
import { IconCircle, IconCircleCheckFilled } from '@tabler/icons-react';
import { goalSteps, goalStepsText, renumberMilestones, type Goal } from '@tandem/shared';

/**
 * One goal as both sides show it: its colour, text and why, a progress ring with the percent,
 * and its milestones in order with the completed ones checked. `actions` go underneath.
 */
export function GoalCard({ goal, actions }: { goal: Goal; actions?: ReactNode }) {
  const titleId = useId();
  const milestones = renumberMilestones(goal.milestones);
  // One rule for the ring and its words (the server stores the same percent as `progress`).
  const steps = goalSteps(goal.milestones, goal.completed);
  const stepsText = goalStepsText(goal.milestones, goal.completed);
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p="md"
      style={{ borderLeft: `6px solid ${goal.color}` }}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4}>
            <Group gap="xs">
              <Title order={3} size="h4" id={titleId}>
                {goal.goal}
              </Title>
              {goal.completed && (
                <Badge color="green" variant="light">
                  Completed
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              <Text span fw={500}>
                Why:{' '}
              </Text>
              {goal.sacrifice}
            </Text>
          </Stack>
          <Stack gap={2} align="center">
            <RingProgress
              size={84}
              thickness={8}
              roundCaps
              sections={[{ value: steps.percent, color: goal.color }]}
              label={
                <Text ta="center" fw={700} size="sm">
                  {steps.percent}%
                </Text>
              }
              role="progressbar"
              aria-label="Progress"
              aria-valuenow={steps.percent}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuetext={`${steps.percent}%: ${stepsText}`}
            />
            <Text
              size="xs"
              c="dimmed"
              ta="center"
              title="Each milestone is a step, and so is the goal itself."
            >
              {stepsText}
            </Text>
          </Stack>
        </Group>
        {milestones.length > 0 && (
          <List aria-label="Milestones" spacing={4} size="sm" center>
            {milestones.map((milestone) => (
              <List.Item
                key={milestone.id}
                icon={
                  milestone.completed ? (
                    <IconCircleCheckFilled role="img" aria-label="Completed" size={18} color={goal.color} />
                  ) : (
                    <IconCircle role="img" aria-label="Not completed" size={18} color="gray" />
                  )
                }
              >
                {milestone.text}
              </List.Item>
            ))}
          </List>
        )}
        {actions}
      </Stack>
    </Paper>
  );
}
