/**
 * The limits of a take and its answer (docs/decisions/0632-takes.md): plain values, so that the browser's recorder
 * and the API's checks read the same numbers without loading zod.
 */
export const TAKE_MAX_BYTES = 500 * 1024 ** 2;
export const TAKE_MAX_DURATION_MS = 15 * 60 * 1000;
/** Every part but the last has exactly this size; a dropped connection costs at most one part. */
export const TAKE_PART_BYTES = 4 * 1024 ** 2;
export const TAKE_DEFAULT_QUOTA_MB = 2048;
export const TAKE_TITLE_MAX = 120;
export const TAKE_NOTE_MAX = 4000;
export const TAKE_REMARK_MAX = 2000;
export const TAKE_REPLY_MAX = 4000;
/** Clicking a remark plays from this long before it. */
export const REMARK_LEAD_IN_MS = 1000;

export const TAKE_STATES = ['sent', 'answered'] as const;
export type TakeState = (typeof TAKE_STATES)[number];

/** The English messages of the takes' answers (their codes are in common/message-codes.ts). */
export const TAKE_MESSAGES = {
  notFound: 'Take not found.',
  uploadNotFound: 'Upload not found.',
  remarkNotFound: 'Remark not found.',
  tooLarge: 'A take may be at most 500 MB.',
  tooLong: 'A take may be at most 15 minutes long.',
  notMedia: 'The file is not an audio or video recording.',
  quota: 'Your storage for takes is full ({quota} MB). Delete an older take to send a new one.',
  partSize: 'The part has the wrong size.',
  partNumber: 'There is no such part in this upload.',
  incomplete: 'The upload is not complete yet.',
  afterEnd: 'The moment is after the end of the take.',
  loopOrder: 'The loop must start before it ends.',
  trackNotFound: 'Backing track not found.',
  answerMissing: 'Record or upload an answer, add a remark or a reply before marking the take answered.',
} as const;

/** The quota message with its size filled in. */
export const takeQuotaMessage = (quotaMb: number) => TAKE_MESSAGES.quota.replace('{quota}', String(quotaMb));
