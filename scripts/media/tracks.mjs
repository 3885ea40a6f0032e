// The demo backing tracks: our own titles and our own (generic, rights-free) chord progressions.
// One entry per bar: a chord symbol, or a list of two symbols (two beats each).
// starttime is where bar 1 begins in the audio file (after a quiet count-in); the audio then plays the chord
// list `repetitions` times and ends with `ending` ringing for about one bar.

const A = (...bars) => bars;

export const TRACKS = [
  {
    slug: 'swing-de-berlin',
    name: 'Swing de Berlin',
    // Separate recordings of the parts, for the player's mixer (issue 31).
    parts: ['rhythm', 'bass'],
    key: 'A minor',
    fifths: 0,
    mode: 'minor',
    tempo: 180,
    starttime: 1.5,
    repetitions: 1,
    ending: 'Am6',
    sections: ['A', 'A', 'B', 'A'],
    chords: [
      ...A('Am6', 'Am6', 'Dm6', 'Dm6', 'E7', 'E7', 'Am6', ['Am6', 'E7']),
      ...A('Am6', 'Am6', 'Dm6', 'Dm6', 'E7', 'E7', 'Am6', 'Am6'),
      ...A('Dm6', 'Dm6', 'Am6', 'Am6', 'F7', 'E7', 'Am6', 'E7'),
      ...A('Am6', 'Am6', 'Dm6', 'Dm6', 'E7', 'E7', 'Am6', ['Am6', 'E7']),
    ],
  },
  {
    slug: 'blues-pour-stephane',
    name: 'Blues pour Stéphane',
    key: 'F major',
    fifths: -1,
    mode: 'major',
    tempo: 140,
    starttime: 1.2,
    repetitions: 3,
    ending: 'F6',
    chords: [
      ...A('F7', 'Bb7', 'F7', ['Cm7', 'F7']),
      ...A('Bb7', 'Bdim7', 'F7', ['Am7', 'D7']),
      ...A('Gm7', 'C7', ['F7', 'D7'], ['Gm7', 'C7']),
    ],
  },
  {
    slug: 'rhythm-in-bb',
    name: 'Rhythm in Bb',
    key: 'Bb major',
    fifths: -2,
    mode: 'major',
    tempo: 200,
    starttime: 1.4,
    repetitions: 2,
    ending: 'Bb6',
    sections: ['A', 'A', 'B', 'A'],
    chords: [
      ...A(['Bb6', 'G7'], ['Cm7', 'F7'], ['Bb6', 'G7'], ['Cm7', 'F7']),
      ...A(['Fm7', 'Bb7'], ['Eb6', 'Edim7'], ['Bb6', 'F7'], ['Cm7', 'F7']),
      ...A(['Bb6', 'G7'], ['Cm7', 'F7'], ['Bb6', 'G7'], ['Cm7', 'F7']),
      ...A(['Fm7', 'Bb7'], ['Eb6', 'Edim7'], ['Bb6', 'F7'], 'Bb6'),
      ...A('D7', 'D7', 'G7', 'G7', 'C7', 'C7', 'F7', 'F7'),
      ...A(['Bb6', 'G7'], ['Cm7', 'F7'], ['Bb6', 'G7'], ['Cm7', 'F7']),
      ...A(['Fm7', 'Bb7'], ['Eb6', 'Edim7'], ['Bb6', 'F7'], 'Bb6'),
    ],
  },
  {
    slug: 'les-yeux-sombres',
    name: 'Les Yeux Sombres',
    key: 'D minor',
    fifths: -1,
    mode: 'minor',
    tempo: 160,
    starttime: 1.0,
    repetitions: 2,
    ending: 'Dm',
    chords: [
      ...A('Dm', 'Dm', 'Gm6', 'Gm6', 'A7', 'A7', 'Dm', 'Dm'),
      ...A('Gm6', 'Gm6/Bb', 'F6', 'Dm', 'Bb7', 'A7b9', 'Dm', ['Dm', 'A7']),
    ],
  },
  {
    slug: 'nuages-du-soir',
    name: 'Nuages du Soir',
    key: 'G major',
    fifths: 1,
    mode: 'major',
    tempo: 100,
    starttime: 1.8,
    repetitions: 1,
    ending: 'G6',
    sections: ['A', 'A', 'B', 'A'],
    chords: [
      ...A('Gmaj7', 'Gmaj7', ['Am7', 'D7'], ['Am7', 'D7'], ['Bm7', 'Bbdim7'], ['Am7', 'D7'], 'G6', [
        'Am7',
        'D7',
      ]),
      ...A('Gmaj7', 'Gmaj7', ['Am7', 'D7'], ['Am7', 'D7'], ['Bm7', 'Bbdim7'], ['Am7', 'D7'], 'G6', 'G6'),
      ...A('Cmaj7', 'Cm6', 'Gmaj7', ['Em7', 'Eb9'], 'A7', 'A7', 'Am7', 'D7'),
      ...A('Gmaj7', 'Gmaj7', ['Am7', 'D7'], ['Am7', 'D7'], ['Bm7', 'E7'], ['Am7', 'D7'], 'G6', [
        'G6',
        'D7b9',
      ]),
    ],
  },
  {
    slug: 'bossa-manouche',
    name: 'Bossa Manouche',
    key: 'E minor',
    fifths: 1,
    mode: 'minor',
    tempo: 120,
    starttime: 2.0,
    repetitions: 2,
    ending: 'Em6',
    chords: [
      ...A('Em6', 'Em6', 'Am6', 'Am6', ['F#m7b5', 'B7'], ['F#m7b5', 'B7'], 'Em6', 'Em6'),
      ...A('Am6', 'D7', 'Gmaj7', 'Cmaj7', 'F#m7b5', 'B7', 'Em6', ['Em6', 'B7']),
    ],
  },
  {
    slug: 'valse-rapide-en-re',
    name: 'Valse Rapide en Ré',
    key: 'D major',
    fifths: 2,
    mode: 'major',
    tempo: 220,
    starttime: 0.75,
    repetitions: 2,
    ending: 'D6',
    chords: [
      ...A('D6', 'D6', 'Bm7', 'Bm7', 'Em7', 'A7', 'D6', 'D6'),
      ...A('F#7', 'F#7', 'Bm7', 'Bm7', 'E7', 'E7', 'A7', 'A7'),
      ...A('D6', 'D6', 'G6', 'C#dim7', ['D6', 'B7'], ['Em7', 'A7'], 'D6', 'A7'),
    ],
  },
];

/** Seconds per bar (four beats). */
export const barSeconds = (tempo) => (60 / tempo) * 4;

/** Total number of bars played (chord list times repetitions). */
export const totalBars = (track) => track.chords.length * track.repetitions;
