import { describe, expect, it } from 'vitest';
import { buildNotice } from '../testing';
import { noticeText } from './notice-text';

describe('the struggling notice', () => {
  it('names the client and the dimension', () => {
    expect(noticeText(buildNotice())).toBe(
      'Jane Doe has scored 3 or below on Energy two reflections in a row',
    );
  });

  it('leaves out a dimension that no longer exists', () => {
    expect(noticeText(buildNotice({ dimension: null }))).toBe(
      'Jane Doe has scored 3 or below two reflections in a row',
    );
  });
});
