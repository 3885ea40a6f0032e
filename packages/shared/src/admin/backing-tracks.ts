import { z } from 'zod';
import { chordBarSchema } from '../backing-tracks/contracts.ts';
import { storageKeySchema } from './courses.ts';

export const adminBackingTrackInputSchema = z.object({
  name: z.string().trim().min(1, 'This field is required.').max(200),
  key: z.string().trim().min(1, 'This field is required.').max(40),
  tempo: z.number().min(20).max(400),
  starttime: z.number().min(0).max(600),
  repetitions: z.number().int().min(1).max(100),
  chords: z.array(chordBarSchema).min(1, 'The chord chart needs at least one bar.').max(256),
  audio: storageKeySchema,
  /** Listed tracks appear on /backing-tracks; unlisted ones live only in course chapters. */
  is_listed: z.boolean(),
});
export type AdminBackingTrackInput = z.infer<typeof adminBackingTrackInputSchema>;

export const adminBackingTrackSchema = adminBackingTrackInputSchema.extend({
  id: z.number().int(),
  tempo: z.number(),
  starttime: z.number(),
  chords: z.array(chordBarSchema),
  audio: z.string(),
  /** A signed URL for the preview in the player. */
  audio_url: z.string(),
  updated_at: z.string(),
});
export type AdminBackingTrack = z.infer<typeof adminBackingTrackSchema>;
export const adminBackingTrackListSchema = z.array(adminBackingTrackSchema);
