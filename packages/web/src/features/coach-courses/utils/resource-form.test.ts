import { describe, expect, it } from 'vitest';
import { HABIT_MESSAGES } from '@tandem/shared';
import { validateResourceForm } from './resource-form';

describe('validateResourceForm', () => {
  it("needs instructions and a link: 'No instructions given', 'No resources given'", () => {
    expect(validateResourceForm({ type: 'url', instruction: ' ', url: '', file: null })).toEqual({
      instruction: HABIT_MESSAGES.noInstructions,
      url: HABIT_MESSAGES.noResources,
    });
  });

  it("needs a file for 'File to Download': 'No file uploaded'", () => {
    expect(validateResourceForm({ type: 'file', instruction: 'Print', url: '', file: null })).toEqual({
      file: HABIT_MESSAGES.noFileUploaded,
    });
    expect(
      validateResourceForm({
        type: 'file',
        instruction: 'Print',
        url: '',
        file: new File(['%PDF'], 'a.pdf'),
      }),
    ).toEqual({});
  });

  it('needs a well-formed link', () => {
    expect(validateResourceForm({ type: 'url', instruction: 'Read', url: 'nope', file: null })).toEqual({
      url: 'Enter a valid URL.',
    });
    expect(
      validateResourceForm({ type: 'url', instruction: 'Read', url: 'https://a.example', file: null }),
    ).toEqual({});
  });
});
