import { AudioSampleSink, BufferSource, Input, MP3 } from 'mediabunny';
import { PcmReader, type LaneLayout } from './pcm-reader.ts';

/**
 * A track (one file) or its parts (several), decoded as it plays (decision 0313): the compressed files stay in memory
 * (a few MB), and `chunks(from)` decodes from any second on, in fixed-size buffers with one channel per lane
 * channel, the parts in step sample for sample. Reads MP3 (the only audio the uploads take) with mediabunny (MPL-2.0)
 * and decodes with the browser's WebCodecs AudioDecoder.
 */
export type LaneStream = {
  sampleRate: number;
  /** Channel count of the worklet: the track's own channels (at most 2), or one per part. */
  channels: number;
  duration: number;
  /** Buffers from `fromSeconds` (rounded to a sample) to the end, each `chunkSeconds` long but the last. */
  chunks(fromSeconds: number, chunkSeconds: number): AsyncGenerator<Float32Array[], void, undefined>;
  close(): void;
};

type Lane = { input: Input; sink: AudioSampleSink; layout: LaneLayout };

async function openLane(bytes: ArrayBuffer, single: boolean) {
  const input = new Input({ source: new BufferSource(bytes), formats: [MP3] });
  try {
    const track = await input.getPrimaryAudioTrack();
    if (!track || !(await track.canDecode())) throw new Error('no decodable audio');
    const channels = await track.getNumberOfChannels();
    const layout: LaneLayout = single ? { mix: 'keep', channels: Math.min(2, channels) } : { mix: 'mono' };
    const lane: Lane = { input, sink: new AudioSampleSink(track), layout };
    return { lane, sampleRate: await track.getSampleRate(), duration: await track.computeDuration() };
  } catch (error) {
    input.dispose();
    throw error;
  }
}

/**
 * Opens the fetched files for decoding as they play, or null where this browser or file cannot (no AudioDecoder, a
 * file mediabunny does not read, parts of different sample rates): then the engine decodes them whole.
 */
export async function openLaneStream(files: readonly ArrayBuffer[]): Promise<LaneStream | null> {
  if (typeof AudioDecoder !== 'function') return null;
  const opened = await Promise.allSettled(files.map((bytes) => openLane(bytes, files.length === 1)));
  const lanes = opened.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const sampleRate = lanes[0]?.sampleRate ?? 0;
  if (lanes.length !== files.length || lanes.some((lane) => lane.sampleRate !== sampleRate)) {
    for (const { lane } of lanes) lane.input.dispose();
    return null;
  }
  const duration = Math.max(...lanes.map((lane) => lane.duration));
  const total = Math.round(duration * sampleRate);
  const channels = lanes.reduce(
    (sum, { lane }) => sum + (lane.layout.mix === 'mono' ? 1 : lane.layout.channels),
    0,
  );

  async function* chunks(fromSeconds: number, chunkSeconds: number) {
    const from = Math.round(fromSeconds * sampleRate);
    const step = Math.round(chunkSeconds * sampleRate);
    const readers = lanes.map(
      ({ lane }) => new PcmReader(lane.sink.samples(from / sampleRate), sampleRate, from, lane.layout),
    );
    try {
      for (let at = from; at < total; at += step) {
        const size = Math.min(step, total - at);
        const parts = await Promise.all(readers.map((reader) => reader.read(size)));
        yield parts.flat();
      }
    } finally {
      for (const reader of readers) reader.close();
    }
  }

  return {
    sampleRate,
    channels,
    duration: total / sampleRate,
    chunks,
    close: () => lanes.forEach(({ lane }) => lane.input.dispose()),
  };
}
