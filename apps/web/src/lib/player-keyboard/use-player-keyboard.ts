import { useEffect, useRef } from 'react';
import {
  createDebouncer,
  isKeyOwnedByTarget,
  playerKeyAction,
  SEEK_SECONDS,
  SPACE_DEBOUNCE_MS,
  type KeyOwners,
} from './player-keys.ts';

export type PlayerCommands = {
  togglePlay: () => void;
  seekBy: (seconds: number) => void;
  /** False while there is nothing to play: the keys then keep their usual meaning. */
  ready?: () => boolean;
};

/**
 * ArrowLeft/ArrowRight seek 5 s, Space plays or pauses with a 300 ms debounce: on the window, so it works wherever
 * the focus is, except in controls that own those keys (`owners`, each player its own). A page shows one player at
 * a time; `enabled` false listens to nothing.
 */
export function usePlayerKeyboard(commands: PlayerCommands, owners: KeyOwners, enabled = true) {
  const latest = useRef(commands);
  useEffect(() => {
    latest.current = commands;
  });

  useEffect(() => {
    if (!enabled) return;
    const spaceAccepted = createDebouncer(SPACE_DEBOUNCE_MS);
    const onKeyDown = (event: KeyboardEvent) => {
      const action = playerKeyAction(event.key);
      if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
      if (latest.current.ready && !latest.current.ready()) return;
      if (isKeyOwnedByTarget(event.target, event.key, owners)) return;
      // No page scroll on Space, no caret move on the arrows, and a focused video does not act on the key twice.
      event.preventDefault();
      if (action === 'toggle-play') {
        if (spaceAccepted(event.timeStamp)) latest.current.togglePlay();
      } else {
        latest.current.seekBy(action === 'seek-back' ? -SEEK_SECONDS : SEEK_SECONDS);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, owners]);
}
