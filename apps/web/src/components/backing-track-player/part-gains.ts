import type { TrackMix, TrackPartName } from '@gjs/shared';

/**
 * The gain of each part from the member's mix (decision 0313): a muted part is silent; while any part is soloed,
 * only the soloed ones play (a soloed part that is also muted stays silent); otherwise each at its volume.
 */
export function partGains(names: readonly TrackPartName[], mix: TrackMix): number[] {
  const soloing = names.some((name) => mix[name]?.solo);
  return names.map((name) => {
    const part = mix[name];
    if (part?.mute || (soloing && !part?.solo)) return 0;
    return part?.volume ?? 1;
  });
}
