import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type Take } from '@gjs/shared';
import type { RecordedTake } from '#components/take-recorder/take-recorder.tsx';
import { api } from '#lib/api-client.ts';
import { uploadInParts } from '#lib/take-upload/upload-in-parts.ts';
import { adminTakesKeys } from './list-takes.ts';

/** The teacher's recorded answer, uploaded in parts; and marking the take answered (the student is told). */
export function useAnswerTake(id: number) {
  const client = useQueryClient();
  const onSuccess = (take: Take) => {
    client.setQueryData(adminTakesKeys.take(id), take);
    void client.invalidateQueries({ queryKey: adminTakesKeys.all, exact: true });
  };
  return {
    record: useMutation({
      mutationFn: async (recording: RecordedTake) => {
        const uploadId = await uploadInParts(recording.blob, {
          startUpload: endpoints.admin.takes.startUpload,
          upload: endpoints.admin.takes.upload,
          putPart: endpoints.admin.takes.putPart,
        });
        return api.call(endpoints.admin.takes.answer, {
          params: { id },
          body: { upload_id: uploadId, duration_ms: Math.max(1, recording.durationMs) },
        });
      },
      onSuccess,
    }),
    markAnswered: useMutation({
      mutationFn: () => api.call(endpoints.admin.takes.markAnswered, { params: { id } }),
      onSuccess,
    }),
  };
}
