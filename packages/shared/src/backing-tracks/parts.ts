import { z } from 'zod';

/**
 * Parts of a backing track (issue 31, decision 0313): separate recordings of equal length, mixed in the player. A
 * track has at most one part of each name.
 */
export const TRACK_PART_NAMES = ['rhythm', 'bass', 'lead'] as const;
export type TrackPartName = (typeof TRACK_PART_NAMES)[number];
/** Parts of one track may differ in length by at most this much (the player pads the shorter ones). */
export const TRACK_PART_LENGTH_TOLERANCE_MS = 50;

/** How a member mixes one part: its volume (0 to 1), muted, soloed. */
export const partMixSchema = z.object({
  volume: z
    .number('Volume must be a number.')
    .min(0, 'Volume must be at least 0.')
    .max(1, 'Volume must be at most 1.'),
  mute: z.boolean('Mute must be true or false.'),
  solo: z.boolean('Solo must be true or false.'),
});
export type PartMix = z.infer<typeof partMixSchema>;
/** A member's mix of a track, by part; a part not named plays at full volume. */
export const trackMixSchema = z.object({
  rhythm: partMixSchema.optional(),
  bass: partMixSchema.optional(),
  lead: partMixSchema.optional(),
});
export type TrackMix = z.infer<typeof trackMixSchema>;

/** A part as a member's player gets it: a signed URL of its audio. */
export const trackPartSchema = z.object({
  name: z.enum(TRACK_PART_NAMES),
  audio_url: z.string(),
});
export type TrackPart = z.infer<typeof trackPartSchema>;

/** PUT /api/admin/backing-tracks/:id/parts/: the whole list of parts (an empty list removes them). */
export const adminTrackPartsInputSchema = z.object({
  parts: z
    .array(
      z.object({
        name: z.enum(TRACK_PART_NAMES, 'A part is rhythm, bass or lead.'),
        audio: z.string().min(1).max(300),
      }),
    )
    .max(TRACK_PART_NAMES.length)
    .refine((parts) => new Set(parts.map((part) => part.name)).size === parts.length, {
      message: 'Each part may appear only once.',
    }),
});
export type AdminTrackPartsInput = z.infer<typeof adminTrackPartsInputSchema>;

/** The stored parts, answered to staff: the storage key, the measured length and a signed URL to preview. */
export const adminTrackPartsSchema = z.array(
  z.object({
    name: z.enum(TRACK_PART_NAMES),
    audio: z.string(),
    duration_ms: z.number().int(),
    audio_url: z.string(),
  }),
);
export type AdminTrackParts = z.infer<typeof adminTrackPartsSchema>;
