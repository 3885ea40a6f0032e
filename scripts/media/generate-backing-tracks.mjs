#!/usr/bin/env node
// Renders every backing track of tracks.mjs with the la-pompe synthesiser and encodes it as
// MP3 (libmp3lame, mono, 64 kbit/s CBR, 44.1 kHz) into apps/api/src/db/seed/media/backing-tracks/.
// A track with `parts` in tracks.mjs also gets backing-tracks/<slug>-<part>.mp3 for each part (issue 31), of the
// same length as the full mix.
// Usage: node scripts/media/generate-backing-tracks.mjs [slug ...]
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderPompe, wavBytes } from './lib/pompe.mjs';
import { outDir, probe, run, workDir } from './lib/util.mjs';
import { TRACKS, totalBars } from './tracks.mjs';

const only = process.argv.slice(2);
const dir = outDir('backing-tracks');
const tmp = workDir('tracks');

for (const [i, track] of TRACKS.entries()) {
  if (only.length && !only.includes(track.slug)) continue;
  for (const part of [null, ...(track.parts ?? [])]) {
    const name = part ? `${track.slug}-${part}` : track.slug;
    const { samples, sampleRate } = renderPompe({ ...track, seed: 1000 + i }, part ? { part } : {});
    encode(name, track, samples, sampleRate);
  }
}
rmSync(tmp, { recursive: true, force: true });

function encode(name, track, samples, sampleRate) {
  const wav = join(tmp, `${name}.wav`);
  writeFileSync(wav, wavBytes(samples, sampleRate));
  const mp3 = join(dir, `${name}.mp3`);
  run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-i', wav],
    ...['-ac', '1', '-ar', '44100', '-c:a', 'libmp3lame', '-b:a', '64k'],
    ...['-map_metadata', '-1', '-fflags', '+bitexact'],
    ...['-metadata', `title=${track.name}`, '-metadata', 'artist=Gypsy Jazz School demo (generated)'],
    ...['-metadata', 'comment=Synthesised by scripts/media; free of third-party rights'],
    mp3,
  ]);
  const p = probe(mp3);
  console.log(
    `${name}: ${totalBars(track)} bars @ ${track.tempo} BPM, start ${track.starttime}s -> ${p.duration}s`,
  );
}
