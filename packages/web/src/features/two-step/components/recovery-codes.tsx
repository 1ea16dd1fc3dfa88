import { Alert, Button, Code, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

/** Recovery codes just issued, shown this once; focus moves here so a screen reader hears them. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const heading = useRef<HTMLDivElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Alert color="teal" title="Save your recovery codes" ref={heading} tabIndex={-1} aria-live="polite">
      <Stack gap="sm">
        <Text size="sm">
          If you lose your phone or passkey, each of these codes signs you in once. They are shown only now:
          keep them somewhere safe.
        </Text>
        <SimpleGrid cols={2} spacing="xs" aria-label="Recovery codes" role="list">
          {codes.map((code) => (
            <Code key={code} role="listitem" fz="md">
              {code}
            </Code>
          ))}
        </SimpleGrid>
        <Group>
          <Button
            variant="default"
            onClick={() => {
              void navigator.clipboard?.writeText(codes.join('\n')).then(() => setCopied(true));
            }}
          >
            {copied ? 'Copied' : 'Copy the codes'}
          </Button>
          <Button onClick={onDone}>I have saved them</Button>
        </Group>
      </Stack>
    </Alert>
  );
}
