import { PLANS, SCHOOL_NAME } from '@gjs/shared';
import type { Translation } from '#lib/i18n/texts.ts';
import type { HomeTexts } from './home-texts.ts';

const PRO = PLANS.pro;
const price = new Intl.NumberFormat('de-DE', { style: 'currency', currency: PRO.currency }).format(
  PRO.amount,
);

const de: Translation<HomeTexts> = {
  title: `Gypsy-Jazz-Gitarre lernen | ${SCHOOL_NAME}`,
  description:
    'Online-Videolektionen für Gypsy-Jazz-Gitarre: Stücke, Rhythmus und Technik Ton für Ton erklärt, mit Backing Tracks, Akkordcharts und Noten.',
  hero: {
    overline: 'Online-Gitarrenschule · im Stil von Django Reinhardt',
    heading: 'Lerne Gypsy-Jazz-Gitarre',
    intro:
      'Videolektionen Schritt für Schritt von einem Berufsmusiker: die Stücke, der Rhythmus und die Techniken des Gypsy Jazz, Ton für Ton erklärt.',
    continueLearning: 'Weiterlernen',
    startTrial: 'Kostenlos testen',
    facts: [
      `${PRO.trialDays} Tage kostenlos testen`,
      'Lektionen auf Deutsch und Englisch',
      'Monatlich kündbar',
    ],
  },
  features: {
    heading: 'Was du lernst',
    subtitle: 'Alles, was ein Gypsy-Jazz-Gitarrist braucht, an einem Ort.',
    songs: 'Stücke',
    songsText:
      'Die Klassiker des Repertoires, von der Melodie über das Solo bis zu den Akkorden, Ton für Ton erklärt.',
    rhythm: 'Rhythmus',
    rhythmText:
      'Die Pompe, der treibende Swing-Rhythmus im Herzen des Stils, von den ersten Schlägen bis zum vollen Tempo.',
    techniques: 'Techniken',
    techniquesText:
      'Apoyando-Anschlag, Arpeggien, Läufe und die Griffe der linken Hand, die den Gypsy-Jazz-Sound ausmachen.',
  },
  teacher: {
    overline: 'Dein Lehrer',
    heading: (name) => `Lerne ${name} kennen`,
    website: 'Zur Website des Lehrers',
  },
  whyRegister: {
    heading: 'Warum du dich anmelden solltest',
    reasons: [
      'Lerne in deinem Tempo, wann immer du willst',
      'Lektionen auf Deutsch und Englisch',
      'Jedes Stück als PDF-Noten und als MusicXML-Datei',
      'Backing Tracks mit Akkordcharts zum Üben',
      'Ein Forum für deine Fragen',
      'Regelmäßig neue Kurse',
    ],
    tryIt: 'Probier es aus',
  },
  howItWorks: {
    heading: 'Wie funktioniert es?',
    subtitle: 'Wähle einen Kurs, folge ihm Kapitel für Kapitel und übe mit dem Material, das dazugehört.',
    songLessons: 'Stück-Lektionen',
    songLessonsText:
      'Jedes Stück in Kapiteln: Melodie, Solo und Akkorde, langsam und im Tempo, mit Noten zum Herunterladen.',
    techniqueLessons: 'Technik-Lektionen',
    techniqueLessonsText:
      'Die rechte und die linke Hand des Gypsy Jazz, eine Technik pro Kurs, aus der Nähe erklärt.',
    workouts: 'Technik-Workouts',
    workoutsText:
      'Kurze tägliche Übungen, die jede Technik zur Gewohnheit machen, mit Temporegler, um ins Tempo hineinzuwachsen.',
    backingTracks: 'Backing Tracks',
    backingTracksText:
      'Spiel mit einer echten Rhythmusgruppe, während das Akkordchart der Musik Takt für Takt folgt.',
  },
  needs: {
    heading: 'Was brauchst du?',
    guitar: 'Eine Gitarre: Für den Anfang reicht eine akustische',
    device: 'Einen Computer, ein Tablet oder ein Smartphone mit Browser',
    time: 'Zwanzig Minuten am Tag und Lust auf Swing',
    startNow: 'Jetzt starten',
  },
  faqHeading: 'Häufige Fragen',
  faq: [
    {
      question: 'Welche Abos gibt es?',
      answer: `Es gibt ein einziges Abo: ${PRO.id}. Es gibt dir vollen Zugang zu allen Inhalten: Melodie-, Solo-, Akkord- (Ton für Ton) und Rhythmus-Lektionen, Backing Tracks, Akkordcharts und Noten.`,
    },
    {
      question: 'Was kostet es?',
      answer: `Das Abo ${PRO.id} kostet ${price} im Monat.`,
    },
    {
      question: 'Kann ich kostenlos testen?',
      answer: `Ja. Jedes neue Abo beginnt mit ${PRO.trialDays} Tagen kostenlosem Test, damit du alle Lektionen vor der ersten Zahlung ausprobieren kannst.`,
    },
    {
      question: 'Wie kann ich kündigen?',
      answer:
        'Du kannst jederzeit in deinem Profil oder per E-Mail kündigen. Die Kündigung wird zum nächsten Abrechnungsmonat wirksam; bereits gezahlte Beiträge werden nicht erstattet. Kündigst du während des kostenlosen Tests, wird dein Konto sofort geschlossen.',
    },
    {
      question: 'In welchen Sprachen sind die Lektionen?',
      answer:
        'Die Lektionen entstehen auf Deutsch und Englisch. Du wählst deine Sprache bei der Anmeldung und kannst sie in deinem Profil ändern.',
    },
    {
      question: 'Welches Niveau brauche ich?',
      answer:
        'Es gibt Kurse für Anfänger, Fortgeschrittene und Profis. Wenn du ein paar Akkorde spielen kannst, kannst du mit den Anfängerkursen beginnen.',
    },
    {
      question: 'Kann ich die Noten und Backing Tracks herunterladen?',
      answer:
        'Ja: Noten (PDF und MusicXML) und Backing Tracks darfst du für deinen persönlichen Gebrauch herunterladen. Videos gibt es nur als Stream.',
    },
    {
      question: 'Welche Geräte kann ich nutzen?',
      answer: 'Jeden aktuellen Browser auf Computer, Tablet oder Smartphone. Nichts zu installieren.',
    },
    {
      question: 'Was, wenn ich bei einer Lektion nicht weiterkomme?',
      answer:
        'In jedem Kapitel führt dich der Button „Frage zu diesem Kapitel stellen“ ins Forum, wo der Lehrer und andere Mitglieder antworten.',
    },
  ],
  promoVideo: {
    label: 'Vorstellung der Schule',
    watch: 'Sieh dir die Vorstellung an',
    comingSoon: 'Das Vorstellungsvideo kommt bald',
    play: 'Video abspielen',
    playNamed: (overlay) => `Video abspielen: ${overlay}`,
  },
};
export default de;
