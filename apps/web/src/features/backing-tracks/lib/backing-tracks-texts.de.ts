import { SCHOOL_NAME } from '@gjs/shared';
import type { Translation } from '#lib/i18n/texts.ts';
import type { BackingTracksTexts } from './backing-tracks-texts.ts';

/** A loop link's query parameters, as the notice names them. */
const PARTS: Record<string, string> = { bars: 'Takte', tempo: 'Tempo', ramp: 'Temposteigerung' };

const de: Translation<BackingTracksTexts> = {
  title: `Backing Tracks | ${SCHOOL_NAME}`,
  heading: 'Backing Tracks',
  intro:
    'Spiel zur Pompe-Begleitung mit. Mach einen Track langsamer, wähl ein paar Takte aus und lass sie im Loop laufen, bis die Passage sitzt.',
  invitation: {
    heading: 'Mit Abo mitspielen',
    text: 'Mitglieder spielen alle Backing Tracks der Schule, mit dem Akkordchart, der der Musik Takt für Takt folgt, im Tempo und im Loop ihrer Wahl.',
    startTrial: 'Kostenlos testen',
    login: 'Anmelden',
  },
  searchPlaceholder: 'Backing Tracks suchen …',
  search: 'Backing Tracks suchen',
  loading: 'Backing Tracks werden geladen …',
  loadFailed: 'Die Backing Tracks konnten nicht geladen werden.',
  showing: (shown, total) => `${shown} von ${total} Backing Tracks`,
  empty: 'Keine Backing Tracks gefunden, die zu deiner Suche passen.',
  key: (key) => `Tonart: ${key}`,
  loadingPlayer: 'Player wird geladen …',
  loadingSettings: 'Deine Einstellungen werden geladen …',
  linkTrackNotFound: 'Den Backing Track dieses Links gibt es nicht.',
  linkIgnored: (parts) => `In diesem Link ignoriert: ${parts.map((part) => PARTS[part] ?? part).join(', ')}.`,
};
export default de;
