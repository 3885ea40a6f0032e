import { useEffect, useRef, useState, type RefObject } from 'react';
import type { PlayerMedia } from '../../lib/audio-engine/player-media.ts';
import { engineSupported, StretchMedia } from '../../lib/audio-engine/stretch-media.ts';

export type EngineState = 'loading' | 'ready' | 'failed';

/**
 * What plays the session's sound (decision 0313): the time-stretch engine where the browser has AudioWorklet, opened
 * with the player and closed with it; otherwise null, and the session plays its `<audio>` element. Tempo (a rate,
 * 1 = recorded), key and the parts' gains follow the arguments, also while playing.
 */
export function usePracticeMedia(
  audioRef: RefObject<HTMLAudioElement | null>,
  urls: readonly string[],
  rate: number,
  semitones: number,
  gains: readonly number[],
) {
  const [engine] = useState(() => (engineSupported() ? new StretchMedia(urls) : null));
  const [state, setState] = useState<EngineState>('loading');
  const engineRef = useRef<PlayerMedia | null>(engine);
  useEffect(() => {
    if (!engine) return;
    const onReady = () => setState('ready');
    const onError = () => setState('failed');
    engine.addEventListener('loadedmetadata', onReady);
    engine.addEventListener('error', onError);
    engine.open();
    return () => {
      engine.removeEventListener('loadedmetadata', onReady);
      engine.removeEventListener('error', onError);
      engine.close();
    };
  }, [engine]);
  useEffect(() => {
    if (engine) engine.playbackRate = rate;
  }, [engine, rate]);
  useEffect(() => {
    if (engine) engine.semitones = semitones;
  }, [engine, semitones]);
  useEffect(() => {
    engine?.setPartGains(gains);
  }, [engine, gains]);
  const mediaRef: RefObject<PlayerMedia | null> = engine ? engineRef : audioRef;
  return { mediaRef, engine, state };
}
