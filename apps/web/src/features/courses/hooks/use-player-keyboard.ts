import { useEffect, type RefObject } from 'react';
import {
  createDebouncer,
  isKeyOwnedByTarget,
  playerKeyAction,
  SEEK_SECONDS,
  seekPosition,
  SPACE_DEBOUNCE_MS,
} from '../lib/player-keys.ts';

/**
 * The viewer's keyboard (decision 0420): ArrowLeft/ArrowRight seek the video 5 s, Space plays or pauses it with a 300 ms
 * debounce. Listens on the window so it works wherever the focus is, except in controls that own those keys.
 */
export function usePlayerKeyboard(videoRef: RefObject<HTMLVideoElement | null>, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const spaceAccepted = createDebouncer(SPACE_DEBOUNCE_MS);

    const onKeyDown = (event: KeyboardEvent) => {
      const action = playerKeyAction(event.key);
      const video = videoRef.current;
      if (!action || !video || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isKeyOwnedByTarget(event.target, event.key)) return;
      // Also stops the page from scrolling and the focused video's own key handling from acting twice.
      event.preventDefault();
      if (action === 'toggle-play') {
        if (!spaceAccepted(event.timeStamp)) return;
        if (video.paused || video.ended) {
          video.play().catch((error: unknown) => console.warn('Video playback failed', error));
        } else {
          video.pause();
        }
        return;
      }
      const delta = action === 'seek-back' ? -SEEK_SECONDS : SEEK_SECONDS;
      video.currentTime = seekPosition(video.currentTime, delta, video.duration);
    };

    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [videoRef, enabled]);
}
