import type { LaneStream } from './lane-stream.ts';
import type { PcmSource } from './pcm-source.ts';
import {
  dropBefore,
  holds,
  PCM_WINDOW,
  reachable,
  refillStart,
  wantsMore,
  type HeldSpan,
  type PcmWindow,
} from './pcm-window.ts';
import type { StretchNode } from './stretch-node.ts';

type Waiter = { position: number; generation: number; resolve: () => void };

/**
 * Keeps the worklet holding a window of the track around the position while it streams (decision 0313): decodes
 * chunks ahead of the position as it moves, drops those far behind, and on a seek outside the window drops the rest
 * and decodes again from there. The worklet's input time 0 is the track's second `base` (where the last refill
 * started), so every position is handed to the worklet through `inputTime`.
 */
export class LaneFeeder implements PcmSource {
  private base = 0;
  private endSample = 0;
  private start = 0;
  private position = 0;
  private generation = 0;
  private chunks: AsyncGenerator<Float32Array[], void, undefined> | null = null;
  private pumping = false;
  private closed = false;
  private waiters: Waiter[] = [];

  constructor(
    private readonly node: Pick<StretchNode, 'addBuffers' | 'dropBuffers'>,
    private readonly stream: Pick<LaneStream, 'duration' | 'sampleRate' | 'chunks' | 'close'>,
    private readonly window: PcmWindow = PCM_WINDOW,
  ) {}

  /** The track's span the worklet holds now, in seconds. */
  get held(): HeldSpan {
    return { start: this.start, end: this.base + this.endSample / this.stream.sampleRate };
  }

  inputTime(position: number): number {
    return position - this.base;
  }

  seek(position: number): Promise<void> | null {
    this.position = position;
    if (this.closed) return null;
    if (holds(this.held, position, this.stream.duration)) {
      this.pump();
      return null;
    }
    if (!this.chunks || !reachable(this.held, position, this.window))
      this.restart(refillStart(position, this.window));
    this.pump();
    const generation = this.generation;
    return new Promise((resolve) => this.waiters.push({ position, generation, resolve }));
  }

  follow(position: number): void {
    this.position = position;
    this.pump();
  }

  close(): void {
    this.closed = true;
    this.generation += 1;
    void this.chunks?.return(undefined);
    this.chunks = null;
    this.stream.close();
    this.settle();
  }

  /** Drops all the worklet holds and decodes again from `from` (a chunk's start). */
  private restart(from: number) {
    this.generation += 1;
    void this.chunks?.return(undefined);
    this.chunks = this.stream.chunks(from, this.window.chunkSeconds);
    this.base = from;
    this.start = from;
    this.endSample = 0;
    this.pumping = false;
    void this.node.dropBuffers();
    this.settle();
  }

  private pump() {
    if (this.pumping || this.closed || !this.chunks) return;
    this.pumping = true;
    const generation = this.generation;
    void this.fill(generation, this.chunks)
      .catch((error: unknown) => {
        if (generation === this.generation) console.warn('Audio decoding failed', error);
      })
      .finally(() => {
        if (generation === this.generation) this.pumping = false;
      });
  }

  private async fill(generation: number, chunks: AsyncGenerator<Float32Array[], void, undefined>) {
    while (generation === this.generation && this.wantsMore()) {
      const next = await chunks.next();
      if (generation !== this.generation) return;
      if (next.done) {
        // Past the last chunk: the track's end is held, nothing more to wait for.
        this.endSample = Math.round((this.stream.duration - this.base) * this.stream.sampleRate);
        this.settle();
        return;
      }
      const channels = next.value;
      // Counted before the hand-over: transferring detaches the arrays (their length becomes 0).
      this.endSample += channels[0]?.length ?? 0;
      void this.node.addBuffers(
        channels,
        channels.map((channel) => channel.buffer),
      );
      this.settle();
      await this.dropBehind(generation);
    }
    await this.dropBehind(generation);
  }

  private wantsMore() {
    return wantsMore(this.held, this.position, this.stream.duration, this.window);
  }

  /** Drops the chunks that end `behindSeconds` before the position (whole chunks, at least one at a time). */
  private async dropBehind(generation: number) {
    const to = dropBefore(this.position, this.window);
    if (to < this.start + this.window.chunkSeconds) return;
    const left = await this.node.dropBuffers(this.inputTime(to));
    if (generation === this.generation) this.start = this.base + left.start;
  }

  /** Resolves the seeks now held, and those a later restart has replaced (their caller checks its own seek). */
  private settle() {
    const span = this.held;
    this.waiters = this.waiters.filter((waiter) => {
      const done =
        this.closed ||
        waiter.generation !== this.generation ||
        holds(span, waiter.position, this.stream.duration);
      if (done) waiter.resolve();
      return !done;
    });
  }
}
