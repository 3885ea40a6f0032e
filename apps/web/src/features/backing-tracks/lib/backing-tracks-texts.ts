import { SCHOOL_NAME } from '@gjs/shared';
import { defineTexts } from '#lib/i18n/texts.ts';

const en = {
  title: `Backing Tracks | ${SCHOOL_NAME}`,
  heading: 'Backing Tracks',
  intro:
    'Play along with a la pompe rhythm. Slow a track down, select a few bars and loop them until the passage sits.',
  invitation: {
    heading: 'Subscribe to play along',
    text: 'Members play every backing track of the school with its chord chart following the music bar by bar, at the tempo and in the loop they choose.',
    startTrial: 'Start Free Trial',
    login: 'Log in',
  },
  searchPlaceholder: 'Search backing tracks...',
  search: 'Search backing tracks',
  loading: 'Loading backing tracks...',
  loadFailed: 'Failed to load backing tracks',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} backing tracks`,
  empty: 'No backing tracks found matching your criteria',
  key: (key: string) => `Key: ${key}`,
  loadingPlayer: 'Loading player...',
  loadingSettings: 'Loading your settings...',
  /** A loop link whose track is not in the list (decision 0630). */
  linkTrackNotFound: 'The backing track of this link was not found.',
  /** The parts of a loop link that could not be used: its query parameters ('bars', 'tempo', 'ramp'). */
  linkIgnored: (parts: string[]) => `Ignored in this link: ${parts.join(', ')}.`,
};
export type BackingTracksTexts = typeof en;

/** The backing-tracks page's texts: the list, the invitation for visitors and the loop-link notices. */
export const backingTracksTexts = defineTexts(en, { de: () => import('./backing-tracks-texts.de.ts') });
