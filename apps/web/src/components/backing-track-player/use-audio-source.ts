import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * The URL the audio element plays, and its speed. The player is keyed by the media (the URL without its query), so
 * a re-signed URL of the same file keeps playing from the first one; only if that one fails (an expired signature)
 * does it switch to the newest URL, at the same position. The rate is set with the pitch preserved, also on every
 * new load, which resets the element's rate.
 */
export function useAudioSource(audioRef: RefObject<HTMLAudioElement | null>, audioUrl: string, rate: number) {
  const [src, setSrc] = useState(audioUrl);
  const latestUrl = useRef(audioUrl);
  const resumeAt = useRef<number | null>(null);
  useEffect(() => {
    latestUrl.current = audioUrl;
  }, [audioUrl]);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.preservesPitch = true;
    audio.defaultPlaybackRate = rate;
    audio.playbackRate = rate;
  }, [audioRef, rate, src]);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const onError = () => {
      if (latestUrl.current === audio.currentSrc || latestUrl.current === src) return;
      resumeAt.current = audio.currentTime;
      setSrc(latestUrl.current);
    };
    const onLoadedMetadata = () => {
      audio.preservesPitch = true;
      audio.playbackRate = audio.defaultPlaybackRate;
      if (resumeAt.current !== null) audio.currentTime = resumeAt.current;
      resumeAt.current = null;
    };
    audio.addEventListener('error', onError);
    audio.addEventListener('loadedmetadata', onLoadedMetadata);
    return () => {
      audio.removeEventListener('error', onError);
      audio.removeEventListener('loadedmetadata', onLoadedMetadata);
    };
  }, [audioRef, src]);

  return src;
}
