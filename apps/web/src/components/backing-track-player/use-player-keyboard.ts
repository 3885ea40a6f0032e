import { useEffect, useRef } from 'react';
import {
  createDebouncer,
  isKeyOwnedByTarget,
  playerKeyAction,
  SEEK_SECONDS,
  SPACE_DEBOUNCE_MS,
} from './player-keys.ts';

type KeyboardCommands = { togglePlay: () => void; seekBy: (seconds: number) => void };

/**
 * ArrowLeft/ArrowRight seek 5 s, Space plays or pauses with a 300 ms debounce: on the window, so it works wherever
 * the focus is, except in controls that own those keys. A page shows one player at a time.
 */
export function usePlayerKeyboard(commands: KeyboardCommands) {
  const latest = useRef(commands);
  useEffect(() => {
    latest.current = commands;
  });

  useEffect(() => {
    const spaceAccepted = createDebouncer(SPACE_DEBOUNCE_MS);
    const onKeyDown = (event: KeyboardEvent) => {
      const action = playerKeyAction(event.key);
      if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isKeyOwnedByTarget(event.target, event.key)) return;
      event.preventDefault(); // no page scroll on Space, no caret move on the arrows
      if (action === 'toggle-play') {
        if (spaceAccepted(event.timeStamp)) latest.current.togglePlay();
      } else {
        latest.current.seekBy(action === 'seek-back' ? -SEEK_SECONDS : SEEK_SECONDS);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
