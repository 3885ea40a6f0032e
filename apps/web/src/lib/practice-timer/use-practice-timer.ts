import { useEffect, useRef, type RefObject } from 'react';
import { endpoints, type PracticeKind } from '@gjs/shared';
import { api } from '../api-client.ts';
import type { PlayerMedia } from '../audio-engine/player-media.ts';
import { PlayedSeconds } from './played-seconds.ts';

export type PracticeItem = { kind: PracticeKind; id: number };

/** How often the time gathered while playing is reported. */
export const PRACTICE_REPORT_INTERVAL_MS = 30_000;

const PLAYING = ['playing'];
const STOPPED = ['pause', 'ended', 'waiting', 'emptied', 'error'];

/**
 * Counts the real playing time of a media element for the practice log (decision 0630) and reports it every 30 s,
 * when playback stops, when the page is hidden and when the player closes (with keepalive, so it outlives the page).
 * The server counts time that two tabs report for the same moment once.
 */
export function usePracticeTimer(mediaRef: RefObject<PlayerMedia | null>, item: PracticeItem | null) {
  const kind = item?.kind;
  const id = item?.id;
  const played = useRef(new PlayedSeconds());

  useEffect(() => {
    const media = mediaRef.current;
    if (!media || !kind || !id) return;
    const timer = played.current;
    const report = (keepalive = false) => {
      for (const seconds of timer.take()) {
        api
          .call(endpoints.practice.report, { body: { kind, item_id: id, seconds }, keepalive })
          .catch((error: unknown) => console.warn('Practice time not recorded', error));
      }
    };
    const start = () => timer.start();
    const stop = () => {
      timer.stop();
      report();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') report(true);
    };
    for (const name of PLAYING) media.addEventListener(name, start);
    for (const name of STOPPED) media.addEventListener(name, stop);
    document.addEventListener('visibilitychange', onVisibility);
    const interval = window.setInterval(() => {
      if (timer.running) report();
    }, PRACTICE_REPORT_INTERVAL_MS);
    if (!media.paused) timer.start();
    return () => {
      for (const name of PLAYING) media.removeEventListener(name, start);
      for (const name of STOPPED) media.removeEventListener(name, stop);
      document.removeEventListener('visibilitychange', onVisibility);
      window.clearInterval(interval);
      timer.stop();
      report(true);
    };
  }, [mediaRef, kind, id]);
}
