import { describe, expect, it, vi } from 'vitest';
import { CLIENT_MESSAGES } from '@tandem/shared';
import { EMPTY_CSV_MESSAGE, parseClientCsv } from './parse-client-csv';

describe('parseClientCsv', () => {
  it('reads the rows under the header, in any column order, trimming cells', () => {
    const csv =
      'last_name, email ,first_name\nLovelace, ada@example.com ,Ada\n\nHopper,grace@example.com,Grace\n';
    expect(parseClientCsv(csv)).toEqual({
      rows: [
        { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
        { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com' },
      ],
    });
  });

  it.each([
    ['a missing column', 'email,first_name\nada@example.com,Ada'],
    ['an extra column', 'email,first_name,last_name,phone\nada@example.com,Ada,Lovelace,555'],
    ['a misspelt column', 'e-mail,first_name,last_name\nada@example.com,Ada,Lovelace'],
    ['a capitalised column', 'Email,first_name,last_name\nada@example.com,Ada,Lovelace'],
    ['a repeated column', 'email,email,last_name\nada@example.com,Ada,Lovelace'],
    ['no header (data on the first line)', 'ada@example.com,Ada,Lovelace\ngrace@example.com,Grace,Hopper'],
    ['an empty file', ''],
  ])('refuses %s with the header message', (_case, csv) => {
    // papaparse warns about repeated headers on the console.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseClientCsv(csv)).toEqual({ error: CLIENT_MESSAGES.csvHeader });
  });

  it("gives the header message on papaparse's TooManyFields (a row longer than the header)", () => {
    const csv = 'email,first_name,last_name\nada@example.com,Ada,Lovelace,extra';
    expect(parseClientCsv(csv)).toEqual({ error: CLIENT_MESSAGES.csvHeader });
  });

  it('keeps a short row with blanks for the server to name', () => {
    expect(parseClientCsv('email,first_name,last_name\nada@example.com,Ada')).toEqual({
      rows: [{ first_name: 'Ada', last_name: '', email: 'ada@example.com' }],
    });
  });

  it('says so when only the header is there', () => {
    expect(parseClientCsv('email,first_name,last_name\n')).toEqual({ error: EMPTY_CSV_MESSAGE });
  });
});
