import { describe, expect, it } from 'vitest';
import { buildExerciseTask } from '../testing';
import { applyTaskPatch } from './task-patch';

const now = new Date('2026-03-02T09:00:00Z');

describe('applyTaskPatch', () => {
  it('completes an open or skipped task at now, un-skipping it', () => {
    const skipped = buildExerciseTask({ id: 1, ignored: true });
    expect(applyTaskPatch(skipped, { completed: true }, now)).toMatchObject({
      completed_at: now.toISOString(),
      ignored: false,
    });
  });

  it('keeps the first completion time when completed again', () => {
    const done = buildExerciseTask({ id: 1, completed_at: '2026-03-02T08:00:00Z' });
    expect(applyTaskPatch(done, { completed: true }, now).completed_at).toBe('2026-03-02T08:00:00Z');
  });

  it('clears the completion when skipped or reopened, and un-skips on request', () => {
    const done = buildExerciseTask({ id: 1, completed_at: '2026-03-02T08:00:00Z' });
    expect(applyTaskPatch(done, { ignored: true }, now)).toMatchObject({ completed_at: null, ignored: true });
    expect(applyTaskPatch(done, { completed: false }, now)).toMatchObject({
      completed_at: null,
      ignored: false,
    });
    const skipped = buildExerciseTask({ id: 1, ignored: true });
    expect(applyTaskPatch(skipped, { ignored: false }, now)).toMatchObject({
      completed_at: null,
      ignored: false,
    });
  });
});
