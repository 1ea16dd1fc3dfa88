import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, CLIENT_MESSAGES } from '@tandem/shared';
import {
  hasDuplicateAreas,
  isMissingAreas,
  pickedAreasProblem,
  settingsAreasProblem,
  togglePickedArea,
} from './area-choice';

const choosing = { assign_all: false, max_number_of_allowed_groups: 3 };

describe('isMissingAreas', () => {
  it('is true while a choosing program has fewer areas than it asks for', () => {
    expect(isMissingAreas([], choosing)).toBe(true);
    expect(isMissingAreas([1, 2], choosing)).toBe(true);
    expect(isMissingAreas([1, 2, 3], choosing)).toBe(false);
  });

  it('is false without a program or with one that assigns every area', () => {
    expect(isMissingAreas([], null)).toBe(false);
    expect(isMissingAreas([], { ...choosing, assign_all: true })).toBe(false);
  });
});

describe('settingsAreasProblem', () => {
  it('refuses the same area twice, whatever the count', () => {
    expect(hasDuplicateAreas([4, null, 4])).toBe(true);
    expect(hasDuplicateAreas([4, null, null])).toBe(false);
    expect(settingsAreasProblem([4, 4, 5], 3)).toBe(ACCOUNT_MESSAGES.duplicateAreas);
  });

  it('refuses more than the maximum and fewer than it, with the number filled in', () => {
    expect(settingsAreasProblem([1, 2, 3], 2)).toBe('You can only select a max of 2 areas of focus');
    expect(settingsAreasProblem([1, null, null], 3)).toBe('Please choose all 3 areasOfGrowth');
    expect(settingsAreasProblem([null, null], 2)).toBe('Please choose all 2 areasOfGrowth');
  });

  it('accepts exactly the maximum of different areas', () => {
    expect(settingsAreasProblem([3, 1], 2)).toBeNull();
  });
});

describe('picking areas', () => {
  it('adds in order, drops a picked one, and stops at the maximum', () => {
    expect(togglePickedArea([], 5, 2)).toEqual([5]);
    expect(togglePickedArea([5], 3, 2)).toEqual([5, 3]);
    expect(togglePickedArea([5, 3], 8, 2)).toEqual([5, 3]);
    expect(togglePickedArea([5, 3], 5, 2)).toEqual([3]);
  });

  it('asks for exactly the maximum', () => {
    expect(pickedAreasProblem([1, 2], 3)).toBe(CLIENT_MESSAGES.pickAllAreas);
    expect(pickedAreasProblem([1, 2, 3], 3)).toBeNull();
  });
});
