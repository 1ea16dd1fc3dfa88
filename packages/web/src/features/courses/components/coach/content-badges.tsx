import { Badge } from '@mantine/core';

/** Published (green) or Draft (gray): whether clients can see it. */
export function PublishedBadge({ published }: { published: boolean }) {
  return (
    <Badge variant="light" color={published ? 'green' : 'gray'}>
      {published ? 'Published' : 'Draft'}
    </Badge>
  );
}

/** Company-managed content: usable, read-only. */
export function ManagedBadge() {
  return (
    <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
      Managed
    </Badge>
  );
}

/** `count` and the noun, singular or plural ("1 lesson", "3 lessons"). */
export function countOf(count: number, noun: string): string {
  return `${count} ${count === 1 ? noun : `${noun}s`}`;
}
