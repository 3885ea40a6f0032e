#!/usr/bin/env node
// Checks that every backing track in manifest.json is in time with its chord chart.
//
// Each MP3 is decoded with ffmpeg to raw PCM (44.1 kHz mono float). Onsets are detected blindly from the audio
// (energy rise, refined to the first 0.5 ms window that clears the pre-onset level), each with a loudness
// (peak 5 ms RMS within 60 ms after the onset). From the manifest (tempo, starttime, chords, repetitions) the
// bar starts are starttime + bar * 4 * 60 / tempo. Checks:
//   - the N loudest onsets in the chart (N = bars) are exactly the N bar starts, within the tolerance;
//   - in every bar the loudest onset is beat 1 (worst deviation and smallest accent margin are reported);
//   - every beat of every bar has an onset within the tolerance;
//   - the count-in before starttime is quieter than any bar start;
//   - the file ends about one bar after the last bar.
// Usage: node scripts/media/verify-backing-tracks.mjs [--tolerance-ms 5] [slug ...]   (exit code 1 on failure)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decode, detectOnsets, SR } from './lib/onsets.mjs';
import { MEDIA_DIR } from './lib/util.mjs';

const args = process.argv.slice(2);
let toleranceMs = 5;
const tolIndex = args.indexOf('--tolerance-ms');
if (tolIndex >= 0) {
  toleranceMs = Number(args[tolIndex + 1]);
  args.splice(tolIndex, 2);
}
const only = args;

function verify(track) {
  const x = decode(join(MEDIA_DIR, track.audio));
  const fileSeconds = x.length / SR;
  const beat = 60 / track.tempo;
  const bar = 4 * beat;
  const bars = track.chords.length * track.repetitions;
  const barStarts = Array.from({ length: bars }, (_, b) => track.starttime + b * bar);
  const chartEnd = track.starttime + bars * bar;
  const onsets = detectOnsets(x);
  const inChart = onsets.filter((o) => o.time >= track.starttime - beat / 2 && o.time < chartEnd - beat / 2);
  const problems = [];

  // 1. The N loudest onsets are the bar starts.
  const loudest = [...inChart].sort((a, b) => b.strength - a.strength).slice(0, bars);
  let loudestHits = 0;
  for (const o of loudest) {
    const b = Math.round((o.time - track.starttime) / bar);
    if (Math.abs(o.time - barStarts[b]) * 1000 <= toleranceMs) loudestHits++;
  }
  if (loudestHits !== bars) problems.push(`only ${loudestHits}/${bars} of the loudest onsets are bar starts`);

  // 2. Per bar: loudest onset = beat 1, at the bar start.
  let worstBarMs = 0;
  let sumBarMs = 0;
  let minMarginDb = Infinity;
  let minMarginBar = 0;
  barStarts.forEach((t0, b) => {
    const inBar = inChart.filter((o) => o.time >= t0 - beat / 2 && o.time < t0 + bar - beat / 2);
    if (!inBar.length) {
      problems.push(`bar ${b + 1}: no onset`);
      return;
    }
    const sorted = [...inBar].sort((p, q) => q.strength - p.strength);
    const devMs = (sorted[0].time - t0) * 1000;
    worstBarMs = Math.max(worstBarMs, Math.abs(devMs));
    sumBarMs += Math.abs(devMs);
    if (Math.abs(devMs) > toleranceMs)
      problems.push(`bar ${b + 1}: loudest onset ${devMs.toFixed(1)} ms off`);
    // Accent margin: beat 1 against the loudest other event of the bar (on another beat, i.e. not within a
    // third of a beat of beat 1, where the detector may split one stroke in two).
    const other = sorted.find((o) => Math.abs(o.time - sorted[0].time) > beat / 3);
    const margin = other ? 20 * Math.log10(sorted[0].strength / other.strength) : Infinity;
    if (margin < minMarginDb) [minMarginDb, minMarginBar] = [margin, b + 1];
  });

  // 3. Every beat has an onset.
  let worstBeatMs = 0;
  for (let b = 0; b < bars; b++) {
    for (let k = 0; k < 4; k++) {
      const t = barStarts[b] + k * beat;
      const nearest = Math.min(...inChart.map((o) => Math.abs(o.time - t)));
      worstBeatMs = Math.max(worstBeatMs, nearest * 1000);
    }
  }
  if (worstBeatMs > toleranceMs)
    problems.push(`a beat is ${worstBeatMs.toFixed(1)} ms from the nearest onset`);

  // 4. Count-in quieter than every bar start.
  const countIn = onsets.filter((o) => o.time < track.starttime - beat / 2);
  const weakestBarStart = Math.min(...loudest.map((o) => o.strength));
  const loudestCountIn = Math.max(0, ...countIn.map((o) => o.strength));
  if (loudestCountIn >= weakestBarStart) problems.push('count-in is as loud as a bar start');

  // 5. Ends about one bar after the last bar.
  const tail = fileSeconds - chartEnd;
  if (tail < 0.75 * bar || tail > 1.5 * bar + 0.1)
    problems.push(`tail after the last bar is ${tail.toFixed(2)} s`);

  return {
    slug: track.slug,
    bars,
    loudestHits,
    worstBarMs,
    meanBarMs: sumBarMs / bars,
    worstBeatMs,
    minMarginDb,
    minMarginBar,
    countIn: countIn.length,
    tail,
    fileSeconds,
    problems,
  };
}

const manifest = JSON.parse(readFileSync(join(MEDIA_DIR, 'manifest.json'), 'utf8'));
const tracks = manifest.backing_tracks.filter((t) => !only.length || only.includes(t.slug));
console.log(
  `Tolerance ±${toleranceMs} ms; bar starts = starttime + bar * 4 * 60 / tempo (from manifest.json)\n`,
);
console.log(
  'track                 tempo start  bars loudest=bar1 worst-bar1 mean-bar1 worst-beat  accent-margin (bar) count-in tail',
);
let failed = false;
let worstOverall = 0;
for (const track of tracks) {
  const r = verify(track);
  worstOverall = Math.max(worstOverall, r.worstBarMs);
  console.log(
    [
      r.slug.padEnd(21),
      String(track.tempo).padStart(5),
      track.starttime.toFixed(2).padStart(5),
      String(r.bars).padStart(5),
      `${r.loudestHits}/${r.bars}`.padStart(12),
      `${r.worstBarMs.toFixed(2)} ms`.padStart(10),
      `${r.meanBarMs.toFixed(2)} ms`.padStart(9),
      `${r.worstBeatMs.toFixed(2)} ms`.padStart(10),
      `${r.minMarginDb.toFixed(1)} dB (bar ${r.minMarginBar})`.padStart(19),
      String(r.countIn).padStart(8),
      `${r.tail.toFixed(2)} s`.padStart(7),
    ].join(' '),
  );
  for (const p of r.problems) console.log(`  FAIL ${p}`);
  if (r.problems.length) failed = true;
}
console.log(
  `\n${failed ? 'FAILED' : 'OK'}: ${tracks.length} tracks, worst bar-start deviation ${worstOverall.toFixed(2)} ms`,
);
process.exit(failed ? 1 : 0);
