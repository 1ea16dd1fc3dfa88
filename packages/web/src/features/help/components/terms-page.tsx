import { List, Stack, Text, Title } from '@mantine/core';

/*
 * /terms-of-service: terms written for Tandem, in plain words. An installation that needs its own
 * (a company's lawyers') replaces this page's text.
 */

const SECTIONS: { heading: string; paragraphs: string[] }[] = [
  {
    heading: 'Who we are',
    paragraphs: [
      'Tandem is coaching software run by the company whose name you see at the top of the page, on its own server. These terms are between you and that company.',
    ],
  },
  {
    heading: 'Your account',
    paragraphs: [
      'Keep your password to yourself and tell your coach or the company if you think someone else used your account.',
      'You may download everything Tandem holds about you, and delete your account, from Settings at any time.',
    ],
  },
  {
    heading: 'What you write',
    paragraphs: [
      'Your journal, reflections and messages stay yours. Your coach sees what you share with them; entries you mark private stay private.',
      'Do not upload anything you have no right to share.',
    ],
  },
  {
    heading: 'Assessments',
    paragraphs: [
      'Assessments describe how you see yourself today; they are not a medical or psychological diagnosis. If you take one through a coach’s link, that coach sees your answers and results, and you choose whether to share them with anyone else.',
    ],
  },
  {
    heading: 'Rewards and campaigns',
    paragraphs: [
      'Raffle points have no cash value and cannot be exchanged. Campaign goals are set by the campaign’s provider, who decides how the total is turned into a donation.',
    ],
  },
  {
    heading: 'Changes',
    paragraphs: [
      'We may change these terms; we will tell you in the app before a change that matters takes effect.',
    ],
  },
];

export function TermsPage({ title }: { title: string }) {
  return (
    <Stack maw={800} mx="auto">
      <Title order={1}>{title}</Title>
      <Text c="dimmed">In short:</Text>
      <List>
        <List.Item>Your data is yours: download or delete it from Settings.</List.Item>
        <List.Item>Assessments are for reflection, not diagnosis.</List.Item>
        <List.Item>Raffle points have no cash value.</List.Item>
      </List>
      {SECTIONS.map((section) => (
        <Stack key={section.heading} gap="xs" component="section">
          <Title order={2} size="h3">
            {section.heading}
          </Title>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
