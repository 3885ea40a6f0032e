import { z } from 'zod';
import {
  TAKE_MAX_BYTES,
  TAKE_MAX_DURATION_MS,
  TAKE_MESSAGES,
  TAKE_NOTE_MAX,
  TAKE_REMARK_MAX,
  TAKE_REPLY_MAX,
  TAKE_STATES,
  TAKE_TITLE_MAX,
} from './limits.ts';

/**
 * A student's takes: recordings played over a backing track, the teacher's remarks pinned to moments and bars, the
 * teacher's recorded answer and a reply thread (docs/decisions/0632-takes.md). Media come as signed URLs.
 */
const when = z.string();
const id = z.number().int();

export const takePersonSchema = z.object({
  id: id.nullable(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export type TakePerson = z.infer<typeof takePersonSchema>;

export const takeRemarkSchema = z.object({
  id,
  time_ms: z.number().int(),
  /** 1-based bar of the track's chart at that moment, and its chorus; null when no bar sounded. */
  bar: z.number().int().nullable(),
  chorus: z.number().int().nullable(),
  text: z.string(),
  author: takePersonSchema.nullable(),
  created_at: when,
});
export type TakeRemark = z.infer<typeof takeRemarkSchema>;

export const takeReplySchema = z.object({
  id,
  text: z.string(),
  author: takePersonSchema.nullable(),
  from_teacher: z.boolean(),
  created_at: when,
});
export type TakeReply = z.infer<typeof takeReplySchema>;

export const takeLoopSchema = z
  .object({ start: z.number().int().min(0).max(999), end: z.number().int().min(0).max(999) })
  .refine((loop) => loop.start <= loop.end, { message: TAKE_MESSAGES.loopOrder });

/** The track a take was played over, with what the waveform needs to mark its bars. */
export const takeTrackSchema = z.object({
  id,
  name: z.string(),
  key: z.string(),
  tempo: z.number(),
  starttime: z.number(),
  bars_per_chorus: z.number().int(),
  repetitions: z.number().int(),
  audio_url: z.string().nullable(),
});
export type TakeTrack = z.infer<typeof takeTrackSchema>;

export const takeMediaSchema = z.object({
  url: z.string(),
  mime: z.string(),
  duration_ms: z.number().int(),
  size: z.number().int(),
  /**
   * The recording is being made web-playable (a WebM gets its duration and cues, decision 0632): the player waits
   * for it and asks again; the file at `url` plays meanwhile, but is replaced within seconds.
   */
  processing: z.boolean(),
});
export type TakeMedia = z.infer<typeof takeMediaSchema>;

export const takeSchema = z.object({
  id,
  title: z.string(),
  note: z.string(),
  state: z.enum(TAKE_STATES),
  read_by_teacher: z.boolean(),
  created_at: when,
  answered_at: when.nullable(),
  student: takePersonSchema,
  media: takeMediaSchema,
  track: takeTrackSchema.nullable(),
  played_tempo: z.number().nullable(),
  played_key: z.string().nullable(),
  loop: z.object({ start: z.number().int(), end: z.number().int() }).nullable(),
  offset_ms: z.number().int(),
  remarks: z.array(takeRemarkSchema),
  answer: takeMediaSchema.nullable(),
  replies: z.array(takeReplySchema),
});
export type Take = z.infer<typeof takeSchema>;

export const takeListSchema = z.object({
  takes: z.array(takeSchema),
  used_bytes: z.number().int(),
  quota_bytes: z.number().int(),
});
export type TakeList = z.infer<typeof takeListSchema>;

export const adminTakeSummarySchema = z.object({
  id,
  title: z.string(),
  state: z.enum(TAKE_STATES),
  read_by_teacher: z.boolean(),
  created_at: when,
  duration_ms: z.number().int(),
  student: takePersonSchema,
});
export type AdminTakeSummary = z.infer<typeof adminTakeSummarySchema>;
export const adminTakeListSchema = z.object({
  unread: z.number().int(),
  takes: z.array(adminTakeSummarySchema),
});
export type AdminTakeList = z.infer<typeof adminTakeListSchema>;
export const adminTakeQuerySchema = z.object({ student: z.coerce.number().int().positive().optional() });

/** Starting an upload in parts: its size in bytes. */
export const takeUploadStartSchema = z.object({
  size: z.number().int().min(1).max(TAKE_MAX_BYTES, TAKE_MESSAGES.tooLarge),
});
export type TakeUploadStart = z.infer<typeof takeUploadStartSchema>;
/** An upload in parts: which parts the server holds, so that a broken upload resumes with the missing ones. */
export const takeUploadSchema = z.object({
  id: z.uuid(),
  size: z.number().int(),
  part_bytes: z.number().int(),
  parts: z.number().int(),
  received: z.array(z.number().int()),
});
export type TakeUpload = z.infer<typeof takeUploadSchema>;
export const takeUploadParamsSchema = z.object({ id: z.uuid() });
export const takePartParamsSchema = z.object({
  id: z.uuid(),
  part: z.coerce.number().int().min(0).max(9999),
});

const durationMs = z.number().int().min(1).max(TAKE_MAX_DURATION_MS, TAKE_MESSAGES.tooLong);

export const takeCreateSchema = z.object({
  upload_id: z.uuid(),
  title: z.string().trim().min(1).max(TAKE_TITLE_MAX),
  note: z.string().trim().max(TAKE_NOTE_MAX).default(''),
  duration_ms: durationMs,
  backing_track_id: z.number().int().positive().nullable().default(null),
  played_tempo: z.number().min(20).max(400).nullable().default(null),
  played_key: z.string().trim().max(12).nullable().default(null),
  loop: takeLoopSchema.nullable().default(null),
  offset_ms: z.number().int().min(0).max(TAKE_MAX_DURATION_MS).default(0),
});
export type TakeCreate = z.input<typeof takeCreateSchema>;

export const takeAnswerSchema = z.object({ upload_id: z.uuid(), duration_ms: durationMs });
export type TakeAnswer = z.infer<typeof takeAnswerSchema>;

export const takeRemarkInputSchema = z.object({
  time_ms: z.number().int().min(0).max(TAKE_MAX_DURATION_MS),
  text: z.string().trim().min(1).max(TAKE_REMARK_MAX),
});
export type TakeRemarkInput = z.infer<typeof takeRemarkInputSchema>;
export const takeRemarkParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  remarkId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const takeReplyInputSchema = z.object({ text: z.string().trim().min(1).max(TAKE_REPLY_MAX) });
export type TakeReplyInput = z.infer<typeof takeReplyInputSchema>;
