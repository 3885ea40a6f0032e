/**
 * A decoded piece of a track as the decoder yields it (mediabunny's AudioSample, a WebCodecs AudioData): its start in
 * seconds, its frames, and a copy of any range of one channel; closed as soon as it is read, so its memory goes back
 * at once rather than at the next garbage collection.
 */
export type DecodedPiece = {
  timestamp: number;
  numberOfChannels: number;
  numberOfFrames: number;
  copyTo(
    destination: Float32Array,
    options: { planeIndex: number; format: 'f32-planar'; frameOffset: number; frameCount: number },
  ): void;
  close(): void;
};

/** How a lane's channels come out: mixed to one (a part), or the first `n` channels as they are (a track). */
export type LaneLayout = { mix: 'mono' } | { mix: 'keep'; channels: number };

const outputChannels = (layout: LaneLayout) => (layout.mix === 'mono' ? 1 : layout.channels);

/**
 * Reads a decoder's pieces as consecutive runs of samples from a given sample on, each run as one Float32Array per
 * channel. Pieces are placed by their timestamps: a piece that starts before the position is cut, a gap between
 * pieces is silence, and after the last piece come zeros (a part a little shorter than the others is padded).
 */
export class PcmReader {
  private piece: DecodedPiece | null = null;
  private scratch = new Float32Array(0);
  private pieceAt = 0;
  private finished = false;

  constructor(
    private readonly pieces: AsyncIterator<DecodedPiece>,
    private readonly sampleRate: number,
    private position: number,
    private readonly layout: LaneLayout,
  ) {}

  async read(length: number): Promise<Float32Array[]> {
    const out = Array.from({ length: outputChannels(this.layout) }, () => new Float32Array(length));
    let filled = 0;
    while (filled < length) {
      const piece = this.piece;
      if (!piece || this.position >= this.pieceAt + piece.numberOfFrames) {
        if (this.finished || !(await this.next())) break;
        continue;
      }
      if (this.position < this.pieceAt) {
        const gap = Math.min(this.pieceAt - this.position, length - filled);
        filled += gap;
        this.position += gap;
        continue;
      }
      const offset = this.position - this.pieceAt;
      const count = Math.min(piece.numberOfFrames - offset, length - filled);
      this.copy(piece, offset, count, out, filled);
      filled += count;
      this.position += count;
    }
    return out;
  }

  /** Stops the decoder's iteration (a seek elsewhere, or the engine closed). */
  close(): void {
    this.finished = true;
    this.piece?.close();
    this.piece = null;
    void this.pieces.return?.();
  }

  private async next(): Promise<boolean> {
    this.piece?.close();
    this.piece = null;
    const next = await this.pieces.next();
    if (next.done) {
      this.finished = true;
      this.piece = null;
      return false;
    }
    this.piece = next.value;
    this.pieceAt = Math.round(next.value.timestamp * this.sampleRate);
    return true;
  }

  private copy(piece: DecodedPiece, offset: number, count: number, out: Float32Array[], at: number) {
    const range = { format: 'f32-planar' as const, frameOffset: offset, frameCount: count };
    if (this.layout.mix === 'keep') {
      out.forEach((target, c) =>
        piece.copyTo(target.subarray(at, at + count), {
          ...range,
          planeIndex: Math.min(c, piece.numberOfChannels - 1),
        }),
      );
      return;
    }
    const target = out[0]!;
    if (this.scratch.length < count) this.scratch = new Float32Array(count);
    const scratch = this.scratch;
    const share = 1 / piece.numberOfChannels;
    for (let c = 0; c < piece.numberOfChannels; c += 1) {
      piece.copyTo(scratch.subarray(0, count), { ...range, planeIndex: c });
      for (let i = 0; i < count; i += 1) target[at + i]! += scratch[i]! * share;
    }
  }
}
