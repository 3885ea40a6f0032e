import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDebouncedSave } from '#lib/use-debounced-save.ts';
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
  const save = useCallback(
    (rate: number, keepalive: boolean) =>
      saveCourseSettings(courseId, { video_rate: rate }, keepalive).then(() =>
        client.invalidateQueries({ queryKey: courseSettingsQueryOptions(courseId).queryKey }),
      ),
    [client, courseId],
  );
  const saveLater = useDebouncedSave(save, SPEED_SAVE_DELAY_MS, 'Video speed not saved');
  const setSpeed = useCallback(
    (rate: number) => {
      setChosen(rate);
      saveLater(rate);
    },
    [saveLater],
  );

  return { speed: chosen ?? stored.data?.video_rate ?? VIDEO_SPEED.default, setSpeed };
}
