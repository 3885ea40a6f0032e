import { useEffect, useState, type RefObject } from 'react';
import type { VideoStream } from '@gjs/shared';
// A type only: the library itself is imported when a stream is about to play.
import type Hls from 'hls.js';
import { startBandwidthEstimate } from './start-estimate.ts';

/** What a lesson video plays: its adaptive stream once it is made, its original file until then. */
export type VideoSource = { kind: 'stream'; stream: VideoStream } | { kind: 'file'; url: string };

/** The quality chosen: `auto` (the player follows the connection) or one rendition's height. */
export type Quality = 'auto' | number;

export interface VideoSourceState {
  /** The renditions' heights the player can switch between; empty where the browser chooses alone (native HLS). */
  heights: number[];
  quality: Quality;
  setQuality: (quality: Quality) => void;
}

/**
 * Safari plays HLS itself (and iOS has no other way); it is the browser whose vendor is Apple and that says it can.
 * Everywhere else with Media Source Extensions, hls.js plays the stream, which lets the member choose a quality.
 */
function playsHlsNatively(video: HTMLVideoElement): boolean {
  const apple = typeof navigator !== 'undefined' && navigator.vendor.startsWith('Apple');
  const mse = 'MediaSource' in window || 'ManagedMediaSource' in window;
  return video.canPlayType('application/vnd.apple.mpegurl') !== '' && (apple || !mse);
}

type HlsInstance = Hls;

/**
 * Attaches `source` to the video element: a file as its `src`; a stream natively in Safari, or through hls.js,
 * loaded only here, when a stream is about to play (it stays out of every page's first load).
 */
export function useVideoSource(
  videoRef: RefObject<HTMLVideoElement | null>,
  source: VideoSource | null,
): VideoSourceState {
  const [heights, setHeights] = useState<number[]>([]);
  const [quality, setQualityState] = useState<Quality>('auto');
  const [hls, setHls] = useState<HlsInstance | null>(null);
  const url = source ? (source.kind === 'file' ? source.url : source.stream.master_url) : null;
  const isStream = source?.kind === 'stream';

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !url) return;
    setHeights([]);
    setQualityState('auto');
    if (!isStream || playsHlsNatively(video)) {
      video.src = url;
      return () => {
        video.removeAttribute('src');
        video.load();
      };
    }
    let cancelled = false;
    let instance: HlsInstance | null = null;
    void import('hls.js/light').then(({ default: HlsPlayer }) => {
      if (cancelled) return;
      if (!HlsPlayer.isSupported()) {
        video.src = url;
        return;
      }
      // No startLevel: -1 would make hls.js load a segment only to measure the line before the first it plays.
      const connection = (navigator as { connection?: { downlink?: number } }).connection;
      instance = new HlsPlayer({
        capLevelToPlayerSize: true,
        abrEwmaDefaultEstimate: startBandwidthEstimate(connection),
      });
      instance.on(HlsPlayer.Events.MANIFEST_PARSED, (_event, data) => {
        setHeights(data.levels.map((level) => level.height));
      });
      instance.loadSource(url);
      instance.attachMedia(video);
      setHls(instance);
    });
    return () => {
      cancelled = true;
      instance?.destroy();
      setHls(null);
    };
  }, [videoRef, url, isStream]);

  return {
    heights,
    quality,
    setQuality(next) {
      setQualityState(next);
      if (!hls) return;
      // -1 is hls.js's automatic choice; a level is chosen by its height.
      const level = next === 'auto' ? -1 : hls.levels.findIndex((l) => l.height === next);
      hls.currentLevel = level;
      // With a fixed level hls.js keeps the player-size cap from overruling the member's choice.
      hls.capLevelToPlayerSize = next === 'auto';
    },
  };
}
