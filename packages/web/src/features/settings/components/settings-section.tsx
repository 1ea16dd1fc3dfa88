import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';

/**
 * One titled card of the settings page; a landmark named by its title. With an `anchor`, a link
 * to `/settings#anchor` (the plan banner's "Update card") scrolls it into view.
 */
export function SettingsSection({
  title,
  anchor,
  children,
}: {
  title: string;
  anchor?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (anchor && window.location.hash === `#${anchor}`) section.current?.scrollIntoView?.();
  }, [anchor]);
  return (
    <Paper
      component="section"
      ref={section}
      id={anchor}
      aria-labelledby={titleId}
      withBorder
      p="lg"
      radius="md"
    >
      <Stack>
        <Title order={3} id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
