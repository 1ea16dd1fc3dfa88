/*
 * The demo courses' files, made when seeding rather than shipped as binaries: a short chime (WAV)
 * for the audio lessons, one-page worksheets (PDF) and a printable habit tracker (CSV).
 */
import PDFDocument from 'pdfkit';

/**
 * A soft two-note chime, mono 16-bit PCM WAV at 16 kHz: each note a sine with a slow decay.
 * About `seconds` long (a few seconds is ~100 kB).
 */
export function chimeWav(seconds = 4): Buffer {
  const rate = 16_000;
  const samples = Math.round(rate * seconds);
  const data = Buffer.alloc(samples * 2);
  const notes = [
    { start: 0, frequency: 523.25 },
    { start: 0.6, frequency: 783.99 },
  ];
  for (let i = 0; i < samples; i += 1) {
    const t = i / rate;
    let value = 0;
    for (const note of notes) {
      if (t < note.start) continue;
      const since = t - note.start;
      value += Math.sin(2 * Math.PI * note.frequency * since) * Math.exp(-since * 1.6) * 0.35;
    }
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, value)) * 32_767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16); // PCM header size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28); // bytes a second
  header.writeUInt16LE(2, 32); // bytes a frame
  header.writeUInt16LE(16, 34); // bits a sample
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** A one-page worksheet: a title, a short introduction and prompts with room to write. */
export function worksheetPdf(title: string, introduction: string, prompts: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title, Author: 'Tandem' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fillColor('#1f2328').fontSize(22).text(title);
  doc.moveDown(0.5).fontSize(11).fillColor('#57606a').text(introduction);
  for (const prompt of prompts) {
    doc.moveDown(1.2).fontSize(13).fillColor('#1f2328').text(prompt);
    const y = doc.y + 8;
    for (let line = 0; line < 3; line += 1) {
      doc
        .moveTo(56, y + line * 22)
        .lineTo(539, y + line * 22)
        .strokeColor('#d0d7de')
        .stroke();
    }
    doc.y = y + 3 * 22;
  }
  doc.end();
  return done;
}

/** A four-week habit tracker to print: one row per habit, a column per day. */
export function habitTrackerCsv(habits: string[]): Buffer {
  const days = Array.from({ length: 28 }, (_, index) => `Day ${index + 1}`);
  const rows = [['Habit', ...days], ...habits.map((habit) => [habit, ...days.map(() => '')])];
  return Buffer.from(
    rows.map((row) => row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',')).join('\r\n'),
  );
}
