import { BEATS_PER_BAR } from '../../lib/backing-track-timing/timing.ts';

let context: AudioContext | null = null;

/** One AudioContext for the page, made on the first count-in (a click: browsers allow sound after a gesture). */
function audioContext(): AudioContext | null {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  context ??= new window.AudioContext();
  return context;
}

/**
 * One bar of clicks before playback (decision 0630): four beats of `beatSeconds`, the first one higher. Resolves
 * true at the end of the bar, false if cancelled first. Without Web Audio the bar passes in silence, on time.
 */
export function countIn(beatSeconds: number, signal: AbortSignal): Promise<boolean> {
  const ctx = audioContext();
  const oscillators: OscillatorNode[] = [];
  if (ctx) {
    void ctx.resume();
    const start = ctx.currentTime + 0.05;
    for (let beat = 0; beat < BEATS_PER_BAR; beat += 1) {
      const at = start + beat * beatSeconds;
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.frequency.value = beat === 0 ? 1760 : 1320;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.5, at + 0.005);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.06);
      oscillator.connect(gain).connect(ctx.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.08);
      oscillators.push(oscillator);
    }
  }
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => resolve(true), (0.05 + BEATS_PER_BAR * beatSeconds) * 1000);
    signal.addEventListener(
      'abort',
      () => {
        window.clearTimeout(timer);
        for (const oscillator of oscillators) {
          try {
            oscillator.stop();
          } catch {
            // Already stopped.
          }
        }
        resolve(false);
      },
      { once: true },
    );
  });
}
