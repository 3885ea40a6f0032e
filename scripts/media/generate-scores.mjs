#!/usr/bin/env node
// Writes, for every backing track of tracks.mjs, a lead-sheet MusicXML file (score-partwise 4.0: title, tempo,
// key, 4/4; a melody part, an arpeggio line on the chords with string and fret for the tablature (lib/melody.mjs),
// and the chart: one <harmony> per chord, stemless slash notes) and a PDF of the chart engraved with LilyPond
// (chord names above slashes, 4 bars per system), plus the two private-lesson arpeggio exercise sheets.
// Output: apps/api/src/db/seed/media/scores/ and lesson-pdfs/. Needs: lilypond (Debian package 'lilypond').
// Usage: node scripts/media/generate-scores.mjs
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { lyChord, lyPitch, parseChord, spellChordTones } from './lib/chords.mjs';
import { melodyBar, TUNING } from './lib/melody.mjs';
import { outDir, run, workDir } from './lib/util.mjs';
import { TRACKS } from './tracks.mjs';

export const EXERCISES = [
  {
    slug: 'arpeggio-exercise-minor-sixth',
    title: 'Arpeggio Exercise 1: Minor Sixth Arpeggios',
    subtitle: 'Private lesson worksheet · Am6, Dm6 and E7 · swing eighths',
    tempo: 100,
    key: ['a', 'minor'],
    pattern: [0, 1, 2, 3, 4, 3, 2, 1],
    bars: [
      ['Am6', 45],
      ['Dm6', 50],
      ['E7', 52],
      ['Am6', 45],
      ['Dm6', 50],
      ['Am6', 45],
      ['E7', 52],
      ['Am6', 45],
    ],
  },
  {
    slug: 'arpeggio-exercise-dominant-cycle',
    title: 'Arpeggio Exercise 2: Dominant Sevenths Round the Cycle',
    subtitle: 'Private lesson worksheet · E7 A7 D7 G7 C7 F7 Bb7 Eb7 · swing eighths',
    tempo: 110,
    key: ['c', 'major'],
    pattern: [0, 1, 2, 3, 4, 3, 2, 1],
    bars: [
      ['E7', 52],
      ['A7', 45],
      ['D7', 50],
      ['G7', 43],
      ['C7', 48],
      ['F7', 41],
      ['Bb7', 46],
      ['Eb7', 51],
    ],
  },
];

const esc = (s) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const lyString = (s) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** Rehearsal letters for the first bar of each section (e.g. AABA), 8 bars per section. */
function sectionMarks(track) {
  const marks = new Map();
  if (!track.sections) return marks;
  const len = track.chords.length / track.sections.length;
  track.sections.forEach((letter, i) => marks.set(i * len, letter));
  return marks;
}

const styleWord = (track) =>
  track.tempo <= 110 ? 'Ballad' : track.tempo >= 200 ? 'Up-tempo swing' : 'Swing';

// ---------------------------------------------------------------------------------------------- MusicXML

function harmonyXml(symbol) {
  const c = parseChord(symbol);
  const alter = (a) => (a ? `<root-alter>${a}</root-alter>` : '');
  const lines = [
    '      <harmony>',
    `        <root><root-step>${c.root.step}</root-step>${alter(c.root.alter)}</root>`,
    `        <kind text="${esc(c.kindText)}">${c.kind}</kind>`,
  ];
  if (c.bass) {
    const bassAlter = c.bass.alter ? `<bass-alter>${c.bass.alter}</bass-alter>` : '';
    lines.push(`        <bass><bass-step>${c.bass.step}</bass-step>${bassAlter}</bass>`);
  }
  for (const d of c.degrees) {
    lines.push(
      `        <degree><degree-value>${d.value}</degree-value><degree-alter>${d.alter}</degree-alter>` +
        `<degree-type>${d.type}</degree-type></degree>`,
    );
  }
  lines.push('      </harmony>');
  return lines.join('\n');
}

const SLASH_NOTE = [
  '      <note>',
  '        <pitch><step>B</step><octave>4</octave></pitch>',
  '        <duration>1</duration>',
  '        <voice>1</voice>',
  '        <type>quarter</type>',
  '        <stem>none</stem>',
  '        <notehead>slash</notehead>',
  '      </note>',
].join('\n');

const STEP_NAMES = ['C', 'C', 'D', 'D', 'E', 'F', 'F', 'G', 'G', 'A', 'A', 'B'];

/** The guitar's tuning for the tablature staff: line 1 is the lowest string. */
const STAFF_TUNING = [...TUNING].reverse().map((midi, i) => {
  const step = STEP_NAMES[midi % 12];
  const octave = Math.floor(midi / 12) - 1;
  return `          <staff-tuning line="${i + 1}"><tuning-step>${step}</tuning-step><tuning-octave>${octave}</tuning-octave></staff-tuning>`;
});

/** The melody part's measures: an arpeggio line with string and fret for the tablature (lib/melody.mjs). */
function melodyMeasures(track) {
  const last = track.chords.length - 1;
  return track.chords.map((entry, i) => {
    const out = [`    <measure number="${i + 1}">`];
    if (i > 0 && i % 4 === 0) out.push('      <print new-system="yes"/>');
    if (i === 0) {
      out.push(
        '      <attributes>',
        '        <divisions>1</divisions>',
        `        <key><fifths>${track.fifths}</fifths><mode>${track.mode}</mode></key>`,
        '        <time><beats>4</beats><beat-type>4</beat-type></time>',
        '        <clef><sign>G</sign><line>2</line><clef-octave-change>-1</clef-octave-change></clef>',
        '        <staff-details>',
        '          <staff-lines>6</staff-lines>',
        ...STAFF_TUNING,
        '        </staff-details>',
        '      </attributes>',
      );
    }
    for (const { symbol, notes } of melodyBar(entry, i)) {
      out.push(harmonyXml(symbol));
      for (const note of notes) {
        const alter = note.alter ? `<alter>${note.alter}</alter>` : '';
        out.push(
          '      <note>',
          `        <pitch><step>${note.step}</step>${alter}<octave>${note.octave}</octave></pitch>`,
          `        <duration>${note.beats}</duration>`,
          '        <voice>1</voice>',
          '        <type>quarter</type>',
          `        <notations><technical><string>${note.string}</string><fret>${note.fret}</fret></technical></notations>`,
          '      </note>',
        );
      }
    }
    if (i === last) {
      out.push(
        track.repetitions > 1
          ? '      <barline location="right"><bar-style>light-heavy</bar-style>' +
              `<repeat direction="backward" times="${track.repetitions}"/></barline>`
          : '      <barline location="right"><bar-style>light-heavy</bar-style></barline>',
      );
    }
    out.push('    </measure>');
    return out.join('\n');
  });
}

export function musicXml(track) {
  const marks = sectionMarks(track);
  const last = track.chords.length - 1;
  const measures = track.chords.map((entry, i) => {
    const out = [`    <measure number="${i + 1}">`];
    if (i > 0 && i % 4 === 0) out.push('      <print new-system="yes"/>');
    if (i === 0) {
      out.push(
        '      <attributes>',
        '        <divisions>1</divisions>',
        `        <key><fifths>${track.fifths}</fifths><mode>${track.mode}</mode></key>`,
        '        <time><beats>4</beats><beat-type>4</beat-type></time>',
        '        <clef><sign>G</sign><line>2</line></clef>',
        '      </attributes>',
      );
      // No forward repeat in bar 1: a backward repeat alone repeats from the start (and musicxml2ly 2.24
      // mishandles a forward repeat in the first measure).
      out.push(
        '      <direction placement="above">',
        '        <direction-type><words font-weight="bold">' + styleWord(track) + '</words></direction-type>',
        '        <direction-type>',
        '          <metronome parentheses="no"><beat-unit>quarter</beat-unit>' +
          `<per-minute>${track.tempo}</per-minute></metronome>`,
        '        </direction-type>',
        `        <sound tempo="${track.tempo}"/>`,
        '      </direction>',
      );
    }
    if (marks.has(i)) {
      out.push(
        '      <direction placement="above">',
        `        <direction-type><rehearsal enclosure="square">${marks.get(i)}</rehearsal></direction-type>`,
        '      </direction>',
      );
    }
    const symbols = Array.isArray(entry) ? entry : [entry];
    const beatsEach = 4 / symbols.length;
    for (const symbol of symbols) {
      out.push(harmonyXml(symbol));
      for (let b = 0; b < beatsEach; b++) out.push(SLASH_NOTE);
    }
    if (i === last) {
      if (track.repetitions > 1) {
        out.push(
          '      <direction placement="above">',
          `        <direction-type><words>Play ${track.repetitions} times</words></direction-type>`,
          '      </direction>',
          '      <barline location="right"><bar-style>light-heavy</bar-style>' +
            `<repeat direction="backward" times="${track.repetitions}"/></barline>`,
        );
      } else {
        out.push('      <barline location="right"><bar-style>light-heavy</bar-style></barline>');
      }
    }
    out.push('    </measure>');
    return out.join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
    '<!DOCTYPE score-partwise PUBLIC "-//Recordare//DTD MusicXML 4.0 Partwise//EN"',
    '  "http://www.musicxml.org/dtds/partwise.dtd">',
    '<score-partwise version="4.0">',
    `  <work><work-title>${esc(track.name)}</work-title></work>`,
    '  <identification>',
    '    <creator type="composer">Gypsy Jazz School</creator>',
    '    <rights>Generated demo chart, free of third-party rights (CC0)</rights>',
    '    <encoding>',
    '      <software>scripts/media/generate-scores.mjs</software>',
    '      <supports element="print" attribute="new-system" type="yes" value="yes"/>',
    '    </encoding>',
    `    <miscellaneous><miscellaneous-field name="key">${esc(track.key)}</miscellaneous-field></miscellaneous>`,
    '  </identification>',
    '  <part-list>',
    '    <score-part id="P1">',
    '      <part-name>Melody</part-name>',
    '      <score-instrument id="P1-I1"><instrument-name>Acoustic Guitar</instrument-name></score-instrument>',
    '    </score-part>',
    '    <score-part id="P2">',
    '      <part-name>Rhythm Guitar</part-name>',
    '      <score-instrument id="P2-I1"><instrument-name>Acoustic Guitar</instrument-name></score-instrument>',
    '    </score-part>',
    '  </part-list>',
    '  <part id="P1">',
    ...melodyMeasures(track),
    '  </part>',
    '  <part id="P2">',
    ...measures,
    '  </part>',
    '</score-partwise>',
    '',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------- LilyPond

const LY_COMMON = `\\version "2.24.0"
#(set-global-staff-size 20)
\\paper {
  #(set-paper-size "a4")
  indent = 0
  top-margin = 14\\mm
  bottom-margin = 14\\mm
  left-margin = 16\\mm
  right-margin = 16\\mm
  markup-system-spacing.basic-distance = #12
  system-system-spacing.basic-distance = #16
}`;

export function lilypondChart(track) {
  const marks = sectionMarks(track);
  const [tonic, mode] = track.key.split(' ');
  const keyNote = lyChord(tonic, '').replace(/\d/g, '');
  const chords = track.chords
    .map((entry, i) => {
      const symbols = Array.isArray(entry) ? entry : [entry];
      const dur = symbols.length === 1 ? '1' : '2';
      return `${symbols.map((s) => lyChord(s, dur)).join(' ')} |${(i + 1) % 4 === 0 ? '\n' : ''}`;
    })
    .join(' ');
  const structure = track.chords
    .map((_, i) => {
      const mark = marks.has(i) ? `\\mark \\markup \\box ${lyString(marks.get(i))} ` : '';
      const brk = (i + 1) % 4 === 0 && i !== track.chords.length - 1 ? ' \\break\n' : '';
      return `${mark}s1${brk}`;
    })
    .join(' ');
  const bars = track.chords.length;
  const body = `{ << { \\repeat unfold ${bars} { b'4 b'4 b'4 b'4 } } { ${structure} } >> }`;
  const music = track.repetitions > 1 ? `\\repeat volta ${track.repetitions} ${body}` : `${body} \\bar "|."`;
  const plays = track.repetitions > 1 ? ` · play ${track.repetitions}×` : '';
  return `${LY_COMMON}
\\header {
  title = ${lyString(track.name)}
  subtitle = ${lyString(`Backing track chart · ${track.key} · ${bars} bars${plays}`)}
  composer = "Gypsy Jazz School"
  tagline = "Generated demo chart · free of third-party rights"
}
chordNames = \\chordmode {
  \\set majorSevenSymbol = \\markup { "maj7" }
  ${chords}
}
slashes = {
  \\clef treble
  \\key ${keyNote} \\${mode}
  \\time 4/4
  \\tempo ${lyString(styleWord(track))} 4 = ${track.tempo}
  \\improvisationOn
  \\override Stem.stencil = ##f
  ${music}
}
\\score {
  <<
    \\new ChordNames \\with { \\override ChordName.font-size = #2 } \\chordNames
    \\new Staff \\with { instrumentName = "" } \\slashes
  >>
  \\layout {
    \\context { \\Score \\override RehearsalMark.self-alignment-X = #LEFT }
  }
}
`;
}

export function lilypondExercise(ex) {
  const notes = ex.bars
    .map(([symbol, rootMidi], i) => {
      const tones = spellChordTones(symbol, rootMidi).slice(0, 4);
      const octaveUp = { ...tones[0], midi: tones[0].midi + 12, octave: tones[0].octave + 1 };
      const scale = [...tones, octaveUp];
      if (i === ex.bars.length - 1) return `${lyPitch(tones[0])}1`;
      return ex.pattern.map((p, k) => `${lyPitch(scale[p])}${k === 0 ? '8' : ''}`).join(' ');
    })
    .join(' |\n  ');
  const chords = ex.bars.map(([symbol]) => lyChord(symbol, '1')).join(' ');
  return `${LY_COMMON}
\\header {
  title = ${lyString(ex.title)}
  subtitle = ${lyString(ex.subtitle)}
  composer = "Gypsy Jazz School"
  tagline = "Generated exercise sheet · free of third-party rights"
}
melody = {
  \\key ${ex.key[0]} \\${ex.key[1]}
  \\time 4/4
  \\tempo "Swing" 4 = ${ex.tempo}
  ${notes} \\bar "|."
}
\\score {
  <<
    \\new ChordNames \\chordmode { ${chords} }
    \\new Staff { \\clef "treble_8" \\melody }
    \\new TabStaff { \\set TabStaff.minimumFret = #3 \\melody }
  >>
  \\layout { }
}
\\markup \\vspace #2
\\markup \\wordwrap {
  Play each arpeggio up and down with rest strokes on the way up. Start slowly with a metronome on beats 2 and 4,
  then raise the tempo step by step. Keep the left hand close to the strings and let each note ring only until
  the next one.
}
`;
}

function engrave(ly, slug, dest, tmp) {
  const lyFile = join(tmp, `${slug}.ly`);
  writeFileSync(lyFile, ly);
  run('lilypond', ['--loglevel=ERROR', '-dno-point-and-click', '-o', join(tmp, slug), lyFile]);
  // Ghostscript writes a random trailer /ID; replace it (same length, so offsets stay valid) with one derived
  // from the source, so that an unchanged chart gives a byte-identical PDF.
  const pdf = readFileSync(join(tmp, `${slug}.pdf`)).toString('latin1');
  const id = createHash('sha256').update(ly).digest('hex').toUpperCase();
  const fixed = pdf.replace(/\/ID \[<([0-9A-F]+)><([0-9A-F]+)>\]/, (m, a, b) =>
    m.replace(a, id.slice(0, a.length)).replace(b, id.slice(0, b.length)),
  );
  writeFileSync(dest, Buffer.from(fixed, 'latin1'));
}

const isMain = import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  // Fixed PDF creation/modification dates, so that re-running changes as little as possible.
  process.env.SOURCE_DATE_EPOCH ??= '1751328000';
  const scores = outDir('scores');
  const lessons = outDir('lesson-pdfs');
  const tmp = workDir('scores');
  for (const track of TRACKS) {
    writeFileSync(join(scores, `${track.slug}.musicxml`), musicXml(track));
    engrave(lilypondChart(track), track.slug, join(scores, `${track.slug}.pdf`), tmp);
    console.log(`scores/${track.slug}.musicxml + .pdf (${track.chords.length} bars)`);
  }
  for (const ex of EXERCISES) {
    engrave(lilypondExercise(ex), ex.slug, join(lessons, `${ex.slug}.pdf`), tmp);
    console.log(`lesson-pdfs/${ex.slug}.pdf`);
  }
  rmSync(tmp, { recursive: true, force: true });
}
