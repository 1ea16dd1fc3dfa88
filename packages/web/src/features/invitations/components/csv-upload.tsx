import { useState } from 'react';
import { Alert, Button, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { CLIENT_MESSAGES, type ClientUploadRow } from '@tandem/shared';
import { CLIENT_CSV_COLUMNS, parseClientCsv } from '../utils/parse-client-csv';

// Spreadsheet programs label CSV files in several ways; the header check does the real work.
const CSV_ACCEPT = {
  'text/csv': ['.csv'],
  'application/vnd.ms-excel': ['.csv'],
  'text/plain': ['.csv'],
};

/** The file's text (FileReader rather than `Blob.text()`, which older browsers and jsdom lack). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}

interface CsvUploadProps {
  rows: ClientUploadRow[];
  fileName: string | null;
  onRows: (rows: ClientUploadRow[], fileName: string | null) => void;
}

/** Bulk upload: a CSV dropped here is checked and its clients listed before anything is sent. */
export function CsvUpload({ rows, fileName, onRows }: CsvUploadProps) {
  const [error, setError] = useState<string | null>(null);

  const read = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    const result = parseClientCsv(await readText(file));
    if (result.error !== undefined) {
      setError(result.error);
      onRows([], null);
      return;
    }
    setError(null);
    onRows(result.rows, file.name);
  };

  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={(files) => void read(files).catch(() => setError(CLIENT_MESSAGES.csvHeader))}
        accept={CSV_ACCEPT}
        multiple={false}
        inputProps={{ 'aria-label': 'CSV file' }}
      >
        <Group justify="center" gap="sm" mih={80} style={{ pointerEvents: 'none' }}>
          <IconFileSpreadsheet size={32} stroke={1.5} />
          <div>
            <Text>Drop a CSV file here or click to choose one</Text>
            <Text size="sm" c="dimmed">
              The first line must be: {CLIENT_CSV_COLUMNS.join(',')}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {rows.length > 0 && (
        <Stack gap="xs">
          <Group justify="space-between">
            <Text size="sm" fw={500}>
              {rows.length} {rows.length === 1 ? 'client' : 'clients'} from {fileName}
            </Text>
            <Button variant="subtle" size="xs" onClick={() => onRows([], null)}>
              Remove file
            </Button>
          </Group>
          <ScrollArea.Autosize mah={280}>
            <Table striped aria-label="Clients from the CSV file">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>First Name</Table.Th>
                  <Table.Th>Last Name</Table.Th>
                  <Table.Th>Email</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, index) => (
                  <Table.Tr key={index}>
                    <Table.Td>{row.first_name}</Table.Td>
                    <Table.Td>{row.last_name}</Table.Td>
                    <Table.Td>{row.email}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </Stack>
      )}
    </Stack>
  );
}
