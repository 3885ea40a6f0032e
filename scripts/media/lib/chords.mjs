// Chord-symbol parser shared by the audio, MusicXML and LilyPond generators.
// Understands the symbols used in our charts: Am6, Dm, E7, Gmaj7, Bb7, C#dim7, F6, Eb9, A7b9, Gm6/Bb,
// F#m7b5, Cm7, Edim7, D7b9, G6, Em6 ... (root, quality, optional /bass).

const STEP_PC = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/**
 * Quality suffix -> intervals in semitones above the root (root included), the MusicXML <harmony> kind
 * (plus optional <degree> alterations) and the LilyPond chordmode modifier.
 */
const QUALITIES = {
  '': { intervals: [0, 4, 7], kind: 'major', ly: '' },
  m: { intervals: [0, 3, 7], kind: 'minor', ly: 'm' },
  6: { intervals: [0, 4, 7, 9], kind: 'major-sixth', ly: '6' },
  m6: { intervals: [0, 3, 7, 9], kind: 'minor-sixth', ly: 'm6' },
  7: { intervals: [0, 4, 7, 10], kind: 'dominant', ly: '7' },
  m7: { intervals: [0, 3, 7, 10], kind: 'minor-seventh', ly: 'm7' },
  maj7: { intervals: [0, 4, 7, 11], kind: 'major-seventh', ly: 'maj7' },
  dim: { intervals: [0, 3, 6], kind: 'diminished', ly: 'dim' },
  dim7: { intervals: [0, 3, 6, 9], kind: 'diminished-seventh', ly: 'dim7' },
  m7b5: { intervals: [0, 3, 6, 10], kind: 'half-diminished', ly: 'm7.5-' },
  aug: { intervals: [0, 4, 8], kind: 'augmented', ly: 'aug' },
  9: { intervals: [0, 4, 7, 10, 14], kind: 'dominant-ninth', ly: '9' },
  m9: { intervals: [0, 3, 7, 10, 14], kind: 'minor-ninth', ly: 'm9' },
  '7b9': {
    intervals: [0, 4, 7, 10, 13],
    kind: 'dominant',
    degrees: [{ value: 9, alter: -1, type: 'add' }],
    ly: '7.9-',
  },
  69: {
    intervals: [0, 4, 7, 9, 14],
    kind: 'major-sixth',
    degrees: [{ value: 9, alter: 0, type: 'add' }],
    ly: '6.9',
  },
};
QUALITIES['+'] = QUALITIES.aug;
QUALITIES.maj = QUALITIES[''];
QUALITIES.min = QUALITIES.m;

function parseNote(text) {
  const m = /^([A-G])([#b]?)$/.exec(text);
  if (!m) throw new Error(`Not a note name: '${text}'`);
  const alter = m[2] === '#' ? 1 : m[2] === 'b' ? -1 : 0;
  return { step: m[1], alter, pc: (STEP_PC[m[1]] + alter + 12) % 12, name: text };
}

/**
 * Parses a chord symbol.
 * @returns {{symbol: string, root: object, bass: object|null, quality: string, intervals: number[],
 *   pcs: number[], kind: string, degrees: object[], ly: string}}
 */
export function parseChord(symbol) {
  const m = /^([A-G][#b]?)([^/]*)(?:\/([A-G][#b]?))?$/.exec(symbol.trim());
  if (!m) throw new Error(`Cannot parse chord symbol '${symbol}'`);
  const root = parseNote(m[1]);
  const quality = m[2];
  const q = QUALITIES[quality];
  if (!q) throw new Error(`Unknown chord quality '${quality}' in '${symbol}'`);
  const bass = m[3] ? parseNote(m[3]) : null;
  return {
    symbol,
    root,
    bass,
    quality,
    intervals: q.intervals,
    pcs: q.intervals.map((i) => (root.pc + i) % 12),
    kind: q.kind,
    kindText: q.text ?? quality,
    degrees: q.degrees ?? [],
    ly: q.ly,
  };
}

/** LilyPond note name (nederlands: bes, cis, es, as) for a parsed note. */
export function lyNote(note) {
  const base = note.step.toLowerCase();
  if (note.alter === 0) return base;
  if (note.alter === 1) return `${base}is`;
  if (base === 'e') return 'es';
  if (base === 'a') return 'as';
  return `${base}es`;
}

/** LilyPond chordmode token for a symbol and a duration, e.g. ('Gm6/Bb', '2') -> 'g2:m6/bes'. */
export function lyChord(symbol, duration) {
  const c = parseChord(symbol);
  const mod = c.ly ? `:${c.ly}` : '';
  const bass = c.bass ? `/${lyNote(c.bass)}` : '';
  return `${lyNote(c.root)}${duration}${mod}${bass}`;
}

/** MIDI note number -> frequency in Hz (A4 = 440). */
export function midiToHz(midi) {
  return 440 * 2 ** ((midi - 69) / 12);
}

/** Lowest MIDI note with pitch class pc that is >= min. */
function atOrAbove(pc, min) {
  return min + ((((pc - min) % 12) + 12) % 12);
}

/**
 * Guitar-like voicing: a bass note (root or slash bass, low E to D# on the bass strings), an alternate bass
 * (the fifth, or the root for slash chords) and 3-4 upper notes in close position in the middle register.
 * The upper voicing is chosen to move as little as possible from `previous` (simple voice leading).
 */
export function voiceChord(symbol, previous = null) {
  const c = parseChord(symbol);
  const bassPc = c.bass ? c.bass.pc : c.root.pc;
  const bass = atOrAbove(bassPc, 40); // E2 .. D#3
  const fifthPc = (c.root.pc + (c.intervals.includes(6) ? 6 : c.intervals.includes(8) ? 8 : 7)) % 12;
  const altBass = c.bass ? atOrAbove(c.root.pc, 40) : atOrAbove(fifthPc, 40);
  // Upper structure: drop the root from five-note chords (rootless 9ths), keep at most 4 notes.
  let pcs = c.pcs.slice();
  if (pcs.length > 4) pcs = pcs.filter((pc) => pc !== c.root.pc);
  if (pcs.length > 4) pcs = pcs.filter((pc) => pc !== (c.root.pc + 7) % 12);
  const candidates = [];
  for (let inv = 0; inv < pcs.length; inv++) {
    const order = pcs.slice(inv).concat(pcs.slice(0, inv));
    for (let low = 50; low <= 61; low++) {
      if (((low % 12) + 12) % 12 !== order[0]) continue;
      const notes = [low];
      for (const pc of order.slice(1)) notes.push(atOrAbove(pc, notes[notes.length - 1] + 1));
      if (notes[notes.length - 1] <= 74) candidates.push(notes);
    }
  }
  const centre = (notes) => notes.reduce((a, b) => a + b, 0) / notes.length;
  const target = previous ? centre(previous) : 60;
  candidates.sort((a, b) => Math.abs(centre(a) - target) - Math.abs(centre(b) - target));
  return { chord: c, bass, altBass, upper: candidates[0] };
}

const STEPS = ['C', 'D', 'E', 'F', 'G', 'A', 'B'];
/** Scale degree (1-based) of each interval in a chord; 9 semitones is a sixth except in dim7 (a bb7). */
function degreeOf(interval, quality) {
  if (interval === 9) return quality === 'dim7' ? 7 : 6;
  const table = { 0: 1, 3: 3, 4: 3, 6: 5, 7: 5, 8: 5, 10: 7, 11: 7, 13: 9, 14: 9 };
  return table[interval];
}

/**
 * Spelled chord tones from a root MIDI note: [{ midi, step, alter, octave }] (octave in scientific pitch
 * notation, C4 = middle C), spelled by scale degree so Am6 gives F#, E7 gives G#, Bb7 gives Ab.
 */
export function spellChordTones(symbol, rootMidi) {
  const c = parseChord(symbol);
  const rootStepIndex = STEPS.indexOf(c.root.step);
  return c.intervals.map((interval) => {
    const midi = rootMidi + interval;
    const deg = degreeOf(interval, c.quality);
    const stepIndex = rootStepIndex + deg - 1;
    const step = STEPS[stepIndex % 7];
    const octave = Math.floor((rootMidi - c.root.alter) / 12) - 1 + Math.floor(stepIndex / 7);
    const natural = (octave + 1) * 12 + STEP_PC[step];
    return { midi, step, alter: midi - natural, octave };
  });
}

/** LilyPond absolute pitch (nederlands) for a spelled note: C4 -> c', A2 -> a,. */
export function lyPitch({ step, alter, octave }) {
  const name = lyNote({ step, alter });
  const marks = octave >= 3 ? "'".repeat(octave - 3) : ','.repeat(3 - octave);
  return name + marks;
}
