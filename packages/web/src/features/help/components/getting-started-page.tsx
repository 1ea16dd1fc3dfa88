import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { DeferredModal } from '../../../components/deferred-modal';
import { TUTORIALS, tutorialFiles, type Tutorial } from '../utils/tutorials';
import { WELCOME_PARAM, isWelcome } from '../utils/tour-steps';
import { ReplayTourButton } from './replay-tour-button';

/**
 * /getting-started: the six tutorial videos, each with English captions; `?welcome=true` (where a
 * new coach lands) opens a welcome modal first, and closing it drops the query.
 */
export function GettingStartedPage({ title }: { title: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const closeWelcome = () =>
    setSearchParams(
      (params) => {
        params.delete(WELCOME_PARAM);
        return params;
      },
      { replace: true },
    );

  return (
    <Stack maw={1100}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">
          Six short videos of the main tasks, each under a minute, with captions. Press play on any of them;
          they load only when you do.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {TUTORIALS.map((tutorial) => (
          <TutorialCard key={tutorial.slug} tutorial={tutorial} />
        ))}
      </SimpleGrid>
      <Group>
        <ReplayTourButton />
      </Group>
      <WelcomeModal opened={isWelcome(searchParams)} onClose={closeWelcome} />
    </Stack>
  );
}

function TutorialCard({ tutorial }: { tutorial: Tutorial }) {
  const files = tutorialFiles(tutorial.slug);
  const headingId = `tutorial-${tutorial.slug}`;
  return (
    <Card withBorder padding="sm" component="article" aria-labelledby={headingId}>
      <Card.Section>
        <video
          controls
          preload="none"
          poster={files.poster}
          aria-labelledby={headingId}
          style={{ display: 'block', width: '100%', aspectRatio: '16 / 9', background: '#000' }}
        >
          <source src={files.video} type="video/webm" />
          <track kind="captions" src={files.captions} srcLang="en" label="English" default />
          <a href={files.video}>Download the video</a>
        </video>
      </Card.Section>
      <Title order={3} size="h5" mt="sm" id={headingId}>
        {tutorial.title}
      </Title>
      <Text size="sm" c="dimmed">
        {tutorial.description}
      </Text>
    </Card>
  );
}

function WelcomeModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <DeferredModal opened={opened} onClose={onClose} title="Welcome to Tandem!" centered>
      <Stack>
        <Text>
          Your coaching space is ready. The videos on this page show the main tasks step by step: inviting
          clients, building a habit program, setting up a pulse survey, creating a course, reading the
          dashboard, and messages and assessments.
        </Text>
        <Text>You can come back to them any time from Getting Started in the menu.</Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>Watch the videos</Button>
        </Group>
      </Stack>
    </DeferredModal>
  );
}
