import PDFDocument from 'pdfkit';
import type { TemplateExercise } from '@tandem/shared';

/*
 * The printable sheet of an exercise (GET coaches/template-exercises/{id}/print/): title, area of
 * focus with its colour, how often it is given, description, How, Why and resources. pdfkit
 * wraps the text inside the margins and starts new pages on its own; headings move to the next
 * page rather than sit alone at the bottom of one.
 */

const MARGIN = 56;
const INK = '#1f2328';
const MUTED = '#57606a';
const LINK = '#0b5cad';
const RULE = '#d0d7de';
/** Room a heading needs below it (its own line and a few lines of text) to stay on a page. */
const HEADING_KEEP = 90;

const DAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** How often the exercise is given, as one readable line. */
export function scheduleLine(
  exercise: Pick<TemplateExercise, 'available_for' | 'buffer' | 'only_on' | 'always' | 'active'>,
): string {
  const parts = [
    `Available for ${plural(exercise.available_for, 'day')}`,
    exercise.buffer === 0
      ? 'May repeat the next day'
      : `Waits ${plural(exercise.buffer, 'day')} before it repeats`,
    exercise.only_on.length === 0
      ? 'Any day of the week'
      : `Only on ${[...exercise.only_on]
          .sort((a, b) => a - b)
          .map((day) => DAY_NAMES[day])
          .join(', ')}`,
  ];
  if (exercise.always) parts.push('Always given');
  if (!exercise.active) parts.push('Disabled');
  return parts.join(' · ');
}

/** A file name for the sheet: the title in lower-case ASCII words joined by hyphens. */
export function exerciseFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'exercise'}.pdf`;
}

/** `#rgb` as `#rrggbb`; anything that is not a hex colour falls back to grey. */
function hexColor(color: string): string {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(color);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  return /^#[0-9a-f]{6}$/i.test(color) ? color : '#8c959f';
}

/** Renders the sheet; `compress: false` leaves the page text readable in the file (for tests). */
export function renderExercisePdf(
  exercise: TemplateExercise,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    compress: options.compress ?? true,
    info: { Title: exercise.short_description, Subject: exercise.area.name, Creator: 'Tandem' },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN;

  doc.font('Helvetica-Bold').fontSize(22).fillColor(INK).text(exercise.short_description, { width });
  doc.moveDown(0.4);

  // The area of focus: a small swatch of its colour, then its name.
  const swatchTop = doc.y + 1;
  doc.rect(MARGIN, swatchTop, 11, 11).fill(hexColor(exercise.area.color));
  doc
    .font('Helvetica')
    .fontSize(12)
    .fillColor(MUTED)
    .text(exercise.area.name, MARGIN + 18, swatchTop - 1, { width: width - 18 });
  doc.x = MARGIN;
  doc.moveDown(0.3);
  doc.fontSize(10).text(scheduleLine(exercise), { width });
  doc.moveDown(0.6);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  doc.moveDown(0.8);

  const heading = (text: string) => {
    if (doc.y + HEADING_KEEP > bottom()) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(14).fillColor(INK).text(text, MARGIN, doc.y, { width });
    doc.moveDown(0.3);
  };
  const body = (text: string) => {
    doc.font('Helvetica').fontSize(11).fillColor(INK).text(text, { width, lineGap: 2 });
    doc.moveDown(0.9);
  };

  heading('Description');
  body(exercise.description);
  if (exercise.how.trim()) {
    heading('How');
    body(exercise.how);
  }
  if (exercise.why.trim()) {
    heading('Why');
    body(exercise.why);
  }
  if (exercise.resources.length > 0) {
    heading('Resources');
    for (const resource of exercise.resources) {
      doc
        .font('Helvetica')
        .fontSize(11)
        .fillColor(INK)
        .text(`• ${resource.instruction}`, { width, lineGap: 2 });
      if (resource.url) {
        doc.fillColor(LINK).text(resource.url, MARGIN + 12, doc.y, { width: width - 12, link: resource.url });
      } else if (resource.file_name) {
        doc.fillColor(MUTED).text(`File: ${resource.file_name}`, MARGIN + 12, doc.y, { width: width - 12 });
      }
      doc.x = MARGIN;
      doc.moveDown(0.5);
    }
  }
  doc.end();
  return done;
}
