import { queryOptions, useQuery } from '@tanstack/react-query';
import { parsePreviewsVtt, type PreviewCue } from './previews-vtt.ts';

/** A stream's seek-bar previews: its WebVTT index, fetched from its signed link and read into cues. */
export function previewsQueryOptions(url: string) {
  return queryOptions({
    queryKey: ['video-previews', url],
    queryFn: async ({ signal }): Promise<PreviewCue[]> => {
      const res = await fetch(url, { signal });
      if (!res.ok) throw new Error(`The previews answered ${res.status}`);
      return parsePreviewsVtt(await res.text(), new URL(url, window.location.href).href);
    },
    // The index of a stream never changes; a new link (a new expiry) is a new query.
    staleTime: Infinity,
    // A link that answers 403 or 404 will not mend; the bar is left out rather than waiting for it.
    retry: 1,
  });
}

export function usePreviews(url: string) {
  return useQuery(previewsQueryOptions(url));
}
