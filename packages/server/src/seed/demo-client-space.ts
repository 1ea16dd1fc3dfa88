/* The clients' own pages, lived in: goals with milestones, journal entries, and the subscriptions. */
import { and, eq, sql } from 'drizzle-orm';
import { goalPercent } from '@tandem/shared';
import type { Tx } from '../db/client';
import { clientSubscriptions, goals, milestones, notes, ownerSubscriptions } from '../db/schema';

/** The clients' goals and their milestones (text, done). */
const GOALS: {
  email: string;
  goal: string;
  why: string;
  color: string;
  milestones: [string, boolean][];
  completed?: boolean;
}[] = [
  {
    email: 'client@demo.test',
    goal: 'Run a 10K by the spring',
    why: 'I want the energy to keep up with my kids and to prove to myself I can stick with something.',
    color: '#2b8a3e',
    milestones: [
      ['Run three times a week for a month', true],
      ['Finish a 5K without walking', true],
      ['Build up to 8K on the long run', false],
      ['Sign up for the city 10K', false],
    ],
  },
  {
    email: 'client@demo.test',
    goal: 'Protect one evening a week for myself',
    why: 'Work keeps swallowing my evenings and I end the week drained.',
    color: '#1971c2',
    milestones: [
      ['Pick the evening and tell my team', true],
      ['Keep it free four weeks in a row', false],
    ],
  },
  {
    email: 'client@demo.test',
    goal: 'Read twelve books this year',
    why: 'Reading is how I switch off; I lost the habit.',
    color: '#e8590c',
    milestones: [['Keep a book on the nightstand', true]],
    completed: true,
  },
  {
    email: 'priya.patel@demo.test',
    goal: 'Lead my first team retrospective',
    why: 'I want my team to feel heard and to grow as a leader.',
    color: '#9c36b5',
    milestones: [
      ['Shadow a retro in another team', true],
      ['Draft the agenda with my coach', false],
    ],
  },
];

/** The clients' journal entries. */
const JOURNAL: { email: string; title: string; text: string; daysAgo: number }[] = [
  {
    email: 'client@demo.test',
    title: 'A calmer Monday',
    text: 'Started the day with ten minutes of breathing before opening e-mail. The morning felt less rushed and I noticed I was kinder in the stand-up.',
    daysAgo: 1,
  },
  {
    email: 'client@demo.test',
    title: 'Long run in the rain',
    text: 'Eight kilometres today, the longest so far. Legs heavy at the end but I did not stop. Next week: try the hill route.',
    daysAgo: 3,
  },
  {
    email: 'client@demo.test',
    title: 'What drains me',
    text: 'Back-to-back meetings with no break, and saying yes to things I do not have time for. Try blocking 15 minutes between calls.',
    daysAgo: 6,
  },
];

/** Goals with milestones, journal entries and subscriptions, so the client's own pages look lived in. */
export async function seedClientSpace(
  tx: Tx,
  id: (email: string) => number,
  ownerId: number,
  companyId: number,
) {
  await seedGoals(tx, id);
  await seedJournal(tx, id);
  await seedSubscriptions(tx, id, ownerId, companyId);
}

/** The goals that are missing, each with its milestones and its progress. */
async function seedGoals(tx: Tx, id: (email: string) => number) {
  for (const item of GOALS) {
    const userId = id(item.email);
    const [found] = await tx
      .select({ id: goals.id })
      .from(goals)
      .where(and(eq(goals.userId, userId), eq(goals.goal, item.goal)));
    if (found) continue;
    const states = item.milestones.map(([, done]) => ({ completed: done }));
    const [goal] = await tx
      .insert(goals)
      .values({
        userId,
        goal: item.goal,
        sacrifice: item.why,
        color: item.color,
        completed: item.completed ?? false,
        progress: goalPercent(states, item.completed ?? false),
      })
      .returning({ id: goals.id });
    await tx
      .insert(milestones)
      .values(
        item.milestones.map(([text, completed], order) => ({ goalId: goal!.id, text, order, completed })),
      );
  }
}

/** The journal entries that are missing, dated days ago. */
async function seedJournal(tx: Tx, id: (email: string) => number) {
  for (const entry of JOURNAL) {
    const userId = id(entry.email);
    const [found] = await tx
      .select({ id: notes.id })
      .from(notes)
      .where(and(eq(notes.userId, userId), eq(notes.title, entry.title)));
    if (found) continue;
    const at = sql`now() - make_interval(days => ${entry.daysAgo})`;
    await tx
      .insert(notes)
      .values({ userId, title: entry.title, text: entry.text, private: true, createdAt: at, modifiedAt: at });
  }
}

/** Casey's paid plan with the company and the owner's plan with Tandem, when missing. */
async function seedSubscriptions(tx: Tx, id: (email: string) => number, ownerId: number, companyId: number) {
  const caseyId = id('client@demo.test');
  const [clientPlan] = await tx
    .select({ id: clientSubscriptions.id })
    .from(clientSubscriptions)
    .where(eq(clientSubscriptions.userId, caseyId));
  if (!clientPlan) {
    await tx.insert(clientSubscriptions).values({
      userId: caseyId,
      title: 'Brightpath Monthly Coaching',
      price: 4900,
      scheduledInvoiceAt: sql`now() + interval '12 days'`,
    });
  }
  const [ownerPlan] = await tx
    .select({ id: ownerSubscriptions.id })
    .from(ownerSubscriptions)
    .where(eq(ownerSubscriptions.userId, ownerId));
  if (!ownerPlan) {
    await tx.insert(ownerSubscriptions).values({
      userId: ownerId,
      companyId,
      title: 'Tandem Unlimited',
      scheduledInvoiceAt: sql`now() + interval '20 days'`,
    });
  }
}
