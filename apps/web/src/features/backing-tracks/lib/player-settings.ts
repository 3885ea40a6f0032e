import type { TrackSettings } from '@gjs/shared';
import type { PlayerSettings } from '#components/backing-track-player/backing-track-player.tsx';
import type { LoopLink } from '#lib/loop-link/loop-link.ts';

/** Stored settings as the player starts from them (bars are 1-based on the server, 0-based in the player). */
export function fromStored(stored: TrackSettings): Partial<PlayerSettings> {
  return {
    percent: stored.tempo,
    selection: stored.loop ? { start: stored.loop.first - 1, end: stored.loop.last - 1 } : null,
    loop: stored.loop_on,
    ramp: stored.ramp,
    countIn: stored.count_in,
    semitones: stored.key,
    mix: stored.mix,
  };
}

/** A loop link opens its bars with the loop on; a ramp from a link steps after every repetition. */
export function fromLink(link: LoopLink, stored: TrackSettings | null): Partial<PlayerSettings> {
  return {
    ...(stored ? fromStored(stored) : {}),
    ...(link.tempo !== null ? { percent: link.tempo } : {}),
    ...(link.bars ? { selection: { start: link.bars.first - 1, end: link.bars.last - 1 }, loop: true } : {}),
    ...(link.ramp ? { ramp: { ...link.ramp, every: 1 } } : {}),
    ...(link.key != null ? { semitones: link.key } : {}),
  };
}

export function toStored(settings: PlayerSettings): TrackSettings {
  return {
    tempo: settings.percent,
    loop: settings.selection
      ? { first: settings.selection.start + 1, last: settings.selection.end + 1 }
      : null,
    loop_on: settings.loop,
    ramp: settings.ramp,
    count_in: settings.countIn,
    key: settings.semitones,
    mix: settings.mix,
  };
}

export function toLink(trackId: number, settings: PlayerSettings): LoopLink {
  return {
    track: trackId,
    bars: settings.selection
      ? { first: settings.selection.start + 1, last: settings.selection.end + 1 }
      : null,
    tempo: settings.percent,
    ramp: settings.ramp
      ? { start: settings.ramp.start, target: settings.ramp.target, step: settings.ramp.step }
      : null,
    key: settings.semitones,
  };
}
