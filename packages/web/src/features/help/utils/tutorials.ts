/**
 * The six tutorial videos of /getting-started. Their files are bundled with the app under
 * `public/tutorials/` (made from the real app by `scripts/make-tutorial-videos.mjs`, which uses
 * the same slugs): `<slug>.webm`, English captions `<slug>.en.vtt` and a poster `<slug>.jpg`.
 */
export interface Tutorial {
  slug: string;
  title: string;
  description: string;
}

export const TUTORIALS: readonly Tutorial[] = [
  {
    slug: 'inviting-clients',
    title: 'Inviting clients',
    description: 'Invite people from Client Onboarding and choose what they can use from day one.',
  },
  {
    slug: 'habit-programs',
    title: 'Building a habit program',
    description: 'Create a program, give it areas of focus and add the exercises your clients receive.',
  },
  {
    slug: 'pulse-surveys',
    title: 'Setting up a pulse survey',
    description: 'Write the statements clients rate each day and choose who answers them.',
  },
  {
    slug: 'courses',
    title: 'Creating a course',
    description: 'Make a course of modules and lessons and decide which clients may take it.',
  },
  {
    slug: 'dashboard',
    title: "Reading the dashboard and a client's detail",
    description: "Follow your clients' momentum and pulse, then open one to see their goals and reflections.",
  },
  {
    slug: 'messages-and-assessments',
    title: 'Messages and assessments',
    description: 'Chat with a client, send an assessment and read its results.',
  },
];

/** Where a tutorial's files are served from (the web app's public folder). */
export function tutorialFiles(slug: string) {
  const base = `/tutorials/${slug}`;
  return { video: `${base}.webm`, captions: `${base}.en.vtt`, poster: `${base}.jpg` };
}
