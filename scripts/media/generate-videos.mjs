#!/usr/bin/env node
// Renders the demo chapter, promo and private-lesson videos with ffmpeg: 640x360, 25 fps, H.264 (main profile,
// yuv420p, +faststart, keyframe every 2 s) with a small mono AAC track.
// Picture: calm teal background, the title in large text, a running clock 'mm:ss.t' (drawtext, so a viewer or a
// test can read the current time and see that seeking works), six 'strings' with an amber dot bouncing on
// every beat, a four-beat indicator and a progress bar. Sound: a soft la-pompe comp from lib/pompe.mjs whose
// beats coincide with the dot's bounces.
// Output: apps/api/src/db/seed/media/videos/. Needs: ffmpeg (with libx264 and drawtext), fonts-dejavu-core.
// Usage: node --import tsx scripts/media/generate-videos.mjs [slug ...]
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { centredLines, ff, FONT_MONO_BOLD, FONT_REGULAR, textFile, wrap } from './lib/draw.mjs';
import { renderPompe, wavBytes } from './lib/pompe.mjs';
import { outDir, probe, run, workDir } from './lib/util.mjs';
// The chapters come from the seed's TypeScript catalogue: run this script with `node --import tsx`.
import { CHAPTER_VIDEOS } from '../../apps/api/src/cli/seed/chapter-videos.ts';

/** Colours, tempos and progressions the chapter videos take in turn, so that neighbouring chapters differ. */
const CHAPTER_LOOKS = [
  { colour: '#027368', tempo: 120, chords: ['Am6', 'Am6', 'E7', 'E7'] },
  { colour: '#02665c', tempo: 100, chords: ['Gm6', 'Gm6', 'D7', 'D7'] },
  { colour: '#037f73', tempo: 110, chords: ['Dm6', 'Dm6', 'A7', 'A7'] },
  { colour: '#015a52', tempo: 130, chords: ['Am6', 'Dm6', 'E7', 'Am6'] },
  { colour: '#04806e', tempo: 150, chords: ['Am6', 'Dm6', 'E7', 'Am6'] },
];

/**
 * One short video per video chapter of the demo catalogue, titled with the chapter's heading, the course and the
 * chapter's number beneath: a member sees at once that the video belongs to the chapter. 12 s (long enough to seek
 * 5 s twice) at a lower quality than the lesson videos, so that the 42 of them stay small.
 */
const CHAPTER_VIDEO_DEFS = CHAPTER_VIDEOS.map((c, i) => ({
  slug: c.slug,
  title: c.title,
  kind: 'chapter',
  subtitle: `${c.course} · Chapter ${c.number}`,
  duration: 12,
  crf: 34,
  audioKbps: 24,
  ...CHAPTER_LOOKS[i % CHAPTER_LOOKS.length],
}));

export const VIDEOS = [
  ...CHAPTER_VIDEO_DEFS,
  {
    slug: 'promo-learn-to-play-gypsy-jazz-guitar',
    title: 'Learn To Play Gypsy Jazz Guitar',
    kind: 'promo',
    subtitle: 'Online video lessons · Gypsy Jazz School',
    duration: 30,
    colour: '#027368',
    tempo: 160,
    chords: ['Am6', 'Am6', 'Dm6', 'Dm6', 'E7', 'E7', 'Am6', ['Am6', 'E7']],
  },
  {
    slug: 'private-lesson-warm-up',
    title: 'Private lesson: warm-up and rhythm check',
    kind: 'private-lesson',
    subtitle: 'Private lesson · Gypsy Jazz School',
    duration: 20,
    colour: '#0b5e57',
    tempo: 112,
    chords: ['Em6', 'Em6', 'B7', 'B7'],
  },
  {
    slug: 'private-lesson-arpeggio-review',
    title: 'Private lesson: arpeggio review',
    kind: 'private-lesson',
    subtitle: 'Private lesson · Gypsy Jazz School',
    duration: 20,
    colour: '#075049',
    tempo: 124,
    chords: ['Am6', 'Dm6', 'E7', 'Am6'],
  },
];

const W = 640;
const H = 360;
const FPS = 25;
const AUDIO_START = 1.0; // first downbeat of the comp, seconds

function filterGraph(v, dir) {
  const beat = 60 / v.tempo;
  const bar = 4 * beat;
  const D = v.duration;
  const titleLines = v.title.length > 24 ? wrap(v.title, 2) : [v.title];
  const titleSize = titleLines.length > 1 ? 34 : 40;
  const clock = textFile(
    dir,
    '%{eif:floor((t+0.0005)/60):d:2}:%{eif:mod(floor(t+0.0005),60):d:2}.%{eif:mod(floor((t+0.0005)*10),10):d}',
  );
  const chain = [
    // calm background: darker lower band, six 'strings'
    `drawbox=x=0:y=${H - 118}:w=${W}:h=118:color=black@0.16:t=fill`,
    ...[0, 1, 2, 3, 4, 5].map(
      (k) => `drawbox=x=40:y=${262 + k * 9}:w=${W - 80}:h=${k < 3 ? 1 : 2}:color=white@0.35:t=fill`,
    ),
    ...centredLines(dir, titleLines, { top: titleLines.length > 1 ? 18 : 30, size: titleSize }),
    ...centredLines(dir, [v.subtitle], {
      top: titleLines.length > 1 ? 112 : 86,
      size: 17,
      font: FONT_REGULAR,
      color: 'white@0.85',
      shadow: false,
    }),
    // running clock mm:ss.t
    `drawtext=fontfile=${FONT_MONO_BOLD}:textfile=${clock}:expansion=normal:fontsize=60:fontcolor=white:` +
      `x=(w-text_w)/2:y=${titleLines.length > 1 ? 150 : 130}:box=1:boxcolor=black@0.22:boxborderw=14`,
    // four-beat indicator (beat k lit while it is the current beat) and 'Gypsy Jazz School' label
    ...[0, 1, 2, 3].map(
      (k) =>
        `drawbox=x=${W - 40 - (4 - k) * 26}:y=${H - 40}:w=16:h=16:color=white@0.3:t=fill,` +
        `drawbox=x=${W - 40 - (4 - k) * 26}:y=${H - 40}:w=16:h=16:color=${ff('#FFA000')}:t=fill:` +
        `enable='eq(mod(floor((t-${AUDIO_START})/${beat})+400\\,4)\\,${k})'`,
    ),
    ...centredLines(dir, ['Gypsy Jazz School'], {
      top: H - 42,
      size: 15,
      font: FONT_REGULAR,
      shadow: false,
    }).map((f) => f.replace('x=(w-text_w)/2', 'x=40').replace('fontcolor=white', 'fontcolor=white@0.7')),
  ];
  // amber dot: crosses the strings once per four bars, touching them on every beat
  const dotX = `40+${W - 80 - 18}*mod(t\\,${4 * bar})/${4 * bar}`;
  const dotY = `243-34*abs(sin(PI*(t-${AUDIO_START})/${beat}))`;
  return [
    `color=c=${ff(v.colour)}:s=${W}x${H}:r=${FPS}:d=${D}[bg]`,
    `color=c=${ff('#FFA000')}:s=18x18:r=${FPS}:d=${D}[dot]`,
    `[bg]${chain.join(',')}[base]`,
    `color=c=${ff('#FFA000')}:s=${W}x5:r=${FPS}:d=${D}[progress]`,
    `[base][dot]overlay=x='${dotX}':y='${dotY}':eval=frame[withdot]`,
    // progress bar: slides in from the left, full width at the end
    `[withdot][progress]overlay=x='-${W}+${W}*t/${D}':y=${H - 5}:eval=frame,format=yuv420p[v]`,
  ].join(';\n');
}

function renderAudio(v, file) {
  const bar = (60 / v.tempo) * 4;
  const bars = Math.floor((v.duration - AUDIO_START) / bar) - 1;
  const chords = Array.from({ length: bars }, (_, i) => v.chords[i % v.chords.length]);
  const first = Array.isArray(v.chords[0]) ? v.chords[0][0] : v.chords[0];
  const { samples } = renderPompe(
    {
      chords,
      tempo: v.tempo,
      starttime: AUDIO_START,
      repetitions: 1,
      ending: first,
      seed: v.slug.length * 7919,
    },
    { durationSeconds: v.duration },
  );
  for (let i = 0; i < samples.length; i++) samples[i] *= 0.6; // background level
  writeFileSync(file, wavBytes(samples));
}

const isMain = import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const only = process.argv.slice(2);
  const dir = outDir('videos');
  const tmp = workDir('videos');
  for (const v of VIDEOS) {
    if (only.length && !only.includes(v.slug)) continue;
    const graph = join(tmp, `${v.slug}.filter`);
    writeFileSync(graph, filterGraph(v, tmp));
    const wav = join(tmp, `${v.slug}.wav`);
    renderAudio(v, wav);
    const mp4 = join(dir, `${v.slug}.mp4`);
    run('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-filter_complex_script', graph, '-i', wav],
      ...['-map', '[v]', '-map', '0:a', '-t', String(v.duration)],
      ...['-c:v', 'libx264', '-preset', 'veryslow', '-crf', String(v.crf ?? 30), '-profile:v', 'main'],
      ...['-level', '3.0'],
      ...['-pix_fmt', 'yuv420p', '-g', String(2 * FPS), '-keyint_min', String(FPS), '-r', String(FPS)],
      ...['-c:a', 'aac', '-b:a', `${v.audioKbps ?? 32}k`, '-ac', '1', '-ar', '44100'],
      ...['-movflags', '+faststart', '-map_metadata', '-1', '-fflags', '+bitexact'],
      ...[
        '-metadata',
        `title=${v.title}`,
        '-metadata',
        'comment=Generated by scripts/media; free of third-party rights',
      ],
      mp4,
    ]);
    const p = probe(mp4);
    console.log(
      `videos/${v.slug}.mp4: ${p.duration}s ${p.video.width}x${p.video.height} ${p.video.codec}/${p.audio.codec}`,
    );
  }
  rmSync(tmp, { recursive: true, force: true });
}
