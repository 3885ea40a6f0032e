#!/usr/bin/env node
// Renders the link-preview image of the site (Open Graph / Twitter card, 1200x630 PNG, < 80 KB): the school's teal,
// a stylised guitar sound hole with six strings, the school's name and its promise, in the DejaVu fonts.
// Output: apps/web/public/og-image.png (Vite copies it to the root of the build). Needs: sharp (installed with the
// API), fonts-dejavu-core.
// Usage: node scripts/media/generate-og-image.mjs
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const sharp = require('sharp');

const OUT = fileURLToPath(new URL('../../apps/web/public/og-image.png', import.meta.url));
const W = 1200;
const H = 630;
const MAX_BYTES = 80 * 1024;

const strings = Array.from({ length: 6 }, (_, i) => {
  const y = 245 + i * 28;
  return `<line x1="700" y1="${y}" x2="1200" y2="${y}" stroke="#FFFFFF" stroke-opacity="0.55" stroke-width="${1.5 + (5 - i) * 0.5}"/>`;
}).join('');

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#027368"/>
      <stop offset="1" stop-color="#014a43"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <circle cx="940" cy="315" r="190" fill="#FFFFFF" fill-opacity="0.10"/>
  <circle cx="940" cy="315" r="150" fill="#013a35" fill-opacity="0.55"/>
  <circle cx="940" cy="315" r="172" fill="none" stroke="#FFA000" stroke-width="10" stroke-opacity="0.9"/>
  ${strings}
  <rect x="80" y="150" width="96" height="10" rx="5" fill="#FFA000"/>
  <text x="80" y="250" font-family="DejaVu Sans" font-weight="bold" font-size="64" fill="#FFFFFF">Gypsy Jazz</text>
  <text x="80" y="330" font-family="DejaVu Sans" font-weight="bold" font-size="64" fill="#FFFFFF">Guitar School</text>
  <text x="80" y="410" font-family="DejaVu Sans" font-size="32" fill="#FFFFFF" fill-opacity="0.92">Video courses, backing tracks</text>
  <text x="80" y="455" font-family="DejaVu Sans" font-size="32" fill="#FFFFFF" fill-opacity="0.92">and sheet music, in English and German</text>
</svg>`;

await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(OUT);
const size = statSync(OUT).size;
if (size > MAX_BYTES) throw new Error(`${OUT} is ${size} bytes, over its budget of ${MAX_BYTES}`);
console.log(`wrote ${OUT} (${size} bytes)`);
