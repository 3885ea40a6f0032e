// 'La pompe' rhythm-guitar synthesiser: Karplus-Strong plucked strings, voiced from chord symbols.
//
// Per bar (4 beats of 60/tempo s, bar 1 starting exactly at `starttime`):
//   beat 1: bass note + downstroke of the chord, accented (the loudest event of every bar)
//   beat 2: short, choked downstroke of the upper strings with a muted 'chk'
//   beat 3: alternate bass note (fifth, or the new chord's root) + downstroke, medium
//   beat 4: like beat 2
// A soft upright-bass note doubles the bass on beats 1 and 3. A quiet stick count-in precedes bar 1, and the
// `ending` chord rings for one bar after the last bar. Everything is deterministic (seeded noise).

import { midiToHz, voiceChord } from './chords.mjs';

export const SAMPLE_RATE = 44100;

/** Relative peak level of each beat's stroke; beat 1 must stay the loudest. */
/** Loudness (peak 5 ms RMS) of each beat's stroke relative to beat 1, which must stay the loudest. */
const BEAT_GAIN = [1.0, 0.4, 0.48, 0.4];
const COUNT_IN_GAIN = 0.35;
const ENDING_GAIN = 0.8;
/** Upright-bass level per strong beat (same scale as BEAT_GAIN). */
const UPRIGHT_GAIN = [0.32, 0, 0.16, 0];

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Adds one Karplus-Strong plucked string to `out` starting at sample `start`.
 * brightness 0..1 shapes the pick noise; t60 is the natural ring time; the string is choked (fast fade) from
 * sample `chokeAt` on.
 */
function pluck(out, start, freq, { amp, brightness, t60, chokeAt, chokeTau = 0.012, rand }) {
  const sr = SAMPLE_RATE;
  const period = sr / freq;
  // Loop delay = D - 0.5 (two-point average) + allpass fraction in [0.2, 1.2).
  const D = Math.max(2, Math.floor(period + 0.5 - 0.2));
  const frac = period + 0.5 - D;
  const c = (1 - frac) / (1 + frac);
  const rho = 10 ** ((-3 * period) / (t60 * sr));
  const buf = new Float32Array(D);
  // Excitation: low-passed noise, with a pick-position comb, DC removed.
  let lp = 0;
  const a = 0.15 + 0.8 * brightness;
  const raw = new Float32Array(D);
  for (let i = 0; i < D; i++) {
    lp += a * (rand() * 2 - 1 - lp);
    raw[i] = lp;
  }
  const pickOffset = Math.max(1, Math.round(D * 0.17));
  let mean = 0;
  for (let i = 0; i < D; i++) {
    buf[i] = raw[i] - (i >= pickOffset ? raw[i - pickOffset] : 0);
    mean += buf[i];
  }
  mean /= D;
  for (let i = 0; i < D; i++) buf[i] -= mean;

  let p = 0;
  let apx1 = 0;
  let apy1 = 0;
  let env = 1;
  const chokeMul = Math.exp(-1 / (chokeTau * sr));
  for (let n = 0; start + n < out.length; n++) {
    const cur = buf[p];
    const nxt = buf[p + 1 === D ? 0 : p + 1];
    if (start + n >= chokeAt) {
      env *= chokeMul;
      if (env < 1e-4) break;
    }
    out[start + n] += amp * env * cur;
    const v = rho * 0.5 * (cur + nxt);
    const apy = c * v + apx1 - c * apy1;
    apx1 = v;
    apy1 = apy;
    buf[p] = apy;
    p = p + 1 === D ? 0 : p + 1;
  }
}

/** Muted-string 'chk': a short band-limited noise burst. */
function chk(out, start, { amp, rand }) {
  const len = Math.round(0.03 * SAMPLE_RATE);
  let lp = 0;
  let hp = 0;
  for (let n = 0; n < len && start + n < out.length; n++) {
    const x = rand() * 2 - 1;
    lp += 0.35 * (x - lp);
    hp = lp - hp * 0.2;
    const env = Math.exp(-n / (0.006 * SAMPLE_RATE));
    out[start + n] += amp * env * hp;
  }
}

/** Wooden stick click for the count-in. */
function stick(out, start, { amp, rand }) {
  const len = Math.round(0.04 * SAMPLE_RATE);
  for (let n = 0; n < len && start + n < out.length; n++) {
    const t = n / SAMPLE_RATE;
    const env = Math.exp(-t / 0.008);
    const tone = Math.sin(2 * Math.PI * 1900 * t) * 0.6 + (rand() * 2 - 1) * 0.4;
    out[start + n] += amp * env * tone;
  }
}

/** Soft upright-bass note: a few decaying harmonics with a 6 ms attack. */
function upright(out, start, midi, { amp, length }) {
  const f = midiToHz(midi);
  const sr = SAMPLE_RATE;
  const harmonics = [1, 0.45, 0.2, 0.08];
  const attack = Math.round(0.006 * sr);
  const release = Math.round(0.04 * sr);
  for (let n = 0; n < length + release && start + n < out.length; n++) {
    const t = n / sr;
    let env = Math.exp(-t / 0.35);
    if (n < attack) env *= n / attack;
    if (n > length) env *= 1 - (n - length) / release;
    let s = 0;
    for (let h = 0; h < harmonics.length; h++) s += harmonics[h] * Math.sin(2 * Math.PI * f * (h + 1) * t);
    out[start + n] += amp * env * s;
  }
}

/**
 * Scales a stroke rendered into `tmp` so that its loudness (the largest 5 ms RMS in its first 60 ms, the
 * measure verify-backing-tracks.mjs uses) equals `gain`, and mixes it into `mix` at sample `at`.
 */
function mixScaled(mix, tmp, at, gain) {
  const win = Math.round(0.005 * SAMPLE_RATE);
  let loudness = 0;
  for (let s = 0; s < Math.round(0.06 * SAMPLE_RATE) && s + win <= tmp.length; s += 44) {
    let sum = 0;
    for (let i = s; i < s + win; i++) sum += tmp[i] * tmp[i];
    loudness = Math.max(loudness, Math.sqrt(sum / win));
  }
  if (loudness === 0) return;
  const k = (gain * 0.25) / loudness;
  for (let i = 0; i < tmp.length && at + i < mix.length; i++) mix[at + i] += tmp[i] * k;
}

/** One strummed stroke (bass note optional) rendered on its own so its peak level can be set exactly. */
function stroke({ bassNote, upper, accent, ringSeconds, choked, rand }) {
  const sr = SAMPLE_RATE;
  const len = Math.round((ringSeconds + 0.12) * sr);
  const tmp = new Float32Array(len);
  const chokeAt = Math.round(ringSeconds * sr);
  let offset = 0;
  if (bassNote !== null) {
    pluck(tmp, 0, midiToHz(bassNote), { amp: 1.1, brightness: 0.55, t60: 1.6, chokeAt, rand });
    offset = Math.round(0.004 * sr);
  }
  const spread = Math.round((choked ? 0.0025 : 0.0045) * sr);
  upper.forEach((note, i) => {
    pluck(tmp, offset + i * spread, midiToHz(note), {
      amp: 0.8,
      brightness: accent ? 0.75 : 0.5,
      t60: choked ? 0.6 : 1.3,
      chokeAt,
      chokeTau: choked ? 0.008 : 0.02,
      rand,
    });
  });
  if (choked) chk(tmp, 0, { amp: 0.35, rand });
  return tmp;
}

/** Simple RBJ biquad applied in place. */
function biquad(x, type, f0, q, gainDb = 0) {
  const w = (2 * Math.PI * f0) / SAMPLE_RATE;
  const alpha = Math.sin(w) / (2 * q);
  const cw = Math.cos(w);
  const A = 10 ** (gainDb / 40);
  let b0, b1, b2, a0, a1, a2;
  if (type === 'peak') {
    [b0, b1, b2] = [1 + alpha * A, -2 * cw, 1 - alpha * A];
    [a0, a1, a2] = [1 + alpha / A, -2 * cw, 1 - alpha / A];
  } else if (type === 'highpass') {
    [b0, b1, b2] = [(1 + cw) / 2, -(1 + cw), (1 + cw) / 2];
    [a0, a1, a2] = [1 + alpha, -2 * cw, 1 - alpha];
  } else {
    [b0, b1, b2] = [(1 - cw) / 2, 1 - cw, (1 - cw) / 2];
    [a0, a1, a2] = [1 + alpha, -2 * cw, 1 - alpha];
  }
  let x1 = 0,
    x2 = 0,
    y1 = 0,
    y2 = 0;
  for (let i = 0; i < x.length; i++) {
    const y = (b0 * x[i] + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2) / a0;
    x2 = x1;
    x1 = x[i];
    y2 = y1;
    y1 = y;
    x[i] = y;
  }
}

/** Time in seconds of beat `beat` (0-based, may be fractional) of bar `bar`. */
export function beatTime({ tempo, starttime }, bar, beat = 0) {
  return starttime + (bar * 4 + beat) * (60 / tempo);
}

/**
 * Renders a backing track.
 * @param {object} track { chords, tempo, starttime, repetitions, ending, seed? }
 * @param {object} [options] { durationSeconds?: total length (default: one bar after the last bar) }
 * @returns {{ samples: Float32Array, sampleRate: number, barStarts: number[], endTime: number }}
 */
export function renderPompe(track, options = {}) {
  const sr = SAMPLE_RATE;
  const beat = 60 / track.tempo;
  const bar = 4 * beat;
  const bars = track.chords.length * track.repetitions;
  const endTime = beatTime(track, bars);
  const duration = options.durationSeconds ?? endTime + bar;
  const mix = new Float32Array(Math.round(duration * sr));
  // options.part 'rhythm' or 'bass' renders one part (issue 31): the other part is rendered into a scratch buffer and
  // dropped, so the random sequence, and so each part, is the same as in the full mix (rhythm + bass = the mix).
  const scratch = options.part ? new Float32Array(mix.length) : mix;
  const guitar = options.part === 'bass' ? scratch : mix;
  const bass = options.part === 'rhythm' ? scratch : mix;
  const rand = mulberry32(track.seed ?? 20250717);
  const at = (t) => Math.round(t * sr);

  // Count-in: up to four quiet stick clicks on the beats before bar 1.
  for (let k = 4; k >= 1; k--) {
    const t = track.starttime - k * beat;
    if (t >= 0.08) stick(guitar, at(t), { amp: COUNT_IN_GAIN * 0.25 * 2, rand });
  }

  const barStarts = [];
  let previousUpper = null;
  for (let b = 0; b < bars; b++) {
    const entry = track.chords[b % track.chords.length];
    const symbols = Array.isArray(entry) ? entry : [entry];
    const beatsPerChord = 4 / symbols.length;
    barStarts.push(beatTime(track, b));
    let current = null;
    for (let k = 0; k < 4; k++) {
      const t = beatTime(track, b, k);
      if (t >= duration) break;
      const symbol = symbols[Math.floor(k / beatsPerChord)];
      const isNewChord = !current || current.chord.symbol !== symbol;
      if (isNewChord) {
        current = voiceChord(symbol, previousUpper);
        previousUpper = current.upper;
      }
      const strong = k === 0 || k === 2;
      let bassNote = null;
      if (strong) bassNote = k === 2 && !isNewChord ? current.altBass : current.bass;
      const tmp = stroke({
        bassNote,
        upper: current.upper,
        accent: k === 0,
        ringSeconds: strong ? beat * 0.75 : Math.min(0.09, beat * 0.35),
        choked: !strong,
        rand,
      });
      mixScaled(guitar, tmp, at(t), BEAT_GAIN[k]);
      if (strong && !options.noUpright) {
        const length = Math.round(beat * 0.9 * sr);
        upright(bass, at(t), bassNote - 12, { amp: UPRIGHT_GAIN[k] * 0.25, length });
      }
    }
  }

  // Final chord ringing for about one bar, faded out towards the end of the file.
  if (track.ending && endTime < duration) {
    const v = voiceChord(track.ending, previousUpper);
    const ring = Math.max(0.2, duration - endTime - 0.05);
    const tmp = stroke({
      bassNote: v.bass,
      upper: v.upper,
      accent: true,
      ringSeconds: ring,
      choked: false,
      rand,
    });
    const fadeStart = Math.round(ring * 0.45 * sr);
    for (let i = fadeStart; i < tmp.length; i++)
      tmp[i] *= Math.max(0, 1 - (i - fadeStart) / (ring * 0.55 * sr));
    mixScaled(guitar, tmp, at(endTime), ENDING_GAIN);
    if (!options.noUpright) {
      upright(bass, at(endTime), v.bass - 12, {
        amp: UPRIGHT_GAIN[0] * 0.25,
        length: Math.round(ring * 0.5 * sr),
      });
    }
  }

  // Guitar body colour, then normalise to -1 dBFS and fade the very last 20 ms.
  biquad(mix, 'highpass', 55, 0.7);
  biquad(mix, 'peak', 110, 1.2, 3);
  biquad(mix, 'peak', 240, 1.5, 2);
  biquad(mix, 'lowpass', 7000, 0.7);
  let peak = 0;
  for (let i = 0; i < mix.length; i++) peak = Math.max(peak, Math.abs(mix[i]));
  const k = peak > 0 ? 0.89 / peak : 1;
  const fade = Math.round(0.02 * sr);
  for (let i = 0; i < mix.length; i++) {
    mix[i] *= k;
    const left = mix.length - 1 - i;
    if (left < fade) mix[i] *= left / fade;
  }
  return { samples: mix, sampleRate: sr, barStarts, endTime };
}

/** 16-bit PCM mono WAV file contents. */
export function wavBytes(samples, sampleRate = SAMPLE_RATE) {
  const buf = Buffer.alloc(44 + samples.length * 2);
  buf.write('RIFF', 0);
  buf.writeUInt32LE(36 + samples.length * 2, 4);
  buf.write('WAVE', 8);
  buf.write('fmt ', 12);
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20);
  buf.writeUInt16LE(1, 22);
  buf.writeUInt32LE(sampleRate, 24);
  buf.writeUInt32LE(sampleRate * 2, 28);
  buf.writeUInt16LE(2, 32);
  buf.writeUInt16LE(16, 34);
  buf.write('data', 36);
  buf.writeUInt32LE(samples.length * 2, 40);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i]));
    buf.writeInt16LE(Math.round(s * 32767), 44 + i * 2);
  }
  return buf;
}
