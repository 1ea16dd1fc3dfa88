import { describe, expect, it } from 'vitest';
import { fieldErrors, generalError } from './api-errors';

describe('DRF error bodies', () => {
  it('takes the first message of each field', () => {
    expect(fieldErrors({ email: ['Bad e-mail.', 'Second.'], name: ['Required.'] })).toEqual({
      email: 'Bad e-mail.',
      name: 'Required.',
    });
  });

  it('leaves detail and code out of the field errors', () => {
    expect(fieldErrors({ detail: 'Nope.', code: 'x' })).toEqual({});
    expect(fieldErrors(null)).toEqual({});
    expect(fieldErrors('Server Error')).toEqual({});
  });

  it('reads the general message from non_field_errors or detail', () => {
    expect(generalError({ non_field_errors: ['Unable to log in.'] })).toBe('Unable to log in.');
    expect(generalError({ detail: 'Not found.' })).toBe('Not found.');
    expect(generalError({ email: ['x'] })).toBeUndefined();
  });
});
