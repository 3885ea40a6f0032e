import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { takesKey } from './list-takes.ts';

/** Deletes a take with its files (the student's right, decision 0632). */
export function useDeleteTake() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(endpoints.takes.remove, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: takesKey }),
  });
}
