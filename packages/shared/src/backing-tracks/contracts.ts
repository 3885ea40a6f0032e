import { z } from 'zod';
import { trackPartSchema } from './parts.ts';

/** A bar of a chord chart: one chord, or several chords sharing the bar's four beats. */
export const chordBarSchema = z.union([
  z.string().min(1).max(24),
  z.array(z.string().min(1).max(24)).min(1).max(4),
]);
export type ChordBar = z.infer<typeof chordBarSchema>;

export const DEFAULT_TEMPO = 120;
export const DEFAULT_STARTTIME = 0;
export const DEFAULT_REPETITIONS = 1;

/** The player's data inside a backing-track chapter (product 0421). */
export const backingTrackDataSchema = z.object({
  audio_url: z.string(),
  /** The same audio as a download (Content-Disposition: attachment); the player streams `audio_url`. */
  audio_download_url: z.string().optional(),
  chords: z.array(chordBarSchema),
  starttime: z.number().min(0).default(DEFAULT_STARTTIME),
  tempo: z.number().positive().default(DEFAULT_TEMPO),
  repetitions: z.number().int().min(1).default(DEFAULT_REPETITIONS),
  /** The recorded key, e.g. "A minor", for the key control's names (decision 0313); beside the spec's fields. */
  key: z.string().optional(),
  /** The track's separately recorded parts, to mix as on /backing-tracks (decision 0313); beside the spec's fields. */
  parts: z.array(trackPartSchema).optional(),
});
export type BackingTrackData = z.infer<typeof backingTrackDataSchema>;

/** An entry of GET /api/backingtracks/ (product 0421 'Backing track (list)'). */
export const backingTrackSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tempo: z.number(),
  key: z.string(),
  audio_url: z.string(),
  audio_download_url: z.string().optional(),
  chords: z.array(chordBarSchema),
  starttime: z.number(),
  repetitions: z.number().int(),
  /** Separate recordings of the track's parts, to mix in the player; none for most tracks (decision 0313). */
  parts: z.array(trackPartSchema).default([]),
});
export type BackingTrack = z.infer<typeof backingTrackSchema>;
export const backingTrackListSchema = z.array(backingTrackSchema);
