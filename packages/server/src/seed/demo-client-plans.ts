/* How each demo client engaged with their exercises over the history (demo-history.ts plans it). */
import {
  NO_AREAS_CLIENT,
  SHOWCASE_CLIENT,
  type ClientHistoryPlan,
  type CompletionShape,
} from './demo-history';

const improving =
  (from: number, to: number): CompletionShape =>
  (progress) =>
    from + (to - from) * progress;
const steady =
  (chance: number): CompletionShape =>
  () =>
    chance;
/** Kept it up, then stopped `days` ago (and has not logged in since). */
const lapsed =
  (chance: number, days: number): CompletionShape =>
  (_progress, daysAgo) =>
    daysAgo <= days ? 0 : chance;
/** Good weeks and bad weeks. */
const wave =
  (middle: number, swing: number): CompletionShape =>
  (_progress, daysAgo) =>
    middle + swing * Math.sin(daysAgo / 2.5);

/** Every demo client's plan. Shapes roughly match when each last logged in (demo-people.ts). */
export const DEMO_CLIENT_PLANS: Record<string, ClientHistoryPlan> = {
  [SHOWCASE_CLIENT]: {
    areas: ['Sleep & Energy', 'Movement', 'Mindfulness'],
    completion: improving(0.35, 0.9),
    skipShare: 0.4,
    hours: [7, 21],
  },
  'priya.patel@demo.test': {
    areas: ['Focus & Purpose', 'Connection', 'Mindfulness'],
    completion: steady(0.92),
    skipShare: 0.5,
    hours: [7, 10],
  },
  'marcus.johnson@demo.test': {
    areas: [],
    completion: improving(0.95, 0.15),
    skipShare: 0.3,
    hours: [12, 14],
  },
  'elena.rossi@demo.test': {
    areas: ['Connection', 'Sleep & Energy', 'Movement'],
    completion: steady(0.22),
    skipShare: 0.2,
    hours: [18, 22],
  },
  'sofia.garcia@demo.test': { areas: [], completion: improving(0.2, 0.85), skipShare: 0.5, hours: [8, 12] },
  'liam.obrien@demo.test': {
    areas: ['Movement', 'Focus & Purpose', 'Sleep & Energy'],
    completion: lapsed(0.7, 4),
    skipShare: 0.1,
    hours: [17, 21],
  },
  'aisha.khan@demo.test': {
    areas: ['Mindfulness', 'Focus & Purpose', 'Connection'],
    completion: steady(0.7),
    skipShare: 0.6,
    hours: [6, 9],
  },
  'noah.williams@demo.test': {
    areas: ['Sleep & Energy', 'Focus & Purpose', 'Movement'],
    completion: lapsed(0.6, 8),
    skipShare: 0.2,
    hours: [19, 22],
  },
  'mei.lin@demo.test': {
    areas: ['Mindfulness', 'Connection', 'Sleep & Energy'],
    completion: steady(0.82),
    skipShare: 0.9,
    hours: [7, 20],
  },
  'david.cohen@demo.test': { areas: [], completion: lapsed(0.5, 16), skipShare: 0.1, hours: [9, 17] },
  [NO_AREAS_CLIENT]: { areas: [], completion: steady(0), skipShare: 0, hours: [9, 17] },
  'omar.haddad@demo.test': {
    areas: ['Movement', 'Connection', 'Focus & Purpose'],
    completion: wave(0.55, 0.35),
    skipShare: 0.4,
    hours: [6, 22],
  },
  'tom.nguyen@demo.test': {
    areas: ['Focus & Purpose', 'Movement', 'Mindfulness'],
    completion: steady(0),
    skipShare: 0,
    hours: [9, 17],
  },
};
