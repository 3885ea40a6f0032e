#!/usr/bin/env node
// Renders the demo take (issue 33, decision 0632) with ffmpeg: the student's take, 12 s of a lead line (plucked
// sine tones on the chord tones of A minor) played over the first bars of Swing de Berlin, and the teacher's
// answer, 6 s of the phrase played again, slower. MP3, mono, 32 kbit/s, 22.05 kHz: a few dozen KB each.
// Usage: node scripts/media/generate-takes.mjs
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MEDIA_DIR, outDir, run } from './lib/util.mjs';

/** What the seed reads: the take's file, its answer's, and the track it was played over (from its first bar). */
export const DEMO_TAKE = {
  take: 'takes/demo-take.mp3',
  answer: 'takes/demo-answer.mp3',
  track: 'swing-de-berlin',
  seconds: 12,
  answerSeconds: 6,
};

/** A phrase of eighth notes (Hz, seconds each), the tones decaying like a plucked string. */
function phrase(notes, eighth) {
  return notes
    .map(
      (hz, i) =>
        `sin(2*PI*${hz}*(t-${(i * eighth).toFixed(3)}))*exp(-6*(t-${(i * eighth).toFixed(3)}))` +
        `*between(t,${(i * eighth).toFixed(3)},${((i + 1) * eighth).toFixed(3)})`,
    )
    .join('+');
}

// A, C, E, F#: the tones of Am6, up and down, then the same on Dm6.
const A_MINOR = [440, 523.25, 659.26, 739.99, 880, 739.99, 659.26, 523.25];
const D_MINOR = [587.33, 698.46, 880, 987.77, 1174.66, 987.77, 880, 698.46];

function render(expression, seconds, out, under) {
  const lead = `aevalsrc='0.5*(${expression})':s=22050:d=${seconds}`;
  const args = under
    ? ['-f', 'lavfi', '-i', lead, '-t', String(seconds), '-i', under]
    : ['-f', 'lavfi', '-i', lead];
  const mix = under
    ? ['-filter_complex', '[0:a][1:a]amix=inputs=2:duration=first:normalize=0[m]', '-map', '[m]']
    : [];
  run('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    ...args,
    ...mix,
    '-ac',
    '1',
    '-ar',
    '22050',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '32k',
    '-map_metadata',
    '-1',
    '-bitexact',
    out,
  ]);
}

const eighth = 60 / 180 / 2;
function main() {
  outDir('takes');
  const bars = Array.from({ length: 4 }, (_, i) => (i % 2 ? D_MINOR : A_MINOR)).flat();
  // The take starts 1.5 s before the track's first bar (its count-in): the lead enters on bar 1.
  const lead = phrase(bars, eighth).replaceAll('(t-', '(t-1.5-').replaceAll('between(t,', 'between(t-1.5,');
  render(
    lead,
    DEMO_TAKE.seconds,
    join(MEDIA_DIR, DEMO_TAKE.take),
    join(MEDIA_DIR, `backing-tracks/${DEMO_TAKE.track}.mp3`),
  );
  render(phrase(A_MINOR, eighth * 1.5), DEMO_TAKE.answerSeconds, join(MEDIA_DIR, DEMO_TAKE.answer));
  console.log(`wrote ${DEMO_TAKE.take} and ${DEMO_TAKE.answer}`);
}

// Run as a script, not when build-manifest.mjs imports DEMO_TAKE.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
