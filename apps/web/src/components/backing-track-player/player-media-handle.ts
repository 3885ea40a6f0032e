import { useEffect, type RefObject } from 'react';
import type { PlayerMedia } from '../../lib/audio-engine/player-media.ts';

/** The player's root carries this attribute, and its media as `playerMedia`: for browser tests and the devtools. */
export const PLAYER_MEDIA_ATTRIBUTE = 'data-player-media';

export type PlayerMediaHost = HTMLElement & { playerMedia?: PlayerMedia | null };

/** Puts the session's media on its root element (the engine has no element of its own in the page). */
export function usePlayerMediaHandle(
  rootRef: RefObject<HTMLElement | null>,
  mediaRef: RefObject<PlayerMedia | null>,
) {
  useEffect(() => {
    const root = rootRef.current as PlayerMediaHost | null;
    if (!root) return;
    root.playerMedia = mediaRef.current;
    return () => {
      root.playerMedia = null;
    };
  }, [rootRef, mediaRef]);
}
