import Papa from 'papaparse';
import { CLIENT_MESSAGES, type ClientUploadRow } from '@tandem/shared';

/** The only header row a client CSV may have, in any order (spec coach side section 5). */
export const CLIENT_CSV_COLUMNS = ['email', 'first_name', 'last_name'] as const;

/** Said when a file has the right header but no client under it. */
export const EMPTY_CSV_MESSAGE = 'There are no clients in this file.';

export type ClientCsvResult =
  { rows: ClientUploadRow[]; error?: undefined } | { rows?: undefined; error: string };

type CsvRecord = Partial<Record<string, string>>;

/**
 * Reads a client CSV (parsed by papaparse with `header: true`). The header must be exactly
 * `email, first_name, last_name` in any order; papaparse's 'TooManyFields' (a row longer than
 * the header) or any other header gives the spec's message. Cells are trimmed; blank lines skipped.
 */
export function parseClientCsv(text: string): ClientCsvResult {
  const parsed = Papa.parse<CsvRecord>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  const fields = parsed.meta.fields ?? [];
  const headerIsExact =
    fields.length === CLIENT_CSV_COLUMNS.length &&
    CLIENT_CSV_COLUMNS.every((column) => fields.includes(column));
  if (!headerIsExact || parsed.errors.some((error) => error.code === 'TooManyFields')) {
    return { error: CLIENT_MESSAGES.csvHeader };
  }
  const rows = parsed.data.map((record) => ({
    first_name: (record.first_name ?? '').trim(),
    last_name: (record.last_name ?? '').trim(),
    email: (record.email ?? '').trim(),
  }));
  if (rows.length === 0) return { error: EMPTY_CSV_MESSAGE };
  return { rows };
}
