import { z } from 'zod';

/**
 * An adaptive stream (HLS) of a video, its links signed for a short time: the master playlist, the poster frame and
 * the seek bar's preview pictures (WebVTT pointing into a sprite). A video without one plays from its original file.
 */
export const videoStreamSchema = z.object({
  master_url: z.string(),
  poster_url: z.string(),
  previews_url: z.string(),
  /** The renditions' heights, smallest first (the player's quality menu). */
  heights: z.array(z.number().int()),
});
export type VideoStream = z.infer<typeof videoStreamSchema>;

export const VIDEO_STREAM_STATES = ['none', 'queued', 'running', 'ready', 'failed'] as const;
export type VideoStreamState = (typeof VIDEO_STREAM_STATES)[number];

/** Where the making of a video's stream stands, for the owner: `progress` 0-100, `error` the last failure's reason. */
export const videoStreamStatusSchema = z.object({
  state: z.enum(VIDEO_STREAM_STATES),
  progress: z.number().int(),
  error: z.string().nullable(),
});
export type VideoStreamStatus = z.infer<typeof videoStreamStatusSchema>;
