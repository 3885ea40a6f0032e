import { useEffect, useRef, useState } from 'react';
import { countIn } from '../backing-track-player/count-in.ts';

/** What a take was played over, as the API keeps it (docs/decisions/0632-takes.md). */
export interface Recording {
  blob: Blob;
  durationMs: number;
  /** Milliseconds into the recording at which the track's audio started; 0 without a track. */
  offsetMs: number;
  hasVideo: boolean;
}

export interface RecordOptions {
  camera: boolean;
  countIn: boolean;
  /** The track's audio and its speed; null records without a track. */
  track: { audioUrl: string; rate: number; tempo: number } | null;
}

type Phase = 'idle' | 'counting' | 'recording';

/**
 * A recording stopped sooner holds no media a player can load (a recorder stopped at once may hand over no bytes at
 * all): it is dropped with a word rather than offered as a preview that cannot play.
 */
export const SHORTEST_TAKE_MS = 1000;

/**
 * Records the camera and microphone (or the microphone) with MediaRecorder while the backing track plays. The
 * recording starts before the count-in, and the moment the track's audio really starts is kept as the offset, so that
 * the take's bars can be found again.
 */
export function useTakeRecording(onRecorded: (recording: Recording) => void) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<'noDevice' | 'unsupported' | 'tooShort' | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const stopRef = useRef<((deliver: boolean) => void) | null>(null);

  // Leaving the screen while recording ends it and frees the devices; the recording is dropped.
  useEffect(() => () => stopRef.current?.(false), []);

  async function start(options: RecordOptions) {
    setError(null);
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      setError('unsupported');
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: options.camera });
    } catch {
      setError('noDevice');
      return;
    }
    const recorder = new MediaRecorder(stream);
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size) chunks.push(event.data);
    };
    const audio = options.track ? new Audio(options.track.audioUrl) : null;
    const abort = new AbortController();
    let offsetMs = 0;
    recorder.start(500);
    const startedAt = performance.now();
    const ticker = window.setInterval(
      () => setElapsed(Math.floor((performance.now() - startedAt) / 1000)),
      250,
    );
    stopRef.current = (deliver) => {
      abort.abort();
      window.clearInterval(ticker);
      audio?.pause();
      const durationMs = Math.round(performance.now() - startedAt);
      recorder.onstop = () => {
        stream.getTracks().forEach((t) => t.stop());
        const blob = new Blob(chunks, { type: recorder.mimeType || chunks[0]?.type || 'video/webm' });
        if (!deliver) return;
        if (blob.size === 0 || durationMs < SHORTEST_TAKE_MS) setError('tooShort');
        else onRecorded({ blob, durationMs, offsetMs, hasVideo: options.camera });
      };
      if (recorder.state !== 'inactive') recorder.stop();
      stopRef.current = null;
      setPhase('idle');
    };
    if (options.countIn) {
      setPhase('counting');
      const beat = 60 / (options.track ? options.track.tempo * options.track.rate : 120);
      if (!(await countIn(beat, abort.signal))) return;
    }
    setPhase('recording');
    if (audio && options.track) {
      audio.playbackRate = options.track.rate;
      audio.preservesPitch = true;
      audio.addEventListener('playing', () => (offsetMs = Math.round(performance.now() - startedAt)), {
        once: true,
      });
      await audio.play().catch(() => undefined);
    }
  }

  return { phase, error, elapsed, start, stop: () => stopRef.current?.(true) };
}
