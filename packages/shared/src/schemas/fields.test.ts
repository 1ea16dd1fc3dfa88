import { describe, expect, it } from 'vitest';
import { id, isWebUrl, MAX_INTEGER, optionalWebUrl, queryId, webUrl } from './fields';

describe('ids', () => {
  it('take 1 to the largest PostgreSQL integer, in a body or a query string', () => {
    expect(id.safeParse(1).success).toBe(true);
    expect(id.safeParse(MAX_INTEGER).success).toBe(true);
    for (const value of [0, -1, 2 ** 31, 2 ** 53, 1.5])
      expect(id.safeParse(value).success, String(value)).toBe(false);
    expect(queryId.parse('2147483647')).toBe(MAX_INTEGER);
    expect(queryId.safeParse('2147483648').error?.issues[0]?.message).toBe(
      'Ensure this value is less than or equal to 2147483647.',
    );
  });
});

describe('web links', () => {
  it('take http and https pages on a host name only', () => {
    for (const url of [
      'https://www.youtube.com/embed/x',
      'http://example.com',
      'http://localhost:3000/page',
      'http://192.168.1.10/lesson',
    ])
      expect(isWebUrl(url), url).toBe(true);
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:msgbox(1)',
      'ftp://example.com/file',
      'https://nohost',
      'not a url',
      '',
    ])
      expect(isWebUrl(url), url).toBe(false);
  });

  it("refuse anything else with Django's words; the optional field also takes a blank", () => {
    expect(webUrl().safeParse(' https://example.com ').data).toBe('https://example.com');
    expect(webUrl().safeParse('javascript:alert(1)').error?.issues[0]?.message).toBe('Enter a valid URL.');
    expect(optionalWebUrl().parse('')).toBe('');
    expect(optionalWebUrl().safeParse('javascript:alert(1)').success).toBe(false);
  });
});
