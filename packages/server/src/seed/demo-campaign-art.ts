/*
 * The demo campaign's picture, drawn for Tandem and released with the code under its licence: a
 * school reading corner (a shelf of books, a lamp and a plant under a window). Made of shapes only,
 * no text or script, so it looks the same everywhere.
 */

const BOOKS: [x: number, width: number, height: number, color: string][] = [
  [250, 46, 150, '#2b6777'],
  [300, 38, 126, '#f6c667'],
  [342, 52, 162, '#e07a5f'],
  [398, 34, 138, '#81b29a'],
  [436, 44, 156, '#3d405b'],
  [484, 40, 118, '#f2cc8f'],
  [560, 48, 146, '#52ab98'],
  [612, 36, 160, '#c8553d'],
  [652, 50, 132, '#2b6777'],
  [706, 42, 150, '#f6c667'],
  [752, 38, 124, '#81b29a'],
];

const books = BOOKS.map(
  ([x, width, height, color]) =>
    `<rect x="${x}" y="${460 - height}" width="${width}" height="${height}" rx="4" fill="${color}"/>` +
    `<rect x="${x + 6}" y="${460 - height + 18}" width="${width - 12}" height="6" rx="3" fill="#ffffff" fill-opacity="0.55"/>`,
).join('');

/** A 1200×600 SVG of a reading corner. */
export const READING_CORNER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 1200 600">
<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fdf6e9"/><stop offset="1" stop-color="#eef5f6"/></linearGradient>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9fd3e0"/><stop offset="1" stop-color="#d9f0f4"/></linearGradient></defs>
<rect width="1200" height="600" fill="url(#wall)"/>
<rect x="860" y="70" width="240" height="230" rx="10" fill="url(#sky)" stroke="#2b6777" stroke-width="10"/>
<line x1="980" y1="70" x2="980" y2="300" stroke="#2b6777" stroke-width="8"/>
<line x1="860" y1="185" x2="1100" y2="185" stroke="#2b6777" stroke-width="8"/>
<circle cx="1045" cy="125" r="28" fill="#f6c667"/>
<rect x="0" y="520" width="1200" height="80" fill="#d8c3a5"/>
${books}
<rect x="0" y="-128" width="32" height="128" rx="4" fill="#e07a5f" transform="translate(524 460) rotate(15)"/>
<rect x="220" y="460" width="600" height="22" rx="6" fill="#8d6e63"/>
<rect x="236" y="482" width="18" height="40" fill="#6d4c41"/><rect x="786" y="482" width="18" height="40" fill="#6d4c41"/>
<path d="M120 520 l20 -90 h60 l20 90z" fill="#c8553d"/>
<path d="M170 430 c-40 -40 -50 -110 -10 -150 c10 40 30 80 10 150z" fill="#52ab98"/>
<path d="M170 430 c30 -50 80 -70 120 -60 c-30 30 -70 60 -120 60z" fill="#81b29a"/>
<path d="M170 430 c-40 -20 -90 -10 -120 20 c40 10 80 5 120 -20z" fill="#81b29a"/>
<rect x="968" y="330" width="10" height="190" fill="#3d405b"/>
<path d="M930 330 h86 l-18 -60 h-50z" fill="#f2cc8f"/>
<ellipse cx="973" cy="522" rx="48" ry="8" fill="#3d405b"/>
</svg>
`;
