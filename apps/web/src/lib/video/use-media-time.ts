import { useEffect, useState, type RefObject } from 'react';

export interface MediaTime {
  /** Seconds played. */
  time: number;
  /** The media's length in seconds; 0 until it is known. */
  duration: number;
}

const EVENTS = ['timeupdate', 'seeking', 'durationchange', 'loadedmetadata', 'emptied'] as const;

/** The position and length of a media element, kept current by its own events. */
export function useMediaTime(mediaRef: RefObject<HTMLMediaElement | null>): MediaTime {
  const [state, setState] = useState<MediaTime>({ time: 0, duration: 0 });
  useEffect(() => {
    const media = mediaRef.current;
    if (!media) return;
    const update = () => {
      const duration = Number.isFinite(media.duration) ? media.duration : 0;
      setState({ time: media.currentTime, duration });
    };
    update();
    for (const name of EVENTS) media.addEventListener(name, update);
    return () => {
      for (const name of EVENTS) media.removeEventListener(name, update);
    };
  }, [mediaRef]);
  return state;
}
