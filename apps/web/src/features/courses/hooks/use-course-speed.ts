import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { VIDEO_SPEED } from '../lib/playback-speed.ts';
import { courseSettingsQueryOptions, saveCourseSettings, useCourseSettings } from '../api/course-settings.ts';

/** A speed change is saved once the slider rests this long, and when the course closes. */
export const SPEED_SAVE_DELAY_MS = 1_000;

/**
 * The video speed of a course (decision 0630): one for all its chapters, restored from what the member chose last
 * on any device, saved on the server when changed.
 */
export function useCourseSpeed(courseId: number) {
  const client = useQueryClient();
  const stored = useCourseSettings(courseId);
  const [chosen, setChosen] = useState<number | null>(null);
  const pending = useRef<number | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const flush = useCallback(
    (keepalive: boolean) => {
      window.clearTimeout(timer.current);
      const rate = pending.current;
      pending.current = null;
      if (rate === null) return;
      saveCourseSettings(courseId, { video_rate: rate }, keepalive)
        .then(() => client.invalidateQueries({ queryKey: courseSettingsQueryOptions(courseId).queryKey }))
        .catch((error: unknown) => console.warn('Video speed not saved', error));
    },
    [client, courseId],
  );
  useEffect(() => () => flush(true), [flush]);

  const setSpeed = useCallback(
    (rate: number) => {
      setChosen(rate);
      pending.current = rate;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => flush(false), SPEED_SAVE_DELAY_MS);
    },
    [flush],
  );

  return { speed: chosen ?? stored.data?.video_rate ?? VIDEO_SPEED.default, setSpeed };
}
