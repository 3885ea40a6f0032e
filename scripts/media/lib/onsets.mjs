// Onset detection used by verify-backing-tracks.mjs (and handy for debugging the synthesiser).
import { run } from './util.mjs';

export const SR = 44100;

/** Decodes any audio file with ffmpeg to 44.1 kHz mono float samples. */
export function decode(file) {
  const raw = run('ffmpeg', ['-v', 'error', '-i', file, '-f', 'f32le', '-ac', '1', '-ar', String(SR), '-'], {
    encoding: 'buffer',
  });
  return new Float32Array(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.length));
}

/** RMS of x over [start, start + len). */
export function rms(x, start, len) {
  let s = 0;
  let n = 0;
  for (let i = Math.max(0, start); i < Math.min(x.length, start + len); i++, n++) s += x[i] * x[i];
  return n ? Math.sqrt(s / n) : 0;
}

/** Blind onset detection: returns [{ time, strength }] sorted by time. */
export function detectOnsets(x) {
  const hop = Math.round(0.001 * SR);
  const win = Math.round(0.005 * SR);
  const frames = Math.floor(x.length / hop);
  const e = new Float64Array(frames);
  for (let h = 0; h < frames; h++) e[h] = rms(x, h * hop, win);
  // Onset detection function: energy rise against the recent maximum.
  const odf = new Float64Array(frames);
  for (let h = 12; h < frames - 3; h++) {
    let before = 0;
    for (let k = h - 12; k <= h - 4; k++) before = Math.max(before, e[k]);
    odf[h] = Math.max(0, e[h + 3] - before);
  }
  let maxOdf = 0;
  for (const v of odf) maxOdf = Math.max(maxOdf, v);
  const minGap = 60; // ms
  const peaks = [];
  for (let h = 1; h < frames - 1; h++) {
    if (odf[h] < maxOdf * 0.03) continue;
    let isMax = true;
    for (let k = Math.max(0, h - minGap); k <= Math.min(frames - 1, h + minGap); k++) {
      if (odf[k] > odf[h] || (odf[k] === odf[h] && k < h)) {
        isMax = false;
        break;
      }
    }
    if (isMax) peaks.push(h);
  }
  // Refinement works on the first difference (a pluck's attack is broadband, ringing bass notes are not).
  const d = new Float32Array(x.length);
  for (let i = 1; i < x.length; i++) d[i] = x[i] - x[i - 1];
  const fine = Math.round(0.0005 * SR);
  return peaks.map((h) => {
    // First 0.5 ms window after the pre-onset level where the level clears 25 % of the jump.
    const centre = h * hop;
    const from = centre - Math.round(0.02 * SR);
    const levels = [];
    for (let s = from; s < centre + Math.round(0.012 * SR); s += fine) levels.push([s, rms(d, s, fine)]);
    const base = Math.max(...levels.slice(0, 16).map(([, v]) => v));
    const top = Math.max(...levels.map(([, v]) => v));
    const threshold = base + 0.25 * (top - base);
    let onset = centre;
    for (const [s, v] of levels.slice(16)) {
      if (v > threshold) {
        onset = s;
        break;
      }
    }
    let strength = 0;
    for (let s = onset; s < onset + Math.round(0.06 * SR); s += hop)
      strength = Math.max(strength, rms(x, s, win));
    return { time: onset / SR, strength };
  });
}
