/*
 * The demo's two courses, written by us for Tandem: "Mindful Mornings" (public: every client of
 * the coach) on building a morning habit, and "Resilience 101" (given by name to two clients) on
 * stress. Lessons of every kind: YouTube talks, a generated chime (audio), generated worksheets
 * (PDF), a printable tracker (file), web pages (iframe), resources, a draft lesson, and some
 * progress and lesson notes for demo clients. Idempotent on its own: a course gains content only
 * while it has no module, progress only while its clients have none.
 */
import { Readable } from 'node:stream';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import {
  courseCompletions,
  courseModules,
  courses,
  lessonCompletions,
  lessonResources,
  moduleLessons,
  notes,
  users,
} from '../db/schema';
import { newStorageKey, type Storage } from '../lib/storage';
import { chimeWav, habitTrackerCsv, worksheetPdf } from './demo-course-files';

const DEMO_COACH = 'coach@demo.test';
/** Arbitrary constant naming the advisory lock that serialises this step across processes. */
const DEMO_COURSES_LOCK = 4_120_006;

type DemoFile = {
  name: string;
  contentType: string;
  extension: string;
  make: () => Buffer | Promise<Buffer>;
};

interface DemoLesson {
  title: string;
  description: string;
  type: 'video' | 'audio' | 'pdf' | 'file' | 'youtube' | 'iframe';
  url?: string;
  file?: DemoFile;
  published?: boolean;
  resources?: { instruction: string; url: string }[];
}

interface DemoModule {
  title: string;
  description: string;
  lessons: DemoLesson[];
}

const chime = (name: string): DemoFile => ({
  name,
  contentType: 'audio/wav',
  extension: 'wav',
  make: () => chimeWav(),
});
const worksheet = (name: string, title: string, introduction: string, prompts: string[]): DemoFile => ({
  name,
  contentType: 'application/pdf',
  extension: 'pdf',
  make: () => worksheetPdf(title, introduction, prompts),
});

const MINDFUL_MORNINGS: DemoModule[] = [
  {
    title: 'Why mornings matter',
    description: 'How the first half hour of the day sets its tone, and how to claim it.',
    lessons: [
      {
        title: 'A five-minute breathing practice',
        description:
          'Follow along once today. Sit upright, feet on the floor, and let the video set the pace of your breath.',
        type: 'youtube',
        url: 'https://www.youtube.com/watch?v=inpok4MKVLM',
      },
      {
        title: 'The chime: your cue to begin',
        description:
          'A cue makes a habit easier to start. Play this chime when you sit down each morning, then take three slow breaths before anything else.',
        type: 'audio',
        file: chime('morning-chime.wav'),
      },
      {
        title: 'Set one intention',
        description:
          'Print or fill in the worksheet: one intention for the day, one thing you are grateful for, one small kindness you will do.',
        type: 'pdf',
        file: worksheet(
          'morning-intention-worksheet.pdf',
          'Morning intention',
          'Two minutes, before your phone.',
          ['Today I intend to…', 'I am grateful for…', 'One small kindness I will do today…'],
        ),
        resources: [
          {
            instruction: 'Why writing down intentions works: implementation intentions, explained',
            url: 'https://en.wikipedia.org/wiki/Implementation_intention',
          },
        ],
      },
    ],
  },
  {
    title: 'Building the routine',
    description: 'Make the morning practice stick with cues, tracking and a plan for bad days.',
    lessons: [
      {
        title: 'Box breathing',
        description:
          'Read about box breathing, then try four rounds: in for four, hold for four, out for four, hold for four.',
        type: 'iframe',
        url: 'https://en.m.wikipedia.org/wiki/Box_breathing',
      },
      {
        title: 'Your four-week tracker',
        description:
          'Download the tracker, print it and put it where you make your coffee. Tick each morning you practise.',
        type: 'file',
        file: {
          name: 'habit-tracker.csv',
          contentType: 'application/octet-stream',
          extension: 'csv',
          make: () => habitTrackerCsv(['Breathing practice', 'Intention written', 'No phone for 30 minutes']),
        },
      },
      {
        title: 'Evening wind-down (coming soon)',
        description: 'A lesson on preparing the night before.',
        type: 'youtube',
        url: 'https://www.youtube.com/watch?v=inpok4MKVLM',
        published: false,
      },
    ],
  },
];

const RESILIENCE_101: DemoModule[] = [
  {
    title: 'Understanding stress',
    description: 'Stress is a signal, not a verdict. Learn to read it.',
    lessons: [
      {
        title: 'How to make stress your friend',
        description: 'A talk on how the way we think about stress changes what it does to us.',
        type: 'youtube',
        url: 'https://www.youtube.com/watch?v=RcGyVTAoXEU',
      },
      {
        title: 'Your stress inventory',
        description: 'List what drains you and what restores you this week. Bring it to your next session.',
        type: 'pdf',
        file: worksheet(
          'stress-inventory.pdf',
          'Stress inventory',
          'Be specific: people, places, times of day.',
          ['What drained my energy this week…', 'What restored it…', 'One drain I can reduce next week…'],
        ),
      },
    ],
  },
  {
    title: 'Bouncing back',
    description: 'Small, repeatable ways to recover after a hard day.',
    lessons: [
      {
        title: 'A pause between tasks',
        description: 'Play the chime between meetings and take one slow breath per second of sound.',
        type: 'audio',
        file: chime('pause-chime.wav'),
      },
      {
        title: 'What resilience is',
        description: 'A short read on psychological resilience and the habits behind it.',
        type: 'iframe',
        url: 'https://en.m.wikipedia.org/wiki/Psychological_resilience',
        resources: [
          { instruction: 'The 4-7-8 breathing technique', url: 'https://en.wikipedia.org/wiki/Breathing' },
        ],
      },
    ],
  },
];

/** Who has done how much of which course: lessons completed in order, the first `n`. */
const PROGRESS: {
  email: string;
  course: string;
  lessons: number;
  notes?: { lesson: number; title: string; text: string; private?: boolean }[];
}[] = [
  {
    email: 'client@demo.test',
    course: 'Mindful Mornings',
    lessons: 3,
    notes: [
      {
        lesson: 0,
        title: 'First try',
        text: 'Felt restless for the first minute, then it settled. Doing it before coffee works best.',
      },
      { lesson: 2, title: 'My intention', text: 'Listen more than I talk in the team meeting.' },
      {
        lesson: 1,
        title: 'Just for me',
        text: 'The chime reminds me of my grandmother’s clock.',
        private: true,
      },
    ],
  },
  { email: 'client@demo.test', course: 'Resilience 101', lessons: 1 },
  { email: 'priya.patel@demo.test', course: 'Mindful Mornings', lessons: 99 },
  { email: 'aisha.khan@demo.test', course: 'Mindful Mornings', lessons: 2 },
  { email: 'aisha.khan@demo.test', course: 'Resilience 101', lessons: 3 },
  { email: 'mei.lin@demo.test', course: 'Mindful Mornings', lessons: 4 },
];

/** Adds the courses' content and the demo clients' progress that are missing. */
export async function seedDemoCourses(db: Db, storage: Storage, now = new Date()): Promise<boolean> {
  // The few small files are written inside the transaction; should it roll back, they are only
  // unreferenced files under fresh keys.
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_COURSES_LOCK})`);
    const [coach] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_COACH));
    if (!coach) return false;
    let added = false;
    for (const [title, content] of [
      ['Mindful Mornings', MINDFUL_MORNINGS],
      ['Resilience 101', RESILIENCE_101],
    ] as const) {
      const [course] = await tx
        .select({ id: courses.id })
        .from(courses)
        .where(and(eq(courses.title, title), eq(courses.ownerId, coach.id)));
      if (!course) continue;
      added = (await seedCourseContent(tx, storage, course.id, content)) || added;
    }
    added = (await seedProgress(tx, now)) || added;
    return added;
  });
}

async function seedCourseContent(tx: Tx, storage: Storage, courseId: number, content: DemoModule[]) {
  const [any] = await tx
    .select({ id: courseModules.id })
    .from(courseModules)
    .where(eq(courseModules.courseId, courseId));
  if (any) return false;
  for (const [moduleIndex, module] of content.entries()) {
    const [moduleRow] = await tx
      .insert(courseModules)
      .values({
        courseId,
        title: module.title,
        description: module.description,
        published: true,
        ordering: moduleIndex,
      })
      .returning({ id: courseModules.id });
    for (const [lessonIndex, lesson] of module.lessons.entries()) {
      let file: { fileKey: string; fileName: string; fileSize: number; contentType: string } | null = null;
      if (lesson.file) {
        const bytes = await lesson.file.make();
        const key = newStorageKey('lessons', lesson.file.extension);
        const { size } = await storage.put(key, Readable.from([bytes]), lesson.file.contentType);
        file = {
          fileKey: key,
          fileName: lesson.file.name,
          fileSize: size,
          contentType: lesson.file.contentType,
        };
      }
      const [lessonRow] = await tx
        .insert(moduleLessons)
        .values({
          moduleId: moduleRow!.id,
          title: lesson.title,
          description: lesson.description,
          type: lesson.type,
          iframeUrl: lesson.url ?? null,
          published: lesson.published ?? true,
          ordering: lessonIndex,
          ...file,
        })
        .returning({ id: moduleLessons.id });
      if (lesson.resources?.length)
        await tx
          .insert(lessonResources)
          .values(lesson.resources.map((resource) => ({ lessonId: lessonRow!.id, ...resource })));
    }
  }
  return true;
}

/** The published lessons of a course in the order a client takes them. */
async function lessonsInOrder(tx: Tx, courseTitle: string) {
  return tx
    .select({ id: moduleLessons.id, courseId: courses.id })
    .from(moduleLessons)
    .innerJoin(courseModules, eq(courseModules.id, moduleLessons.moduleId))
    .innerJoin(courses, eq(courses.id, courseModules.courseId))
    .where(
      and(
        eq(courses.title, courseTitle),
        eq(courseModules.published, true),
        eq(moduleLessons.published, true),
      ),
    )
    .orderBy(asc(courseModules.ordering), asc(moduleLessons.ordering));
}

async function seedProgress(tx: Tx, now: Date) {
  let added = false;
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...new Set(PROGRESS.map((entry) => entry.email))]));
  const idOf = new Map(people.map((person) => [person.email, person.id]));
  for (const entry of PROGRESS) {
    const userId = idOf.get(entry.email);
    const lessons = await lessonsInOrder(tx, entry.course);
    if (!userId || lessons.length === 0) continue;
    const [done] = await tx
      .select({ lessonId: lessonCompletions.lessonId })
      .from(lessonCompletions)
      .where(
        and(
          eq(lessonCompletions.userId, userId),
          inArray(
            lessonCompletions.lessonId,
            lessons.map((l) => l.id),
          ),
        ),
      )
      .limit(1);
    if (done) continue;
    const taken = lessons.slice(0, entry.lessons);
    // One lesson every other day, ending yesterday.
    await tx.insert(lessonCompletions).values(
      taken.map((lesson, index) => ({
        userId,
        lessonId: lesson.id,
        completedAt: new Date(now.getTime() - (taken.length - index) * 2 * 86_400_000),
      })),
    );
    if (taken.length === lessons.length)
      await tx
        .insert(courseCompletions)
        .values({ userId, courseId: lessons[0]!.courseId, completedAt: new Date(now.getTime() - 86_400_000) })
        .onConflictDoNothing();
    for (const note of entry.notes ?? []) {
      const lesson = lessons[note.lesson];
      if (!lesson) continue;
      await tx.insert(notes).values({
        userId,
        lessonId: lesson.id,
        title: note.title,
        text: note.text,
        private: note.private ?? false,
      });
    }
    added = true;
  }
  return added;
}
