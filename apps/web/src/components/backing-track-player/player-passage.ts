import { useCallback, useState, type Dispatch, type SetStateAction } from 'react';
import type { BarRange } from '../../lib/backing-track-timing/timing.ts';
import type { PlayerSettings } from './player-props.ts';

/** The chart's selected bars and whether they loop. */
export type PlayerPassage = { selection: BarRange | null; loop: boolean };

/** A passage held by the page around the player, so that a chapter's score shares it (decision 0631). */
export type SharedPassage = {
  passage: PlayerPassage;
  setPassage: Dispatch<SetStateAction<PlayerPassage>>;
};

/** A passage that plays nothing: no bars, loop off. */
export const NO_PASSAGE: PlayerPassage = { selection: null, loop: false };

/**
 * The session's selection and loop: its own, from the remembered settings or a loop link, or the page's when it
 * shares them. Either way the same setters, so the chart, the loop switch and the ramp do not tell them apart.
 */
export function usePlayerPassage(
  initial: Partial<PlayerSettings> | undefined,
  shared: SharedPassage | undefined,
) {
  const own = useState<PlayerPassage>(() => ({
    selection: initial?.selection ?? null,
    loop: Boolean(initial?.loop && initial.selection),
  }));
  const [passage, setPassage] = shared ? [shared.passage, shared.setPassage] : own;
  const setSelection = useCallback(
    (selection: BarRange | null) => setPassage((current) => ({ ...current, selection })),
    [setPassage],
  );
  const setLoop = useCallback(
    (loop: boolean) => setPassage((current) => ({ ...current, loop })),
    [setPassage],
  );
  return { selection: passage.selection, loop: passage.loop, setSelection, setLoop };
}
