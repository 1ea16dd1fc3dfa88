import { describe, expect, it } from 'vitest';
import { exerciseStatus } from './exercise-status';

describe('exerciseStatus', () => {
  it('says when a completed exercise was done, even if it was skipped before', () => {
    expect(exerciseStatus({ completed_at: '2025-03-05T12:00:00Z', ignored: true })).toEqual({
      label: 'Completed on Mar 5, 2025',
      color: 'green',
    });
  });

  it('tells skipped from open', () => {
    expect(exerciseStatus({ completed_at: null, ignored: true }).label).toBe('Skipped');
    expect(exerciseStatus({ completed_at: null, ignored: false }).label).toBe('Open');
  });
});
