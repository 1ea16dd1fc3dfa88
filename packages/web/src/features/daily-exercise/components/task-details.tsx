import type { ReactNode } from 'react';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import type { ClientHabit, ExerciseResource, Task } from '@tandem/shared';
import { LessonLink } from './lesson-link';

/** The details panel: the exercise's description, how, why and resources, or the habit's own words. */
export function TaskDetails({ task }: { task: Task }) {
  if (task.template) {
    const { description, how, why, resources } = task.template;
    const hasExtras = resources.length > 0 || task.lesson !== null;
    return (
      <DetailSections
        sections={[
          ['Description', description],
          ['How', how],
          ['Why', why],
        ]}
      >
        {hasExtras && (
          <>
            {task.lesson !== null && <LessonLink lessonId={task.lesson} />}
            {resources.length > 0 && <Resources resources={resources} />}
          </>
        )}
      </DetailSections>
    );
  }
  if (task.habit) return <HabitDetails habit={task.habit} />;
  return null;
}

function Resources({ resources }: { resources: readonly ExerciseResource[] }) {
  return (
    <Stack gap={4}>
      <Title order={4} size="h6">
        Resources
      </Title>
      <List size="sm" spacing={4} aria-label="Resources">
        {resources.map((resource) => (
          <List.Item key={resource.id}>
            <ResourceLink resource={resource} />
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

function HabitDetails({ habit }: { habit: ClientHabit }) {
  return (
    <DetailSections
      sections={[
        ['Description', habit.description],
        ['Why', habit.why],
        ['Visualization', habit.visualization],
      ]}
    />
  );
}

/** Each titled text that is not empty; a line saying so when all are. */
function DetailSections({ sections, children }: { sections: [string, string][]; children?: ReactNode }) {
  const filled = sections.filter(([, text]) => text.trim() !== '');
  return (
    <Stack gap="sm">
      {filled.length === 0 && !children && (
        <Text size="sm" c="dimmed">
          No details given.
        </Text>
      )}
      {filled.map(([heading, text]) => (
        <Stack key={heading} gap={2}>
          <Title order={4} size="h6">
            {heading}
          </Title>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {text}
          </Text>
        </Stack>
      ))}
      {children}
    </Stack>
  );
}

/** A resource's instruction with its link or its file to download. */
function ResourceLink({ resource }: { resource: ExerciseResource }) {
  const href = resource.file ?? resource.url;
  return (
    <Text size="sm" span>
      {resource.instruction}
      {href && (
        <>
          {' — '}
          <Anchor href={href} target="_blank" rel="noopener noreferrer">
            {resource.file ? (resource.file_name ?? 'Download the file') : resource.url}
          </Anchor>
        </>
      )}
    </Text>
  );
}
