import { describe, expect, it, vi } from 'vitest';
import { LaneFeeder } from './lane-feeder.ts';
import { PCM_WINDOW } from './pcm-window.ts';

// Ten samples a second keep the buffers tiny; the window is the engine's (30 s ahead, 30 s behind, 5 s chunks).
const RATE = 10;
const DURATION = 300;

/** A worklet's buffer list as Signalsmith Stretch keeps it: appended at the end, dropped from the start. */
function fakeNode() {
  let lengths: number[] = [];
  let start = 0;
  const node = {
    added: 0,
    cleared: 0,
    firstSamples: [] as number[],
    addBuffers: vi.fn(async (channels: Float32Array[], transfer?: Transferable[]) => {
      // As a worklet's port does: the arrays are transferred, the caller's copies detached.
      const received = structuredClone(channels, { transfer: transfer ?? [] });
      lengths.push(received[0]!.length);
      node.firstSamples.push(received[0]![0]!);
      node.added += 1;
      return (start + lengths.reduce((a, b) => a + b, 0)) / RATE;
    }),
    dropBuffers: vi.fn(async (toSeconds?: number) => {
      if (toSeconds === undefined) {
        lengths = [];
        start = 0;
        node.cleared += 1;
      } else {
        while (lengths.length && (start + lengths[0]!) / RATE <= toSeconds) start += lengths.shift()!;
      }
      const end = start + lengths.reduce((a, b) => a + b, 0);
      return { start: start / RATE, end: end / RATE };
    }),
  };
  return node;
}

/** A stream of `DURATION` seconds whose samples hold their own time (so a chunk says where it came from). */
function fakeStream() {
  const starts: number[] = [];
  return {
    starts,
    duration: DURATION,
    sampleRate: RATE,
    close: vi.fn(),
    async *chunks(fromSeconds: number, chunkSeconds: number) {
      starts.push(fromSeconds);
      for (let at = fromSeconds; at < DURATION; at += chunkSeconds) {
        const size = Math.round(Math.min(chunkSeconds, DURATION - at) * RATE);
        yield [Float32Array.from({ length: size }, (_, i) => at + i / RATE)];
      }
    },
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
async function idle() {
  for (let i = 0; i < 20; i += 1) await settled();
}

describe('lane feeder (the window of decoded audio a streaming track keeps in the worklet)', () => {
  it('decodes only the window ahead of the position, not the whole track', async () => {
    const node = fakeNode();
    const feeder = new LaneFeeder(node, fakeStream(), PCM_WINDOW);
    await feeder.seek(0);
    await idle();
    expect(feeder.held).toEqual({ start: 0, end: 30 });
    expect(node.added).toBe(6);
  });

  it('decodes ahead as the position moves and drops what is more than 30 s behind', async () => {
    const node = fakeNode();
    const feeder = new LaneFeeder(node, fakeStream(), PCM_WINDOW);
    await feeder.seek(0);
    for (let position = 0; position <= 70; position += 1) {
      feeder.follow(position);
      await idle();
    }
    expect(feeder.held).toEqual({ start: 40, end: 100 });
    expect(feeder.inputTime(70)).toBe(70);
  });

  it('serves a loop back within the window at once, without decoding again', async () => {
    const node = fakeNode();
    const stream = fakeStream();
    const feeder = new LaneFeeder(node, stream, PCM_WINDOW);
    await feeder.seek(0);
    for (let position = 0; position <= 45; position += 1) {
      feeder.follow(position);
      await idle();
    }
    expect(feeder.seek(20)).toBeNull();
    expect(stream.starts).toEqual([0]);
    expect(node.cleared).toBe(1);
  });

  it('on a seek outside the window drops all it holds and refills from the chunk of the seek', async () => {
    const node = fakeNode();
    const stream = fakeStream();
    const feeder = new LaneFeeder(node, stream, PCM_WINDOW);
    await feeder.seek(0);
    await idle();
    const waiting = feeder.seek(242);
    expect(waiting).not.toBeNull();
    await waiting;
    expect(stream.starts).toEqual([0, 240]);
    expect(feeder.inputTime(242)).toBe(2);
    await idle();
    expect(feeder.held).toEqual({ start: 240, end: 275 });
    // The first buffer after the refill is the one starting at 240 s.
    expect(node.firstSamples).toContain(240);
  });

  it('a later seek replaces a pending one: the first resolves, and its chunks are never handed over', async () => {
    const node = fakeNode();
    const feeder = new LaneFeeder(node, fakeStream(), PCM_WINDOW);
    const first = feeder.seek(100);
    const second = feeder.seek(200);
    await Promise.all([first, second]);
    await idle();
    expect(node.firstSamples.every((start) => start >= 200)).toBe(true);
    expect(feeder.held.start).toBe(200);
  });

  it('holds the track to its end near the end, and close stops decoding', async () => {
    const node = fakeNode();
    const stream = fakeStream();
    const feeder = new LaneFeeder(node, stream, PCM_WINDOW);
    await feeder.seek(290);
    await idle();
    expect(feeder.held).toEqual({ start: 290, end: 300 });
    expect(feeder.seek(299.5)).toBeNull();
    feeder.close();
    expect(stream.close).toHaveBeenCalled();
    expect(feeder.seek(0)).toBeNull();
  });
});
