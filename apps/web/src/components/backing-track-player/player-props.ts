import type { ChordBar, TrackMix, TrackPart } from '@gjs/shared';
import type { BarRange } from '../../lib/backing-track-timing/timing.ts';
import type { Ramp } from '../../lib/backing-track-timing/ramp.ts';
import type { PracticeItem } from '../../lib/practice-timer/use-practice-timer.ts';
import type { PlayerMedia } from '../../lib/audio-engine/player-media.ts';
import type { SharedPassage } from './player-passage.ts';

/** What the member set in the player (decision 0630): tempo in percent, selected bars (0-based), loop, ramp. */
export type PlayerSettings = {
  percent: number;
  selection: BarRange | null;
  loop: boolean;
  ramp: Ramp | null;
  countIn: boolean;
  /** Transposition in semitones, -6..+6 (decision 0313). */
  semitones: number;
  /** The member's mix of the track's parts (decision 0313). */
  mix: TrackMix;
};

export type BackingTrackPlayerProps = {
  audioUrl: string;
  chords: ChordBar[];
  /** Seconds before the first bar (default 0). */
  starttime?: number;
  /** Beats per minute (default 120). */
  tempo?: number;
  /** Times the chord list is played (default 1). */
  repetitions?: number;
  /** Separate recordings of the track's parts, mixed in the player (decision 0313); none: the one recording. */
  parts?: TrackPart[] | undefined;
  /** The recorded key, e.g. "A minor": the key control names the key it moves to. */
  trackKey?: string | undefined;
  /** A link that downloads the track (backing tracks may be downloaded, decision 0406); no button without it. */
  downloadUrl?: string | undefined;
  /** Where the player starts: remembered settings or a loop link (decision 0630). */
  initialSettings?: Partial<PlayerSettings> | undefined;
  /** Told of every change of tempo, selection, loop, ramp or count-in, to remember them. */
  onSettingsChange?: ((settings: PlayerSettings) => void) | undefined;
  /** The loop link of the current settings; without it there is no "Copy link" button. */
  linkFor?: ((settings: PlayerSettings) => string) | undefined;
  /** What the practice log counts the playing time for; nothing is counted without it. */
  practiceItem?: PracticeItem | undefined;
  /** Told of the media that plays the track, for a score that follows it (decision 0631). */
  onMediaElement?: ((media: PlayerMedia | null) => void) | undefined;
  /** The selection and loop, held by the page to share them with a chapter's score (decision 0631); else the player's. */
  passage?: SharedPassage | undefined;
};
