import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Take, adminEndpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { adminTakesKeys } from './list-takes.ts';

/** A take's remarks: add one at a moment, remove one. */
export function useRemarks(id: number) {
  const client = useQueryClient();
  const onSuccess = (take: Take) => client.setQueryData(adminTakesKeys.take(id), take);
  return {
    add: useMutation({
      mutationFn: (body: { time_ms: number; text: string }) =>
        api.call(adminEndpoints.takes.addRemark, { params: { id }, body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (remarkId: number) =>
        api.call(adminEndpoints.takes.removeRemark, { params: { id, remarkId } }),
      onSuccess,
    }),
  };
}
