import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Take, adminEndpoints } from '@gjs/shared';
import type { RecordedTake } from '#components/take-recorder/take-recorder.tsx';
import { api } from '#lib/api-client.ts';
import { uploadInParts } from '#lib/take-upload/upload-in-parts.ts';
import { adminTakesKeys } from './list-takes.ts';
import { useMarkTakeAnswered } from './mark-take-answered.ts';

/** The teacher's recorded answer, uploaded in parts; and marking the take answered (mark-take-answered.ts). */
export function useAnswerTake(id: number) {
  const client = useQueryClient();
  const onSuccess = (take: Take) => {
    client.setQueryData(adminTakesKeys.take(id), take);
    void client.invalidateQueries({ queryKey: adminTakesKeys.all, exact: true });
  };
  return {
    record: useMutation({
      mutationFn: async (recording: RecordedTake) => {
        // The answer's upload calls (start, status, a part) are the one resource uploadInParts drives.
        const uploadId = await uploadInParts(recording.blob, adminEndpoints.takes);
        return api.call(adminEndpoints.takes.answer, {
          params: { id },
          body: { upload_id: uploadId, duration_ms: Math.max(1, recording.durationMs) },
        });
      },
      onSuccess,
    }),
    markAnswered: useMarkTakeAnswered(id, onSuccess),
  };
}
