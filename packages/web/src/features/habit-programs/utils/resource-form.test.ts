import { describe, expect, it } from 'vitest';
import { HABIT_MESSAGES } from '@tandem/shared';
import { validateResourceForm, type ResourceFormValues } from './resource-form';

const pdf = new File(['%PDF-'], 'guide.pdf', { type: 'application/pdf' });
const link: ResourceFormValues = {
  type: 'url',
  instruction: 'Read this',
  url: 'https://example.com',
  file: null,
};

describe('validateResourceForm', () => {
  it('needs instructions', () => {
    expect(validateResourceForm({ ...link, instruction: '  ' })).toEqual({
      instruction: HABIT_MESSAGES.noInstructions,
    });
  });

  it('needs a file for a file resource', () => {
    expect(validateResourceForm({ ...link, type: 'file', url: '' })).toEqual({
      file: HABIT_MESSAGES.noFileUploaded,
    });
    expect(validateResourceForm({ ...link, type: 'file', url: '', file: pdf })).toEqual({});
  });

  it('needs a well-formed url for a link resource', () => {
    expect(validateResourceForm({ ...link, url: ' ' })).toEqual({ url: HABIT_MESSAGES.noResources });
    expect(validateResourceForm({ ...link, url: 'not a link' })).toEqual({ url: 'Enter a valid URL.' });
    expect(validateResourceForm(link)).toEqual({});
  });

  it('ignores the url of a file resource', () => {
    expect(validateResourceForm({ ...link, type: 'file', url: 'not a link', file: pdf })).toEqual({});
  });
});
