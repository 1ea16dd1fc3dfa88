import { describe, expect, it } from 'vitest';
import { exercisesComingMessage } from './exercises-coming';

const client = { work_week: [0, 1, 2, 3, 4], generate_exercises_at: '06:00', timezone: 'America/New_York' };

describe('exercisesComingMessage', () => {
  // Monday 2026-11-30, in New York (UTC-5).
  it('says when today’s exercises arrive, before their time on a work day', () => {
    expect(exercisesComingMessage(client, new Date('2026-11-30T10:30:00Z'))).toBe(
      'Your exercises for today arrive at 6:00 AM.',
    );
  });

  it('says they are on their way once their time has come', () => {
    expect(exercisesComingMessage(client, new Date('2026-11-30T11:01:00Z'))).toBe(
      'Your exercises for today are on their way: they will show here in a moment.',
    );
  });

  it('says none come on a day off, in the client’s own zone', () => {
    // Saturday 01:00 in New York, already Saturday 06:00 in UTC.
    expect(exercisesComingMessage(client, new Date('2026-12-05T06:00:00Z'))).toBe(
      'No exercises today: they come on your work days at 6:00 AM.',
    );
    // Sunday 23:30 UTC is still Sunday in New York; Monday in Tokyo, before 6.
    expect(
      exercisesComingMessage({ ...client, timezone: 'Asia/Tokyo' }, new Date('2026-11-29T20:30:00Z')),
    ).toBe('Your exercises for today arrive at 6:00 AM.');
  });

  it('reads the day in UTC for a zone it does not know', () => {
    expect(
      exercisesComingMessage({ ...client, timezone: 'Mars/Olympus' }, new Date('2026-11-30T05:00:00Z')),
    ).toBe('Your exercises for today arrive at 6:00 AM.');
  });
});
