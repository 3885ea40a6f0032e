import type { Endpoint, TakeUpload, TakeUploadStart } from '@gjs/shared';
import { ApiError, api } from '#lib/api-client.ts';

/** The three calls of an upload in parts: the student's, or the console's (docs/decisions/0632-takes.md). */
export interface PartEndpoints {
  startUpload: Endpoint<string, TakeUploadStart, TakeUpload>;
  upload: Endpoint<'/api/take-uploads/:id/' | '/api/admin/take-uploads/:id/', undefined, TakeUpload>;
  putPart: Endpoint<
    '/api/take-uploads/:id/parts/:part/' | '/api/admin/take-uploads/:id/parts/:part/',
    unknown,
    TakeUpload
  >;
}

const RETRIES = 5;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A failure worth trying again: the network, or the server briefly unavailable; a refusal (4xx) is final. */
const retryable = (error: unknown) =>
  !(error instanceof ApiError) || error.status >= 500 || error.status === 429;

/**
 * Sends a file in parts and answers the upload's id. A part that fails on the way is sent again after a pause; after
 * a dropped connection the server's list of received parts says which ones are still missing, so nothing arrived is
 * sent twice.
 */
export async function uploadInParts(
  file: Blob,
  calls: PartEndpoints,
  onProgress?: (fraction: number) => void,
): Promise<string> {
  let state = await api.call(calls.startUpload, { body: { size: file.size } });
  for (let attempt = 0; ; attempt++) {
    const missing = Array.from({ length: state.parts }, (_, part) => part).filter(
      (part) => !state.received.includes(part),
    );
    if (!missing.length) return state.id;
    try {
      for (const part of missing) {
        const bytes = file.slice(part * state.part_bytes, (part + 1) * state.part_bytes);
        state = await api.call(
          calls.putPart as Endpoint<string, unknown, TakeUpload>,
          {
            params: { id: state.id, part },
            body: bytes,
          } as never,
        );
        onProgress?.(state.received.length / state.parts);
      }
    } catch (error) {
      if (!retryable(error) || attempt >= RETRIES) throw error;
      await wait(500 * 2 ** attempt);
      state = await api.call(
        calls.upload as Endpoint<string, undefined, TakeUpload>,
        {
          params: { id: state.id },
        } as never,
      );
    }
  }
}
