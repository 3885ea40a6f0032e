import type { Take } from '@gjs/shared';

/**
 * Whether a take's recording or answer is still being made web-playable (a recorder's WebM gets its length and seek
 * index, decision 0632): its view shows a status in place of the player, and the query asks again every
 * PROCESSING_POLL_MS until it is ready, a few seconds after the upload.
 */
export const takeProcessing = (take: Take) => take.media.processing || Boolean(take.answer?.processing);

export const PROCESSING_POLL_MS = 1500;
