import { describe, expect, it } from 'vitest';
import { buildActor } from '../test/actors';
import { answerAccess, coachesClient } from './access';
import { AppError } from './errors';

describe('answerAccess', () => {
  it('lets an allowed actor through', () => {
    expect(() => answerAccess('allowed', 'read-only')).not.toThrow();
  });

  it("answers 404 when the actor may not see it, with the caller's own 404 if given", () => {
    expect(() => answerAccess('not_found', 'read-only')).toThrow(
      expect.objectContaining({ statusCode: 404 }),
    );
    const custom = () => new AppError(404, 'not_found', { detail: 'No such survey.' });
    expect(() => answerAccess('not_found', 'read-only', custom)).toThrow('No such survey.');
  });

  it("answers 403 with the domain's read-only message when the actor may only look", () => {
    expect(() => answerAccess('forbidden', 'This program is read-only.')).toThrow(
      expect.objectContaining({
        statusCode: 403,
        body: { detail: 'This program is read-only.', code: 'permission_denied' },
      }),
    );
  });
});

describe('coachesClient', () => {
  it('holds only for the licensed coach of that client', () => {
    expect(coachesClient(buildActor({ userId: 7, isCoach: true }), { coachId: 7 })).toBe(true);
    expect(coachesClient(buildActor({ userId: 7, isCoach: true }), { coachId: 8 })).toBe(false);
    expect(coachesClient(buildActor({ userId: 7, isCoach: false }), { coachId: 7 })).toBe(false);
    expect(coachesClient(buildActor({ userId: 7, isCoach: true }), { coachId: null })).toBe(false);
  });
});
