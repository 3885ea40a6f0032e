import { describe, expect, it } from 'vitest';
import { PcmReader, type DecodedPiece } from './pcm-reader.ts';

const RATE = 10;

/** A decoded piece at `at` seconds whose channel c holds the values of `channels[c]`; counts its closing. */
function piece(at: number, ...channels: number[][]): DecodedPiece & { closed: boolean } {
  return {
    timestamp: at,
    numberOfChannels: channels.length,
    numberOfFrames: channels[0]!.length,
    closed: false,
    copyTo(destination, { planeIndex, frameOffset, frameCount }) {
      destination.set(channels[planeIndex]!.slice(frameOffset, frameOffset + frameCount));
    },
    close() {
      this.closed = true;
    },
  };
}

async function* pieces(...list: DecodedPiece[]) {
  yield* list;
}

const values = (arrays: Float32Array[]) => arrays.map((array) => Array.from(array));

describe('PCM reader (decoded pieces to runs of samples from a position)', () => {
  it('cuts the piece the position falls in, reads on across pieces and closes each once read', async () => {
    const [first, second] = [piece(0, [0, 1, 2, 3]), piece(0.4, [4, 5, 6, 7])];
    const reader = new PcmReader(pieces(first, second), RATE, 2, { mix: 'keep', channels: 1 });
    expect(values(await reader.read(3))).toEqual([[2, 3, 4]]);
    expect(first.closed).toBe(true);
    expect(values(await reader.read(3))).toEqual([[5, 6, 7]]);
    reader.close();
    expect(second.closed).toBe(true);
  });

  it('puts silence in a gap between pieces and pads after the last one (a shorter part)', async () => {
    const reader = new PcmReader(pieces(piece(0, [1, 1]), piece(0.3, [2])), RATE, 0, {
      mix: 'keep',
      channels: 1,
    });
    expect(values(await reader.read(6))).toEqual([[1, 1, 0, 2, 0, 0]]);
  });

  it('mixes a part to one channel and keeps a track to its first two channels', async () => {
    const threeChannels = () => pieces(piece(0, [3, 6], [0, 3], [6, 0]));
    const part = new PcmReader(threeChannels(), RATE, 0, { mix: 'mono' });
    expect(values(await part.read(2))).toEqual([[3, 3]]);
    const track = new PcmReader(threeChannels(), RATE, 0, { mix: 'keep', channels: 2 });
    expect(values(await track.read(2))).toEqual([
      [3, 6],
      [0, 3],
    ]);
  });
});
