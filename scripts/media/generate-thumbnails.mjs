#!/usr/bin/env node
// Renders the 12 course thumbnails (480x270 JPEG, < 40 KB) with ffmpeg: a coloured background, a stylised
// guitar sound hole with six strings, a small label, and the course title in large text.
// Output: apps/api/src/db/seed/media/thumbnails/<slug>.jpg. Needs: ffmpeg (drawtext), fonts-dejavu-core.
// Usage: node --import tsx scripts/media/generate-thumbnails.mjs
import { rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ff, FONT_BOLD, textFile, wrap } from './lib/draw.mjs';
import { outDir, run, workDir } from './lib/util.mjs';
// The seed's own slugs (TypeScript): run this script with `node --import tsx`.
import { slugify } from '../../apps/api/src/cli/seed/slug.ts';

export const THUMBNAILS = [
  { title: 'Swing de Berlin', tag: 'SONG COURSE', colour: '#027368' },
  { title: 'Swing de Berlin (Anfänger)', tag: 'SONGKURS · ANFÄNGER', colour: '#1565C0' },
  { title: 'Rhythm Fundamentals', tag: 'TECHNIQUE', colour: '#6D4C41' },
  { title: 'Rhythmus-Grundlagen', tag: 'TECHNIK', colour: '#5E35B1' },
  { title: 'Blues pour Stéphane', tag: 'SONG COURSE', colour: '#1A237E' },
  { title: 'Arpeggio Workouts', tag: 'TECHNIQUE', colour: '#AD1457' },
  { title: 'Nuages du Soir', tag: 'SONG COURSE', colour: '#455A64' },
  { title: 'Les Yeux Sombres', tag: 'SONG COURSE', colour: '#263238' },
  { title: 'Advanced Soloing', tag: 'IMPROVISATION', colour: '#B71C1C' },
  { title: 'Right-Hand Technique', tag: 'TECHNIQUE', colour: '#E65100' },
  { title: 'Rhythm in Bb', tag: 'SONG COURSE', colour: '#2E7D32' },
  { title: 'Coming Soon: Valse Rapide', tag: 'UPCOMING COURSE', colour: '#F9A825' },
].map((t) => ({ ...t, slug: slugify(t.title) }));

const W = 480;
const H = 270;
const MAX_BYTES = 40 * 1024;

function graph(t, dir) {
  const lines = t.title.length > 16 ? wrap(t.title, 2) : [t.title];
  const size = Math.max(...lines.map((l) => l.length)) > 15 ? 32 : 38;
  const top = lines.length > 1 ? 150 : 178;
  const cx = 370;
  const cy = 92;
  // Shape layer (white with alpha): sound-hole disc, rosette ring and a soft diagonal light.
  const alpha =
    `if(lt(hypot(X-${cx},Y-${cy}),58),70,` +
    `if(lt(abs(hypot(X-${cx},Y-${cy})-70),5),90,` +
    `if(lt(abs(hypot(X-${cx},Y-${cy})-82),2),60,` +
    `if(lt(X+Y*1.4,260),18,0))))`;
  const text = (s, font, px, x, y, colour = 'white') =>
    `drawtext=fontfile=${font}:textfile=${textFile(dir, s)}:expansion=none:fontsize=${px}:fontcolor=${colour}:` +
    `x=${x}:y=${y}:shadowcolor=black@0.4:shadowx=2:shadowy=2`;
  const chain = [
    `drawbox=x=0:y=${top - 16}:w=${W}:h=${H - top + 16}:color=black@0.35:t=fill`,
    `drawbox=x=24:y=${top - 6}:w=56:h=4:color=${ff('#FFA000')}:t=fill`,
    ...[0, 1, 2, 3, 4, 5].map(
      (k) => `drawbox=x=230:y=${64 + k * 11}:w=${W - 230}:h=${k < 3 ? 1 : 2}:color=white@0.55:t=fill`,
    ),
    text('GYPSY JAZZ SCHOOL', FONT_BOLD, 13, 24, 22, 'white@0.85'),
    text(t.tag, FONT_BOLD, 12, 24, 42, ff('#FFE0B2')),
    ...lines.map((l, i) => text(l, FONT_BOLD, size, 24, top + 6 + i * (size + 8))),
  ];
  return [
    `color=c=${ff(t.colour)}:s=${W}x${H}:d=1[bg]`,
    `color=c=white:s=${W}x${H}:d=1,format=rgba,geq=r=255:g=255:b=255:a='${alpha}'[shape]`,
    `[bg][shape]overlay=0:0,${chain.join(',')},format=yuvj420p[v]`,
  ].join(';\n');
}

const isMain = import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const dir = outDir('thumbnails');
  const tmp = workDir('thumbnails');
  for (const t of THUMBNAILS) {
    const script = join(tmp, `${t.slug}.filter`);
    writeFileSync(script, graph(t, tmp));
    const out = join(dir, `${t.slug}.jpg`);
    // Lower the quality until the file is under 40 KB (usually the first try).
    for (const q of [3, 4, 5, 6, 8]) {
      run('ffmpeg', [
        ...['-hide_banner', '-loglevel', 'error', '-y', '-filter_complex_script', script, '-map', '[v]'],
        ...['-frames:v', '1', '-q:v', String(q), '-map_metadata', '-1', '-fflags', '+bitexact', out],
      ]);
      if (statSync(out).size < MAX_BYTES) break;
    }
    console.log(`thumbnails/${t.slug}.jpg ${statSync(out).size} bytes`);
  }
  rmSync(tmp, { recursive: true, force: true });
}
