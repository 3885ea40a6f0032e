import { useMemo, useState } from 'react';
import type { TrackMix, TrackPart } from '@gjs/shared';
import { partGains } from './part-gains.ts';

const NONE: TrackPart[] = [];

/**
 * What the engine plays: the track's parts when it has them (mixed by the member), else its one recording. The mix
 * starts from the remembered one.
 */
export function usePartMix(
  audioUrl: string,
  parts: TrackPart[] | undefined,
  initialMix: TrackMix | undefined,
) {
  const list = parts?.length ? parts : NONE;
  const [mix, setMix] = useState<TrackMix>(initialMix ?? {});
  const urls = useMemo(
    () => (list.length ? list.map((part) => part.audio_url) : [audioUrl]),
    [list, audioUrl],
  );
  const gains = useMemo(
    () =>
      partGains(
        list.map((part) => part.name),
        mix,
      ),
    [list, mix],
  );
  return { parts: list, urls, mix, setMix, gains };
}
