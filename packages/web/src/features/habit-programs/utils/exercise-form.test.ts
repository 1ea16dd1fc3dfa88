import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@tandem/shared';
import { buildExercise } from '../testing';
import {
  exerciseFormValues,
  exerciseRequestBody,
  lessonSelectData,
  validateExerciseForm,
} from './exercise-form';

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
      lesson: null,
    });
    expect(exerciseFormValues(buildExercise({ lesson: 12 }), null).lesson).toBe('12');
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

  it('become the request body, weekdays in order, with the lesson or null for none', () => {
    const filled = {
      short_description: ' Walk ',
      description: 'Walk for ten minutes.',
      buffer: 0,
      available_for: '2',
      only_on: ['4', '0'],
    };
    const body = exerciseRequestBody({ ...exerciseFormValues(null, 4), ...filled });
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
      lesson: null,
    });
    expect(exerciseRequestBody({ ...exerciseFormValues(null, 4), ...filled, lesson: '12' }).lesson).toBe(12);
  });
});

describe('the lesson options', () => {
  const choice = (id: number, course: string, module: string, title: string) => ({
    id,
    title,
    module_title: module,
    course: id * 10,
    course_title: course,
  });

  it('group the lessons by course, named by module and lesson, in the order given', () => {
    const data = lessonSelectData(
      [
        choice(1, 'Sleep well', 'Basics', 'Why sleep'),
        choice(2, 'Sleep well', 'Habits', 'Wind down'),
        choice(3, 'Move more', 'Start', 'Walk'),
      ],
      '2',
    );
    expect(data).toEqual([
      {
        group: 'Sleep well',
        items: [
          { value: '1', label: 'Basics · Why sleep' },
          { value: '2', label: 'Habits · Wind down' },
        ],
      },
      { group: 'Move more', items: [{ value: '3', label: 'Start · Walk' }] },
    ]);
  });

  it('keep a linked lesson that is not among the choices, so saving never drops it', () => {
    expect(lessonSelectData([choice(1, 'Sleep well', 'Basics', 'Why sleep')], '99').at(-1)).toEqual({
      group: 'Linked lesson',
      items: [{ value: '99', label: 'Lesson 99' }],
    });
    expect(lessonSelectData([], null)).toEqual([]);
  });
});
