/**
 * What the player's hooks read and drive: the part of `HTMLMediaElement` they use (an `<audio>` element is one), so
 * the bar highlight, loops, count-in, ramp, practice log and the score cursor read whichever plays the sound
 * (decision 0313). Events are the media element's: play, playing, pause, seeking, seeked, timeupdate, ended,
 * loadedmetadata, durationchange, waiting, error.
 */
export interface PlayerMedia extends EventTarget {
  currentTime: number;
  readonly duration: number;
  readonly paused: boolean;
  readonly ended: boolean;
  playbackRate: number;
  play(): Promise<void>;
  pause(): void;
}

/** How the sound is made: the time-stretch engine, or the media element's own rate (no AudioWorklet). */
export type AudioMode = 'engine' | 'element';

/** A player media that can also change key and mix parts. */
export interface PracticeMedia extends PlayerMedia {
  readonly mode: AudioMode;
  /** Transposition in semitones (-6..+6); the element ignores it. */
  semitones: number;
  /** Gain of each part (0 mutes it), in the order of the parts; the element ignores it. */
  setPartGains(gains: readonly number[]): void;
  /** Stops the sound and releases the audio graph and the decoded audio. */
  close(): void;
}
