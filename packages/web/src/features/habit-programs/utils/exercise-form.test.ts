import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@tandem/shared';
import { buildExercise } from '../testing';
import { exerciseFormValues, exerciseRequestBody, validateExerciseForm } from './exercise-form';

const BLANK = 'This field may not be blank.';

describe('exercise form values', () => {
  it('start blank and enabled, in the given area', () => {
    expect(exerciseFormValues(null, 4)).toMatchObject({ themes: '4', active: true, buffer: '', only_on: [] });
    expect(exerciseFormValues(null, null).themes).toBeNull();
  });

  it("hold an exercise's own values", () => {
    const exercise = buildExercise({ id: 8, themes: [5], buffer: 2, available_for: 3, only_on: [0, 4] });
    expect(exerciseFormValues(exercise, null)).toMatchObject({
      short_description: exercise.short_description,
      buffer: 2,
      available_for: 3,
      themes: '5',
      only_on: ['0', '4'],
    });
  });

  it('need a title, description, buffer, available for and an area', () => {
    expect(validateExerciseForm(exerciseFormValues(null, null))).toEqual({
      short_description: BLANK,
      description: BLANK,
      buffer: MESSAGES.required,
      available_for: MESSAGES.required,
      themes: MESSAGES.required,
    });
  });

  it('become the request body, weekdays in order and without a lesson', () => {
    const body = exerciseRequestBody({
      ...exerciseFormValues(null, 4),
      short_description: ' Walk ',
      description: 'Walk for ten minutes.',
      buffer: 0,
      available_for: '2',
      only_on: ['4', '0'],
    });
    expect(body).toEqual({
      short_description: 'Walk',
      description: 'Walk for ten minutes.',
      how: '',
      why: '',
      buffer: 0,
      available_for: 2,
      always: false,
      themes: [4],
      only_on: [0, 4],
      active: true,
    });
  });
});
