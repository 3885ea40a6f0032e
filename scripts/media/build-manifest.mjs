#!/usr/bin/env node
// Writes apps/api/src/db/seed/media/manifest.json from the definitions (tracks.mjs, generate-*.mjs) and the
// files on disk: the backing-track charts, videos, scores, lesson PDFs, thumbnails, and a list of every file
// with its size, SHA-256, MIME type and, for audio/video, its duration. Fails if a file is missing or unlisted.
// Usage: node --import tsx scripts/media/build-manifest.mjs (the video list reads the seed's TypeScript catalogue)
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { EXERCISES } from './generate-scores.mjs';
import { DEMO_TAKE } from './generate-takes.mjs';
import { THUMBNAILS } from './generate-thumbnails.mjs';
import { VIDEOS } from './generate-videos.mjs';
import { decode, SR } from './lib/onsets.mjs';
import { MEDIA_DIR, probe, REPO_ROOT, run } from './lib/util.mjs';
import { TRACKS, totalBars } from './tracks.mjs';

const MIME = {
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
  musicxml: 'application/vnd.recordare.musicxml+xml',
  jpg: 'image/jpeg',
};

const round3 = (x) => Math.round(x * 1000) / 1000;
const must = (rel) => {
  if (!existsSync(join(MEDIA_DIR, rel))) throw new Error(`missing ${rel}: run the generators first`);
  return rel;
};

/** Playable length of an MP3 = decoded samples (encoder delay and padding removed, as browsers do). */
const mp3Seconds = (rel) => round3(decode(join(MEDIA_DIR, rel)).length / SR);

const backingTracks = TRACKS.map((t) => {
  const audio = must(`backing-tracks/${t.slug}.mp3`);
  return {
    slug: t.slug,
    name: t.name,
    key: t.key,
    tempo: t.tempo,
    starttime: t.starttime,
    repetitions: t.repetitions,
    chords: t.chords,
    audio,
    parts: (t.parts ?? []).map((name) => {
      const part = must(`backing-tracks/${t.slug}-${name}.mp3`);
      return { name, audio: part, duration_seconds: mp3Seconds(part) };
    }),
    duration_seconds: mp3Seconds(audio),
    bars_in_chart: t.chords.length,
    bars_played: totalBars(t),
  };
});

const scores = Object.fromEntries(
  TRACKS.map((t) => [
    t.slug,
    { pdf: must(`scores/${t.slug}.pdf`), musicxml: must(`scores/${t.slug}.musicxml`) },
  ]),
);
const lessonPdfs = Object.fromEntries(EXERCISES.map((e) => [e.slug, must(`lesson-pdfs/${e.slug}.pdf`)]));
const thumbnails = Object.fromEntries(THUMBNAILS.map((t) => [t.slug, must(`thumbnails/${t.slug}.jpg`)]));
const videos = VIDEOS.map((v) => {
  const rel = must(`videos/${v.slug}.mp4`);
  const p = probe(join(MEDIA_DIR, rel));
  return {
    slug: v.slug,
    title: v.title,
    kind: v.kind,
    video: rel,
    duration_seconds: p.duration,
    width: p.video.width,
    height: p.video.height,
    mime: MIME.mp4,
    codecs: 'avc1.4D401E, mp4a.40.2',
  };
});

const demoTake = {
  track: DEMO_TAKE.track,
  take: must(DEMO_TAKE.take),
  take_seconds: mp3Seconds(DEMO_TAKE.take),
  answer: must(DEMO_TAKE.answer),
  answer_seconds: mp3Seconds(DEMO_TAKE.answer),
};

const titles = new Map([
  [DEMO_TAKE.take, 'Demo take over Swing de Berlin'],
  [DEMO_TAKE.answer, "The teacher's answer to the demo take"],
  ...TRACKS.flatMap((t) => [
    [`backing-tracks/${t.slug}.mp3`, t.name],
    ...(t.parts ?? []).map((part) => [`backing-tracks/${t.slug}-${part}.mp3`, `${t.name} (${part})`]),
    [`scores/${t.slug}.pdf`, `${t.name} (chart)`],
    [`scores/${t.slug}.musicxml`, `${t.name} (chart)`],
  ]),
  ...EXERCISES.map((e) => [`lesson-pdfs/${e.slug}.pdf`, e.title]),
  ...THUMBNAILS.map((t) => [`thumbnails/${t.slug}.jpg`, t.title]),
  ...VIDEOS.map((v) => [`videos/${v.slug}.mp4`, v.title]),
]);
const durations = new Map([
  ...backingTracks.map((t) => [t.audio, t.duration_seconds]),
  ...backingTracks.flatMap((t) => t.parts.map((part) => [part.audio, part.duration_seconds])),
  ...videos.map((v) => [v.video, v.duration_seconds]),
  [demoTake.take, demoTake.take_seconds],
  [demoTake.answer, demoTake.answer_seconds],
]);

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? walk(join(dir, d.name)) : [join(dir, d.name)],
  );
}
const files = walk(MEDIA_DIR)
  .map((abs) => relative(MEDIA_DIR, abs).split('\\').join('/'))
  .filter((rel) => rel !== 'manifest.json')
  .sort()
  .map((rel) => {
    const ext = rel.split('.').pop();
    if (!MIME[ext] || !titles.has(rel))
      throw new Error(`unexpected file ${rel} (not produced by the generators)`);
    const buf = readFileSync(join(MEDIA_DIR, rel));
    const entry = {
      path: rel,
      title: titles.get(rel),
      mime: MIME[ext],
      bytes: statSync(join(MEDIA_DIR, rel)).size,
    };
    if (durations.has(rel)) entry.duration_seconds = durations.get(rel);
    if (ext === 'jpg') Object.assign(entry, { width: 480, height: 270 });
    if (ext === 'mp4') Object.assign(entry, { width: 640, height: 360 });
    entry.sha256 = createHash('sha256').update(buf).digest('hex');
    return entry;
  });
for (const rel of titles.keys()) {
  if (!files.some((f) => f.path === rel)) throw new Error(`missing ${rel}`);
}

const totalBytes = files.reduce((sum, f) => sum + f.bytes, 0);

// Size budget (the media is committed): MP3 <= 720 KB, video <= 420 KB, thumbnail < 40 KB, total < 12 MB.
const LIMITS = { mp3: 720 * 1024, mp4: 420 * 1024, jpg: 40 * 1024 };
for (const f of files) {
  const limit = LIMITS[f.path.split('.').pop()];
  if (limit && f.bytes >= limit)
    throw new Error(`${f.path} is ${f.bytes} bytes, over the ${limit}-byte budget`);
}
if (totalBytes >= 12 * 1024 * 1024) throw new Error(`media total ${totalBytes} bytes is over 12 MB`);
const manifest = {
  description:
    'Demo media of the Gypsy Jazz School, generated by scripts/media (see its README.md). Paths are relative ' +
    'to apps/api/src/db/seed/media/. Backing tracks: bar n (0-based) of the audio starts at ' +
    'starttime + n * 4 * 60 / tempo seconds; the chord list is played `repetitions` times.',
  license: 'Generated by the project itself; free of third-party rights (CC0-1.0). Text set in DejaVu fonts.',
  generated_with: {
    ffmpeg: run('ffmpeg', ['-version']).split('\n')[0].split(' ').slice(0, 3).join(' '),
    lilypond: run('lilypond', ['--version']).split('\n')[0],
  },
  total_bytes: totalBytes,
  backing_tracks: backingTracks,
  scores,
  lesson_pdfs: lessonPdfs,
  videos,
  thumbnails,
  demo_take: demoTake,
  files,
};

const out = join(MEDIA_DIR, 'manifest.json');
writeFileSync(out, JSON.stringify(manifest, null, 2) + '\n');
// Keep the file in the repository's Prettier style (npm run lint runs prettier --check).
const prettier = join(REPO_ROOT, 'node_modules', '.bin', 'prettier');
if (existsSync(prettier)) run(prettier, ['--write', '--log-level', 'warn', out]);
else console.warn('node_modules/.bin/prettier not found: manifest.json left unformatted');
console.log(`manifest.json: ${files.length} files, ${(totalBytes / 1024 / 1024).toFixed(2)} MiB`);
