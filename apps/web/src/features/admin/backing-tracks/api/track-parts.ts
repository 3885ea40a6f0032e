import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminTrackParts, type AdminTrackPartsInput, adminEndpoints } from '@gjs/shared';
import { api } from '#lib/api-client.ts';
import { adminKeys } from '../../common/api/keys.ts';

/** A track's parts (decision 0313): read and replaced as one list. */
export async function getTrackParts(id: number): Promise<AdminTrackParts> {
  return api.call(adminEndpoints.backingTracks.getParts, { params: { id } });
}

export async function setTrackParts(id: number, input: AdminTrackPartsInput): Promise<AdminTrackParts> {
  return api.call(adminEndpoints.backingTracks.setParts, { params: { id }, body: input });
}

const partsKey = (id: number) => [...adminKeys.track(id), 'parts'] as const;

export const trackPartsQueryOptions = (id: number) =>
  queryOptions({ queryKey: partsKey(id), queryFn: () => getTrackParts(id), staleTime: Infinity });

export function useTrackParts(id: number) {
  return useQuery(trackPartsQueryOptions(id));
}

export function useSetTrackParts(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminTrackPartsInput) => setTrackParts(id, input),
    onSuccess: (parts) => {
      queryClient.setQueryData(partsKey(id), parts);
      return queryClient.invalidateQueries({ queryKey: ['backing-tracks'] });
    },
  });
}
