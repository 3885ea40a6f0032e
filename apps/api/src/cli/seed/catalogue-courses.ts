import type { CourseLevel, Language } from '@gjs/shared';

/**
 * The demo catalogue: the courses, chapters and media a new install shows. Media are named by their slug in
 * media/manifest.json: `scores` the PDF and MusicXML chart of a backing track, `track` a backing track (or a variant
 * below). A chapter without a track is a video chapter and has a video of its own, titled with its heading
 * (chapter-videos.ts).
 */
export interface ChapterSeed {
  heading: string;
  scores?: string;
  track?: string;
}

export interface CourseSeed {
  name: string;
  language: Language;
  level: CourseLevel;
  category: string;
  thumbnail: string;
  /** Creation time relative to the seeding time: under 7 days shows the 'NEW' badge. */
  daysAgo: number;
  description: string;
  chapters: ChapterSeed[];
}

export interface TrackVariantSeed {
  id: string;
  from: string;
  name: string;
  /** The chord list written out `repetitions` times (played once): the same audio, a longer chart. */
  writtenOut: true;
}

/** Unlisted charts used only by course chapters. */
export const TRACK_VARIANTS: TrackVariantSeed[] = [
  {
    id: 'les-yeux-sombres-full',
    from: 'les-yeux-sombres',
    name: 'Les Yeux Sombres (32 Takte)',
    writtenOut: true,
  },
];

export const UPCOMING_SEEDS = [
  {
    name: 'Valse Rapide',
    level: 'intermediate' as const,
    languages: ['english', 'deutsch'] as Language[],
    thumbnail: 'coming-soon-valse-rapide',
    daysAhead: 4,
  },
];

const playAlong = (track: string, heading = 'Play-Along'): ChapterSeed => ({ heading, track, scores: track });

export const COURSE_SEEDS: CourseSeed[] = [
  {
    name: 'Swing de Berlin',
    language: 'english',
    level: 'intermediate',
    category: 'Songs',
    thumbnail: 'swing-de-berlin',
    daysAgo: 1,
    description:
      'A minor swing in the spirit of the late-night cafés of Paris and Berlin. You learn the melody phrase by ' +
      'phrase, the minor sixth shapes that give the tune its dark colour and a driving la pompe at 180 BPM. ' +
      'The course ends with you playing the whole 32-bar chorus over the backing track.',
    chapters: [
      { heading: 'Introduction and Melody', scores: 'swing-de-berlin' },
      { heading: 'Chords', scores: 'swing-de-berlin' },
      { heading: 'La Pompe Accompaniment' },
      { heading: 'Soloing over Minor Sixth Chords' },
      playAlong('swing-de-berlin'),
    ],
  },
  {
    name: 'Rhythm Fundamentals',
    language: 'english',
    level: 'beginner',
    category: 'Rhythm',
    thumbnail: 'rhythm-fundamentals',
    daysAgo: 9,
    description:
      'La pompe is the heartbeat of gypsy jazz. Start here: a relaxed right hand, the bass note on beats one and ' +
      'three, the short muted strum on two and four, and the swing that happens in between. Every exercise is ' +
      'slow enough to get right the first time and ends with a gentle bossa to play along with.',
    chapters: [
      { heading: 'What Is La Pompe?' },
      { heading: 'A Relaxed Right Hand' },
      { heading: 'Muting the Offbeats' },
      playAlong('bossa-manouche', 'Practice with a Backing Track'),
    ],
  },
  {
    name: 'Right-Hand Technique',
    language: 'english',
    level: 'beginner',
    category: 'Technique',
    thumbnail: 'right-hand-technique',
    daysAgo: 130,
    description:
      'The rest stroke is the secret behind the big, warm tone of the great manouche players. This course takes ' +
      'you from holding the pick to clean rest strokes in time, with short daily routines you can keep up for ' +
      'the rest of your playing life.',
    chapters: [
      { heading: 'Holding the Pick' },
      { heading: 'The Rest Stroke' },
      { heading: 'Down and Up Strokes' },
      { heading: 'Rest Strokes in Time' },
    ],
  },
  {
    name: 'Blues pour Stéphane',
    language: 'english',
    level: 'intermediate',
    category: 'Workouts',
    thumbnail: 'blues-pour-stephane',
    daysAgo: 20,
    description:
      'A twelve-bar blues in F with a few gypsy jazz turns: the diminished chord in bar six and the quick ' +
      'turnaround at the end. Comp it, learn a handful of arpeggio licks for it, then play three choruses ' +
      'in a row over the backing track.',
    chapters: [
      { heading: 'The Twelve-Bar Form', scores: 'blues-pour-stephane' },
      { heading: 'Comping the Blues' },
      { heading: 'Blues Licks from Arpeggios' },
      playAlong('blues-pour-stephane', 'Three Choruses Play-Along'),
    ],
  },
  {
    name: 'Arpeggio Workouts',
    language: 'english',
    level: 'intermediate',
    category: 'Workouts',
    thumbnail: 'arpeggio-workouts',
    daysAgo: 60,
    description:
      'Ten minutes a day that change the way you solo. Minor sixth, dominant seventh and diminished arpeggios ' +
      'across the neck, played with rest strokes and a metronome, until they come out of your fingers by ' +
      'themselves.',
    chapters: [
      { heading: 'Minor Sixth Arpeggios' },
      { heading: 'Dominant Seventh Arpeggios' },
      { heading: 'Diminished Passing Chords' },
    ],
  },
  {
    name: 'Nuages du Soir',
    language: 'english',
    level: 'interadvanced',
    category: 'Songs',
    thumbnail: 'nuages-du-soir',
    daysAgo: 4,
    description:
      'A slow, dreamy ballad in G that asks for a singing tone and patience. We work on the theme with ' +
      'vibrato and dynamics, the chromatic chord movements of the A sections, a ballad pompe that breathes, ' +
      'and on improvising over the bridge.',
    chapters: [
      { heading: 'Introduction and Theme', scores: 'nuages-du-soir' },
      { heading: 'Chords', scores: 'nuages-du-soir' },
      { heading: 'Ballad Rhythm and Dynamics' },
      { heading: 'Improvising on the Bridge' },
      playAlong('nuages-du-soir'),
    ],
  },
  {
    name: 'Advanced Soloing',
    language: 'english',
    level: 'advanced',
    category: 'Technique',
    thumbnail: 'advanced-soloing',
    daysAgo: 90,
    description:
      'For players who know their arpeggios and want to sound like themselves. Horn-like phrasing, ' +
      'superimposed arpeggios, fast rest-stroke runs and the art of leaving space, tried out over a fast waltz.',
    chapters: [
      { heading: 'Phrasing Like a Horn' },
      { heading: 'Arpeggio Superimposition' },
      { heading: 'Rest Strokes at Speed' },
      playAlong('valse-rapide-en-re', 'Soloing over a Fast Waltz'),
    ],
  },
  {
    name: 'Rhythm in Bb',
    language: 'english',
    level: 'advanced',
    category: 'Songs',
    thumbnail: 'rhythm-in-bb',
    daysAgo: 180,
    description:
      'Rhythm changes in B flat at 200 BPM: the chord progression every jazz musician has to know. Learn the ' +
      'head, the two-chords-per-bar A sections and the dominant cycle of the bridge, keep the pompe light at ' +
      'high tempo and build solo lines that follow the changes.',
    chapters: [
      { heading: 'Introduction and Head', scores: 'rhythm-in-bb' },
      { heading: 'Chords', scores: 'rhythm-in-bb' },
      { heading: 'Pompe at 200 BPM' },
      { heading: 'Soloing on Rhythm Changes' },
      playAlong('rhythm-in-bb'),
    ],
  },
  {
    name: 'Swing de Berlin',
    language: 'deutsch',
    level: 'beginner',
    category: 'Songs',
    thumbnail: 'swing-de-berlin-anfanger',
    daysAgo: 35,
    description:
      'Unser Lieblingsstück ganz in Ruhe: Du lernst die Melodie in kleinen Abschnitten, die Moll-Akkorde, die ' +
      'du dafür brauchst, und eine einfache Pompe. Am Ende spielst du den ganzen Chorus zum Play-Along – ' +
      'mit dem Tempo-Regler auch in halber Geschwindigkeit.',
    chapters: [
      { heading: 'Willkommen' },
      { heading: 'Akkorde', scores: 'swing-de-berlin' },
      {
        heading: 'Die Melodie Schritt für Schritt',
        scores: 'swing-de-berlin',
      },
      playAlong('swing-de-berlin'),
    ],
  },
  {
    name: 'Swing de Berlin',
    language: 'deutsch',
    level: 'intermediate',
    category: 'Songs',
    thumbnail: 'swing-de-berlin',
    daysAgo: 6,
    description:
      'Ein Moll-Swing im Geist der Pariser und Berliner Cafés. Du lernst das Thema Phrase für Phrase, die ' +
      'Moll-Sext-Griffe, die dem Stück seine dunkle Farbe geben, und eine treibende Pompe bei 180 BPM. Zum ' +
      'Schluss spielst du den ganzen Chorus mit dem Play-Along.',
    chapters: [
      { heading: 'Einführung und Melodie', scores: 'swing-de-berlin' },
      { heading: 'Akkorde', scores: 'swing-de-berlin' },
      { heading: 'Die Pompe' },
      { heading: 'Solieren über Moll-Sext-Akkorde' },
      playAlong('swing-de-berlin'),
    ],
  },
  {
    name: 'Rhythmus-Grundlagen',
    language: 'deutsch',
    level: 'beginner',
    category: 'Rhythm',
    thumbnail: 'rhythmus-grundlagen',
    daysAgo: 50,
    description:
      'Die Pompe ist der Herzschlag des Gypsy Jazz. Hier beginnt alles: eine lockere rechte Hand, der Bass auf ' +
      'eins und drei, der kurze, abgedämpfte Schlag auf zwei und vier und der Swing dazwischen. Jede Übung ist ' +
      'langsam genug, um sie gleich richtig zu spielen.',
    chapters: [
      { heading: 'Was ist die Pompe?' },
      { heading: 'Der Anschlag der rechten Hand' },
      { heading: 'Akzente und Abdämpfen' },
      playAlong('bossa-manouche', 'Üben mit Begleitung'),
    ],
  },
  {
    name: 'Les Yeux Sombres',
    language: 'deutsch',
    level: 'advanced',
    category: 'Songs',
    thumbnail: 'les-yeux-sombres',
    daysAgo: 240,
    description:
      'Eine melancholische Melodie in d-Moll, wie man sie am Lagerfeuer und auf der Bühne hört. Wir erarbeiten ' +
      'das Thema mit Verzierungen, die typischen Moll-Kadenzen mit A7b9 und ein Solo, das die Melodie nie ganz ' +
      'aus den Augen verliert.',
    chapters: [
      { heading: 'Einführung und Thema', scores: 'les-yeux-sombres' },
      { heading: 'Akkorde', scores: 'les-yeux-sombres' },
      { heading: 'Verzierungen und Vibrato' },
      { heading: 'Solieren in Moll' },
      { heading: 'Play-Along', track: 'les-yeux-sombres-full', scores: 'les-yeux-sombres' },
    ],
  },
];
