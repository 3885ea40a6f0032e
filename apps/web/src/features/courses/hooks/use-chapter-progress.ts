import { useEffect, useRef, useState, type RefObject } from 'react';
import { PROGRESS_SAVE_INTERVAL_MS, type ChapterProgress } from '@gjs/shared';
import { saveChapterProgress } from '../api/save-chapter-progress.ts';
import { PlayedTime } from '../lib/played-time.ts';
import { resumePosition } from '../lib/resume.ts';

export type ChapterProgressTracking = {
  chapterId: number;
  /** The saved position, in seconds; 0 starts at the beginning. */
  savedPosition: number;
  /** Told with what the server stored after each save (a chapter may have become done). */
  onSaved: (progress: ChapterProgress) => void;
};

/**
 * Saves a member's place in a chapter video (decision 0601): every 10 s while it plays, on pause, at the end, when
 * the chapter closes and when the page goes away; with each save the seconds actually played since the last one.
 * Opens the video at the saved position. Answers where it resumed from (null when it started at 0) and a way back to
 * the beginning.
 */
export function useChapterProgress(
  videoRef: RefObject<HTMLVideoElement | null>,
  tracking: ChapterProgressTracking | undefined,
) {
  const [resumedFrom, setResumedFrom] = useState<number | null>(null);
  // The latest callback without restarting the listeners when the parent renders again.
  const onSaved = useRef(tracking?.onSaved);
  onSaved.current = tracking?.onSaved;
  const chapterId = tracking?.chapterId;
  const savedPosition = tracking?.savedPosition ?? 0;

  useEffect(() => {
    const video = videoRef.current;
    if (!video || chapterId === undefined) return;
    const played = new PlayedTime();
    let lastSaved = savedPosition;

    const save = (keepalive = false) => {
      const position = Math.round(video.currentTime * 10) / 10;
      const seconds = played.take();
      if (seconds === 0 && position === lastSaved) return;
      lastSaved = position;
      const duration = Number.isFinite(video.duration) && video.duration > 0 ? video.duration : undefined;
      saveChapterProgress(
        chapterId,
        { position, played: seconds, ...(duration ? { duration } : {}) },
        { keepalive },
      )
        .then((stored) => onSaved.current?.(stored))
        .catch((error: unknown) => console.warn('Saving the chapter position failed', error));
    };

    const resume = () => {
      const at = resumePosition(savedPosition, video.duration);
      if (at > 0) {
        video.currentTime = at;
        setResumedFrom(at);
      }
    };
    if (video.readyState >= HTMLMediaElement.HAVE_METADATA) resume();

    const onTimeUpdate = () => {
      if (!video.paused) played.tick(video.currentTime, video.playbackRate);
    };
    const onSeeking = () => played.break();
    const onPause = () => {
      played.break();
      save();
    };
    const onPageHide = () => save(true);
    const timer = window.setInterval(() => {
      if (!video.paused) save();
    }, PROGRESS_SAVE_INTERVAL_MS);

    video.addEventListener('loadedmetadata', resume);
    video.addEventListener('timeupdate', onTimeUpdate);
    video.addEventListener('seeking', onSeeking);
    video.addEventListener('pause', onPause);
    video.addEventListener('ended', onPause);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.clearInterval(timer);
      video.removeEventListener('loadedmetadata', resume);
      video.removeEventListener('timeupdate', onTimeUpdate);
      video.removeEventListener('seeking', onSeeking);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('ended', onPause);
      window.removeEventListener('pagehide', onPageHide);
      // Leaving the chapter (another chapter, another page): what was played since the last save is kept.
      save(true);
    };
    // The saved position is read once when the chapter opens; later saves must not seek the video again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [videoRef, chapterId]);

  const startOver = () => {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = 0;
    setResumedFrom(null);
  };
  return { resumedFrom, startOver };
}
