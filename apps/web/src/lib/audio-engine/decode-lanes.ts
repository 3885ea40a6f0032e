/** Seconds of audio per buffer handed to the worklet: each is transferred, so the page keeps no second copy. */
const CHUNK_SECONDS = 10;

export type DecodedLanes = {
  duration: number;
  /** Channel count of the worklet: the track's own channels (at most 2), or one per part. */
  channels: number;
  /** Buffers in order, each one typed array per channel, ready to transfer. */
  chunks: Float32Array[][];
};

/** One channel: the mean of the buffer's channels. */
function mono(buffer: AudioBuffer, from: number, length: number): Float32Array {
  const out = new Float32Array(length);
  const scratch = new Float32Array(length);
  for (let c = 0; c < buffer.numberOfChannels; c += 1) {
    buffer.copyFromChannel(scratch, c, from);
    for (let i = 0; i < length; i += 1) out[i]! += scratch[i]! / buffer.numberOfChannels;
  }
  return out;
}

/**
 * Decodes the audio of a track (one file) or of its parts (several) whole, where it cannot stream (`lane-stream.ts`).
 * A track keeps its channels (at most two); each part becomes one channel, so one worklet stretches all parts
 * together, sample for sample in step (decision 0313). Parts shorter than the longest are padded with silence (the
 * server checks them within 50 ms). The files' bytes are handed to the decoder (detached).
 */
export async function decodeLanes(
  context: BaseAudioContext,
  files: readonly ArrayBuffer[],
): Promise<DecodedLanes> {
  const buffers = await Promise.all(files.map((bytes) => context.decodeAudioData(bytes)));
  const single = buffers.length === 1 ? buffers[0]! : null;
  const channels = single ? Math.min(2, single.numberOfChannels) : buffers.length;
  const length = Math.max(...buffers.map((buffer) => buffer.length));
  const step = Math.round(CHUNK_SECONDS * context.sampleRate);
  const chunks: Float32Array[][] = [];
  for (let from = 0; from < length; from += step) {
    const size = Math.min(step, length - from);
    if (single) {
      chunks.push(
        Array.from({ length: channels }, (_, c) => {
          const out = new Float32Array(size);
          if (from < single.length) single.copyFromChannel(out, c, from);
          return out;
        }),
      );
    } else {
      chunks.push(
        buffers
          .map((buffer) =>
            from < buffer.length
              ? mono(buffer, from, Math.min(size, buffer.length - from))
              : new Float32Array(0),
          )
          .map((channel) => (channel.length === size ? channel : padded(channel, size))),
      );
    }
  }
  return { duration: length / context.sampleRate, channels, chunks };
}

function padded(channel: Float32Array, size: number): Float32Array {
  const out = new Float32Array(size);
  out.set(channel);
  return out;
}
