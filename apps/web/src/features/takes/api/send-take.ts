import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type Take } from '@gjs/shared';
import type { RecordedTake } from '#components/take-recorder/take-recorder.tsx';
import { api } from '#lib/api-client.ts';
import { uploadInParts } from '#lib/take-upload/upload-in-parts.ts';
import { takesKey } from './list-takes.ts';

export interface SendTakeInput {
  recording: RecordedTake;
  title: string;
  note: string;
  onProgress?: (fraction: number) => void;
}

/** Uploads the recording in parts, then sends the take with what it was played over. */
export async function sendTake({ recording, title, note, onProgress }: SendTakeInput): Promise<Take> {
  // The take's upload calls (start, status, a part) are the one resource uploadInParts drives.
  const uploadId = await uploadInParts(recording.blob, endpoints.takes, onProgress);
  return api.call(endpoints.takes.create, {
    body: {
      upload_id: uploadId,
      title,
      note,
      duration_ms: Math.max(1, recording.durationMs),
      backing_track_id: recording.track?.id ?? null,
      played_tempo: recording.playedTempo,
      played_key: recording.track?.key ?? null,
      offset_ms: recording.offsetMs,
    },
  });
}

export function useSendTake() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendTake,
    onSuccess: () => client.invalidateQueries({ queryKey: takesKey }),
  });
}
