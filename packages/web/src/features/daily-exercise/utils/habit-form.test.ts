import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES, HABIT_MESSAGES } from '@tandem/shared';
import { EMPTY_HABIT, habitPageErrors, habitPayload, pageOfField } from './habit-form';

const filled = { ...EMPTY_HABIT, name: 'Drink water', color: '#12b886', days_of_week: ['4', '0'] };

describe('habit form', () => {
  it('starts the time at 10:00', () => {
    expect(EMPTY_HABIT.time).toBe('10:00:00');
  });

  it('sends sorted day numbers and the time with seconds', () => {
    expect(habitPayload({ ...filled, time: '07:35' })).toEqual({
      name: 'Drink water',
      description: '',
      why: '',
      visualization: '',
      color: '#12b886',
      days_of_week: [0, 4],
      time: '07:35:00',
    });
    expect(habitPayload(filled).time).toBe('10:00:00');
  });

  it("leaves a cleared time out, so the server's default applies", () => {
    expect(habitPayload({ ...filled, time: '' })).not.toHaveProperty('time');
    expect(habitPageErrors('schedule', { ...filled, time: '' })).toEqual({});
  });

  it('checks each page for its own fields only', () => {
    expect(habitPageErrors('details', EMPTY_HABIT)).toEqual({ name: 'This field may not be blank.' });
    expect(habitPageErrors('schedule', EMPTY_HABIT)).toEqual({
      color: HABIT_MESSAGES.selectColor,
      days_of_week: CLIENT_MESSAGES.selectWorkWeek,
    });
    expect(habitPageErrors('details', filled)).toEqual({});
    expect(habitPageErrors('schedule', filled)).toEqual({});
  });

  it('puts server field errors on the page of their field', () => {
    expect(pageOfField('days_of_week')).toBe('schedule');
    expect(pageOfField('time')).toBe('schedule');
    expect(pageOfField('why')).toBe('details');
  });
});
