import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { takesKey } from './list-takes.ts';

export function useReplyToTake() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: number; text: string }) =>
      api.call(endpoints.takes.reply, { params: { id }, body: { text } }),
    onSuccess: () => client.invalidateQueries({ queryKey: takesKey }),
  });
}
