import { Anchor, Paper, Stack, Text } from '@mantine/core';
import type { LessonResource } from '@tandem/shared';
import { formatFileSize } from '../../utils/file-size';

/** The lesson's resources: each instruction with its link or its file to download. */
export function LessonResources({ resources }: { resources: LessonResource[] }) {
  if (resources.length === 0) return <Text c="dimmed">This lesson has no resources.</Text>;
  return (
    <Stack gap="sm" component="ul" aria-label="Resources" style={listReset}>
      {resources.map((resource) => (
        <Paper key={resource.id} withBorder radius="sm" p="sm" component="li">
          <Stack gap={4}>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{resource.instruction}</Text>
            {resource.file ? (
              <Text size="sm">
                <Anchor href={resource.file.url} download={resource.file.name}>
                  Download {resource.file.name}
                </Anchor>{' '}
                <Text span c="dimmed" size="sm">
                  ({formatFileSize(resource.file.size)})
                </Text>
              </Text>
            ) : (
              resource.url && (
                <Anchor href={resource.url} target="_blank" rel="noopener noreferrer" size="sm">
                  {resource.url}
                </Anchor>
              )
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

const listReset = { listStyle: 'none', padding: 0, margin: 0 } as const;
