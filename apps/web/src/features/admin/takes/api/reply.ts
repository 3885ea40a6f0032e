import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { adminTakesKeys } from './list-takes.ts';

export function useTeacherReply(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => api.call(adminEndpoints.takes.reply, { params: { id }, body: { text } }),
    onSuccess: (take) => client.setQueryData(adminTakesKeys.take(id), take),
  });
}
