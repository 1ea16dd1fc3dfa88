import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@tandem/shared';
import { stepErrors } from './goal-wizard';

const blank = { goal: '', sacrifice: '', color: '' };

describe('stepErrors', () => {
  it('asks for the goal and the why on the first step', () => {
    expect(stepErrors('NEW_GOAL', blank)).toEqual({
      goal: 'This field may not be blank.',
      sacrifice: 'This field may not be blank.',
    });
    expect(stepErrors('NEW_GOAL', { ...blank, goal: '  ', sacrifice: 'Health' })).toEqual({
      goal: 'This field may not be blank.',
    });
    expect(stepErrors('NEW_GOAL', { ...blank, goal: 'Run', sacrifice: 'Health' })).toEqual({});
  });

  it('needs nothing on the milestones step', () => {
    expect(stepErrors('MILESTONES', blank)).toEqual({});
  });

  it("asks for a colour on the last step with 'Please select a color'", () => {
    expect(stepErrors('COLOR', blank)).toEqual({ color: ACCOUNT_MESSAGES.selectColor });
    expect(stepErrors('COLOR', { ...blank, color: '#228be6' })).toEqual({});
  });
});
