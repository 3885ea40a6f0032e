import { openEngine, type Graph } from './open-engine.ts';
import type { PracticeMedia } from './player-media.ts';
import { positionAt, rerate, type TimeAnchor } from './time-map.ts';

/** Fades at start and stop: a cut would click. */
const FADE_SECONDS = 0.015;
/** How often the end check runs and the decoder follows the position while playing. */
const TICK_MS = 100;
/**
 * How often the media tells its position while playing, as an audio element does (every 250 ms): each time update
 * redraws the player's position slider and times, which at every tick kept the page drawing frames all the time a
 * track played (issue 31's CPU). The highlight follows the engine's clock itself (use-bar-sync.ts).
 */
const TIME_UPDATE_MS = 250;

/**
 * The audio engine (decision 0313): the track, or its parts, played through one Signalsmith Stretch worklet, which
 * changes tempo and key without changing the other, both while playing. The worklet holds a window of the track
 * around the position, decoded as it plays (`LaneFeeder`), or the whole track where it cannot stream. It behaves as
 * a media element for the player's hooks; its position comes from the same time map the worklet follows.
 */
export class StretchMedia extends EventTarget implements PracticeMedia {
  readonly mode = 'engine';
  private graph: Graph | null = null;
  private loading: AbortController | null = null;
  private ready: Promise<Graph> | null = null;
  private anchor: TimeAnchor = { at: 0, input: 0, rate: 1 };
  private pausedAt = 0;
  private rate = 1;
  private key = 0;
  private gains: readonly number[] = [];
  private isPaused = true;
  private isEnded = false;
  private length = NaN;
  private tick = 0;
  private lastTimeUpdate = 0;
  private isMuted = false;
  /** Counts seeks and plays: a wait for decoding that a later one replaced does nothing when it ends. */
  private moves = 0;
  /** Playing, but silent at the anchor's position until the audio there is decoded (a seek outside the window). */
  private holding = false;

  constructor(private readonly urls: readonly string[]) {
    super();
  }

  /** Starts loading (when the player opens). May be called again after close(). */
  open(): void {
    if (this.loading) return;
    const abort = new AbortController();
    this.loading = abort;
    this.ready = this.build(abort.signal);
    this.ready.catch((error: unknown) => {
      if (abort.signal.aborted) return;
      console.warn('Audio engine failed', error);
      this.emit('error');
    });
  }

  private async build(signal: AbortSignal): Promise<Graph> {
    const graph = await openEngine(this.urls, this.gains, this.pausedAt, signal);
    this.graph = graph;
    this.length = graph.duration;
    this.emit('durationchange');
    this.emit('loadedmetadata');
    return graph;
  }

  close(): void {
    this.loading?.abort();
    this.loading = null;
    this.ready = null;
    this.stopTicking();
    if (!this.isPaused) this.pausedAt = this.currentTime;
    this.isPaused = true;
    const graph = this.graph;
    this.graph = null;
    if (graph) {
      graph.source.close();
      graph.node.disconnect();
      void graph.context.close();
    }
  }

  /** Silences the output (the element's `muted`): the engine keeps playing and its position moves on. */
  get muted(): boolean {
    return this.isMuted;
  }

  set muted(muted: boolean) {
    this.isMuted = muted;
    const graph = this.graph;
    if (graph)
      graph.master.gain.setTargetAtTime(muted || this.isPaused ? 0 : 1, graph.context.currentTime, 0.005);
  }

  /** The URL it plays (the first part's, for a track with parts), as an element's currentSrc. */
  get currentSrc(): string {
    return this.urls[0] ?? '';
  }

  get duration(): number {
    return this.length;
  }

  get paused(): boolean {
    return this.isPaused;
  }

  get ended(): boolean {
    return this.isEnded;
  }

  get currentTime(): number {
    if (this.isPaused || !this.graph) return this.pausedAt;
    return positionAt(this.anchor, this.graph.context.currentTime, this.length);
  }

  set currentTime(time: number) {
    const to = Math.max(0, Number.isFinite(this.length) ? Math.min(time, this.length) : time);
    this.isEnded = false;
    const graph = this.graph;
    // Also where a play waiting for the context to resume starts.
    this.pausedAt = to;
    if (!this.isPaused && graph) {
      this.moves += 1;
      this.playFrom(graph, to, this.moves);
    } else {
      // Decoded while paused, so that play starts at once.
      void graph?.source.seek(to);
    }
    this.emit('seeking');
    queueMicrotask(() => {
      this.emit('seeked');
      this.emit('timeupdate');
    });
  }

  /**
   * Plays from `position` now when its audio is held; else stays silent at `position` (the time map does not move)
   * until it is decoded, then plays from there, unless a later seek, play or pause came first.
   */
  private playFrom(graph: Graph, position: number, move: number) {
    const waiting = graph.source.seek(position);
    const now = graph.context.currentTime;
    if (!waiting) {
      this.holding = false;
      this.anchor = { at: now, input: position, rate: this.rate };
      void graph.node.schedule({
        output: now,
        input: graph.source.inputTime(position),
        rate: this.rate,
        semitones: this.key,
        active: true,
      });
      return;
    }
    this.holding = true;
    this.anchor = { at: now, input: position, rate: 0 };
    void graph.node.schedule({ output: now, active: false });
    this.emit('waiting');
    void waiting.then(() => {
      if (move !== this.moves || this.isPaused || this.graph !== graph) return;
      this.playFrom(graph, position, move);
      this.emit('playing');
    });
  }

  get playbackRate(): number {
    return this.rate;
  }

  set playbackRate(rate: number) {
    if (!(rate > 0) || rate === this.rate) return;
    this.rate = rate;
    const graph = this.graph;
    if (!this.isPaused && !this.holding && graph) {
      const now = graph.context.currentTime;
      this.anchor = rerate(this.anchor, now, rate, this.length);
      void graph.node.schedule({
        output: now,
        input: graph.source.inputTime(this.anchor.input),
        rate,
        active: true,
      });
    }
    this.emit('ratechange');
  }

  get semitones(): number {
    return this.key;
  }

  set semitones(semitones: number) {
    if (semitones === this.key) return;
    this.key = semitones;
    const graph = this.graph;
    if (graph) void graph.node.schedule({ output: graph.context.currentTime, semitones });
  }

  /** The parts' gains as last set (what plays once the graph is built). */
  get partGains(): readonly number[] {
    return this.gains;
  }

  setPartGains(gains: readonly number[]): void {
    this.gains = gains;
    const graph = this.graph;
    if (!graph) return;
    graph.parts.forEach((gain, part) =>
      gain.gain.setTargetAtTime(gains[part] ?? 1, graph.context.currentTime, FADE_SECONDS / 3),
    );
  }

  async play(): Promise<void> {
    if (!this.isPaused) return;
    if (this.isEnded || this.pausedAt >= this.length) this.pausedAt = 0;
    this.isPaused = false;
    this.isEnded = false;
    this.emit('play');
    this.open();
    let graph = this.graph;
    if (!graph) {
      this.emit('waiting');
      graph = await this.ready!;
    }
    await graph.context.resume();
    if (this.isPaused || this.graph !== graph) return;
    const now = graph.context.currentTime;
    this.moves += 1;
    this.playFrom(graph, this.pausedAt, this.moves);
    graph.master.gain.cancelScheduledValues(now);
    graph.master.gain.setValueAtTime(0, now);
    graph.master.gain.linearRampToValueAtTime(this.isMuted ? 0 : 1, now + FADE_SECONDS);
    this.startTicking();
    if (!this.holding) this.emit('playing');
  }

  pause(): void {
    if (this.isPaused) return;
    this.pausedAt = this.currentTime;
    this.isPaused = true;
    this.holding = false;
    this.stopTicking();
    const graph = this.graph;
    if (graph) {
      const now = graph.context.currentTime;
      graph.master.gain.cancelScheduledValues(now);
      graph.master.gain.setValueAtTime(graph.master.gain.value, now);
      graph.master.gain.linearRampToValueAtTime(0, now + FADE_SECONDS);
      void graph.node.schedule({ output: now + 2 * FADE_SECONDS, active: false });
    }
    this.emit('pause');
    this.emit('timeupdate');
  }

  private startTicking() {
    this.stopTicking();
    this.tick = window.setInterval(() => {
      if (this.currentTime >= this.length) {
        this.pause();
        this.isEnded = true;
        this.emit('ended');
      } else {
        this.graph?.source.follow(this.currentTime);
        const now = performance.now();
        if (now - this.lastTimeUpdate >= TIME_UPDATE_MS - TICK_MS / 2) {
          this.lastTimeUpdate = now;
          this.emit('timeupdate');
        }
      }
    }, TICK_MS);
  }

  private stopTicking() {
    window.clearInterval(this.tick);
  }

  private emit(name: string) {
    this.dispatchEvent(new Event(name));
  }
}

/** Whether this browser can run the engine; where not, the player uses its audio element's rate (decision 0313). */
export function engineSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.AudioWorkletNode === 'function' &&
    typeof window.AudioContext === 'function' &&
    window.isSecureContext
  );
}
