import { PLANS, SCHOOL_NAME } from '@gjs/shared';
import { defineTexts } from '#lib/i18n/texts.ts';
import { FAQ_ENTRIES } from './faq-entries.ts';
import { SCHOOL_DESCRIPTION } from './structured-data.ts';

const en = {
  title: `Learn To Play Gypsy Jazz Guitar | ${SCHOOL_NAME}`,
  description: SCHOOL_DESCRIPTION,
  hero: {
    overline: 'Online guitar school · Django Reinhardt style',
    heading: 'Learn To Play Gypsy Jazz Guitar',
    intro:
      'Step-by-step video lessons from a professional musician: the songs, the rhythm and the techniques of gypsy jazz, taught note by note.',
    continueLearning: 'Continue Learning',
    startTrial: 'Start Free Trial',
    facts: [`${PLANS.pro.trialDays}-day free trial`, 'Lessons in English and German', 'Cancel monthly'],
  },
  features: {
    heading: 'What You Will Learn',
    subtitle: 'Everything a gypsy jazz guitarist needs, in one place.',
    songs: 'Songs',
    songsText:
      'The classics of the repertoire, from the melody to the solo and the chords, explained note by note.',
    rhythm: 'Rhythm Lessons',
    rhythmText:
      'La pompe, the driving swing rhythm at the heart of the style, from the first strokes to full tempo.',
    techniques: 'Techniques',
    techniquesText:
      'Rest-stroke picking, arpeggios, runs and the left-hand tricks that make the gypsy jazz sound.',
  },
  teacher: {
    overline: 'Your Teacher',
    heading: (name: string) => `Meet ${name}`,
    website: "Visit the teacher's website",
  },
  whyRegister: {
    heading: 'Why Should You Register?',
    reasons: [
      'Learn at your own pace, whenever you like',
      'Lessons in English and German',
      'Every song as a PDF score and a MusicXML file',
      'Backing tracks with chord charts to practise with',
      'A community forum to ask your questions',
      'New courses added regularly',
    ],
    tryIt: "Let's Try It",
  },
  howItWorks: {
    heading: 'How Does It Work?',
    subtitle:
      'Pick a course, follow it chapter by chapter, and practise with the material that comes with it.',
    songLessons: 'Song Lessons',
    songLessonsText:
      'Each song in chapters: the melody, the solo and the chords, slowly and at tempo, with the score to download.',
    techniqueLessons: 'Techniques Lessons',
    techniqueLessonsText:
      'The right hand and the left hand of gypsy jazz, one technique per course, explained close up.',
    workouts: 'Techniques Workouts',
    workoutsText:
      'Short daily exercises that turn each technique into a habit, with a speed control to grow into the tempo.',
    backingTracks: 'Backing Tracks',
    backingTracksText:
      'Play along with a real rhythm section while the chord chart follows the music bar by bar.',
  },
  needs: {
    heading: 'What Do You Need?',
    guitar: 'A guitar: an acoustic one will do to begin with',
    device: 'A computer, tablet or phone with a browser',
    time: 'Twenty minutes a day, and the wish to swing',
    startNow: 'Start Now',
  },
  faqHeading: 'Frequently Asked Questions',
  faq: FAQ_ENTRIES,
  promoVideo: {
    label: 'Introduction to the school',
    watch: 'Watch the introduction',
    comingSoon: 'Introduction video coming soon',
    play: 'Play video',
    playNamed: (overlay: string) => `Play video: ${overlay}`,
  },
};
export type HomeTexts = typeof en;

/** The home page's texts. */
export const homeTexts = defineTexts(en, { de: () => import('./home-texts.de.ts') });
