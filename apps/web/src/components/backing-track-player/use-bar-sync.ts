import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import {
  displayedBar,
  endTime,
  loopDecision,
  nextDecisionTime,
  POLL_INTERVAL_MS,
  type BarRange,
  type TrackTiming,
} from '../../lib/backing-track-timing/timing.ts';
import { timerLateness } from '../../lib/backing-track-timing/timer-lateness.ts';
import type { PlayerMedia } from '../../lib/audio-engine/player-media.ts';

/**
 * How long before a moment to check at the checks move to animation frames, on a page whose timers run on time; a
 * busy page's timers run late, and the wake-up leaves as much more as the 100 ms checks were late lately.
 */
const WAKE_BEFORE_MS = 40;

type SyncOptions = {
  timing: TrackTiming;
  selection: BarRange | null;
  loop: boolean;
  /** The audio has passed the end of the last bar. */
  onPassEnd: () => void;
  /** The loop jumped back to its first bar: one repetition is over (the tempo ramp counts them). */
  onLoopJump?: () => void;
};

/**
 * Wires the timing rules to the player's media (the engine or the audio element, decision 0313): checks the audio time every 100 ms (the interval of product 0426, kept even in
 * a background tab, which Chrome does not throttle while it plays) and, while playing, on the animation frames
 * around each moment a bar starts or a loop can jump, so the highlight follows within a frame. Each check runs the
 * loop decision first (a loop jump is our own seek and keeps the highlight), then the end rule, then sets the
 * highlighted bar. A seek of anyone else clears the
 * highlight until the next check. Returns the highlighted bar (over all choruses) or null.
 */
export function useBarSync(audioRef: RefObject<PlayerMedia | null>, options: SyncOptions) {
  const [bar, setBar] = useState<number | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const shown = useRef<number | null>(null);
  // A change of bar is committed at once (in the animation frame that saw it), not in a later task: the highlight
  // reaches the screen with the frame. It happens a few times a second at most.
  const show = useCallback((next: number | null) => {
    if (next === shown.current) return;
    shown.current = next;
    flushSync(() => setBar(next));
  }, []);
  const previousTime = useRef(0);
  // A loop switched on or another selection adds or moves the moments to check at.
  const replanRef = useRef<(() => void) | null>(null);
  const { loop, selection } = options;
  useEffect(() => replanRef.current?.(), [loop, selection]);
  // Where our own loop jump went: its 'seeking' event is not a seek that clears the highlight.
  const ownSeekTarget = useRef<number | null>(null);

  const check = useCallback(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const { timing, selection, loop, onPassEnd, onLoopJump } = latest.current;
    let time = audio.currentTime;
    const decision = loopDecision(time, selection, loop, timing);
    if (decision.jump) {
      ownSeekTarget.current = decision.to;
      audio.currentTime = decision.to;
      time = decision.to;
      onLoopJump?.();
    }
    const end = endTime(timing);
    if (previousTime.current < end && time >= end) onPassEnd();
    previousTime.current = time;
    show(displayedBar(time, timing, selection, loop));
  }, [audioRef, show]);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    let frame = 0;
    let timer = 0;
    const lateness = timerLateness();
    const cancel = () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
    // While playing, checks run on the animation frames around each moment that can change the highlight or jump
    // the loop (a few frames each), with a timer asleep until just before the next one. A check on every frame kept
    // the page drawing 60 frames a second for as long as a track played (issue 31's CPU).
    const onFrame = () => {
      check();
      const { timing, selection, loop } = latest.current;
      const time = audio.currentTime;
      const rate = audio.playbackRate > 0 ? audio.playbackRate : 1;
      const wait = ((nextDecisionTime(time, timing, loop && selection !== null) - time) / rate) * 1000;
      // Past the last bar nothing is left to aim at: the 100 ms checks go on.
      if (!Number.isFinite(wait)) return;
      const before = WAKE_BEFORE_MS + lateness.max();
      if (wait <= before) {
        frame = requestAnimationFrame(onFrame);
        return;
      }
      const due = performance.now() + wait - before;
      timer = window.setTimeout(() => {
        lateness.add(performance.now() - due);
        // Checked at once too: a timer later than its margin still moves the highlight before the next frame.
        onFrame();
      }, wait - before);
    };
    const startFrames = () => {
      cancel();
      frame = requestAnimationFrame(onFrame);
    };
    const stopFrames = () => {
      cancel();
      check();
    };
    // A seek or a new tempo moves the next moment: the wait is measured again.
    const replan = () => {
      if (!audio.paused) startFrames();
    };
    replanRef.current = replan;
    const onSeeking = () => {
      const own =
        ownSeekTarget.current !== null && Math.abs(audio.currentTime - ownSeekTarget.current) < 0.001;
      ownSeekTarget.current = null;
      if (!own) show(null);
    };
    const onSeeked = () => {
      check();
      replan();
    };
    const onEnded = () => {
      stopFrames();
      // Audio shorter than the chart ends without passing the last bar's end: the same rule applies.
      if (previousTime.current < endTime(latest.current.timing)) latest.current.onPassEnd();
      show(null);
    };

    let lastPoll = performance.now();
    const poll = window.setInterval(() => {
      const now = performance.now();
      lateness.add(now - lastPoll - POLL_INTERVAL_MS);
      lastPoll = now;
      check();
    }, POLL_INTERVAL_MS);
    audio.addEventListener('playing', startFrames);
    audio.addEventListener('pause', stopFrames);
    audio.addEventListener('ended', onEnded);
    audio.addEventListener('seeking', onSeeking);
    audio.addEventListener('seeked', onSeeked);
    audio.addEventListener('ratechange', replan);
    audio.addEventListener('loadedmetadata', check);
    if (!audio.paused) startFrames();
    return () => {
      window.clearInterval(poll);
      cancel();
      replanRef.current = null;
      audio.removeEventListener('playing', startFrames);
      audio.removeEventListener('pause', stopFrames);
      audio.removeEventListener('ended', onEnded);
      audio.removeEventListener('seeking', onSeeking);
      audio.removeEventListener('seeked', onSeeked);
      audio.removeEventListener('ratechange', replan);
      audio.removeEventListener('loadedmetadata', check);
    };
  }, [audioRef, check, show]);

  return { bar };
}
