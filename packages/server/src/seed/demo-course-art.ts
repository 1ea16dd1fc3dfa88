/*
 * The demo courses' card pictures, drawn for Tandem and released with the code under its licence.
 * Shapes only, no text or script, so they look the same everywhere: a sunrise over hills for
 * "Mindful Mornings" and a path up a mountain for "Resilience 101".
 */

/** A 1200×600 SVG of the sun rising over layered hills. */
export const SUNRISE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 1200 600">
<defs><linearGradient id="dawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f9d29d"/><stop offset="0.6" stop-color="#fbe7c6"/><stop offset="1" stop-color="#fdf4e3"/></linearGradient></defs>
<rect width="1200" height="600" fill="url(#dawn)"/>
<circle cx="600" cy="380" r="120" fill="#f6a945"/>
<circle cx="600" cy="380" r="160" fill="#f6a945" fill-opacity="0.25"/>
<path d="M0 420 C 200 330 380 360 560 410 S 960 330 1200 390 L1200 600 L0 600 Z" fill="#8fb996"/>
<path d="M0 480 C 240 420 420 470 640 500 S 1000 430 1200 470 L1200 600 L0 600 Z" fill="#5c946e"/>
<path d="M0 550 C 300 510 600 560 900 540 S 1100 520 1200 530 L1200 600 L0 600 Z" fill="#3d6b4f"/>
<path d="M170 170 q 20 -16 40 0 q 20 -16 40 0" fill="none" stroke="#7a5c3e" stroke-width="5" stroke-linecap="round"/>
<path d="M930 130 q 16 -13 32 0 q 16 -13 32 0" fill="none" stroke="#7a5c3e" stroke-width="5" stroke-linecap="round"/>
</svg>`;

/** A 1200×600 SVG of a path winding up a mountain to a flag. */
export const MOUNTAIN_PATH_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 1200 600">
<defs><linearGradient id="air" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b9d7ea"/><stop offset="1" stop-color="#eef6fb"/></linearGradient></defs>
<rect width="1200" height="600" fill="url(#air)"/>
<path d="M120 600 L520 140 L760 420 L880 300 L1120 600 Z" fill="#5b7c99"/>
<path d="M520 140 L600 232 L560 222 L520 260 L484 220 L452 218 Z" fill="#ffffff"/>
<path d="M880 300 L930 358 L902 352 L880 380 L860 350 L836 352 Z" fill="#ffffff"/>
<path d="M0 600 L0 500 C 200 450 400 520 600 480 S 1000 440 1200 500 L1200 600 Z" fill="#3f5e78"/>
<path d="M300 600 C 360 540 460 520 480 470 S 430 380 470 320 S 520 220 520 150" fill="none" stroke="#f2cc8f" stroke-width="10" stroke-linecap="round" stroke-dasharray="4 22"/>
<line x1="520" y1="140" x2="520" y2="70" stroke="#3d405b" stroke-width="6"/>
<path d="M520 72 L580 88 L520 104 Z" fill="#e07a5f"/>
</svg>`;
