import { describe, expect, it } from 'vitest';
import { HABIT_MESSAGES } from '@tandem/shared';
import { resourceInput, validateResourceForm, type ResourceFormValues } from './resource-form';

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

  it("needs instructions and a link: 'No instructions given', 'No resources given'", () => {
    expect(validateResourceForm({ type: 'url', instruction: ' ', url: '', file: null })).toEqual({
      instruction: HABIT_MESSAGES.noInstructions,
      url: HABIT_MESSAGES.noResources,
    });
  });

  it("needs a file for 'File to Download': 'No file uploaded'", () => {
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

describe('resourceInput', () => {
  it('sends a trimmed link, or the file without the link', () => {
    expect(resourceInput({ ...link, instruction: ' Read this ', url: ' https://example.com ' })).toEqual({
      instruction: 'Read this',
      type: 'url',
      url: 'https://example.com',
    });
    expect(resourceInput({ ...link, type: 'file', file: pdf })).toEqual({
      instruction: 'Read this',
      type: 'file',
      file: pdf,
    });
  });
});
