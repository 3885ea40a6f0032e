import { decodeLanes } from './decode-lanes.ts';
import { LaneFeeder } from './lane-feeder.ts';
import type { LaneStream } from './lane-stream.ts';
import { createStretchNode } from './load-stretch.ts';
import { WholeTrack, type PcmSource } from './pcm-source.ts';
import type { StretchNode } from './stretch-node.ts';

/** The engine's audio graph: worklet -> a gain per part -> master gain -> output, and where its audio comes from. */
export type Graph = {
  context: AudioContext;
  node: StretchNode;
  master: GainNode;
  parts: GainNode[];
  source: PcmSource;
  duration: number;
};

type Fed = { node: StretchNode; source: PcmSource; channels: number; duration: number };

async function fetchFiles(urls: readonly string[], signal: AbortSignal): Promise<ArrayBuffer[]> {
  return Promise.all(
    urls.map(async (url) => {
      const response = await fetch(url, { signal });
      if (!response.ok) throw new Error(`Audio not loaded (${response.status})`);
      return response.arrayBuffer();
    }),
  );
}

/** Streaming: the worklet holds a window around the position, decoded as it plays; the first chunks start now. */
async function streamed(context: AudioContext, stream: LaneStream, from: number): Promise<Fed> {
  const node = await createStretchNode(context, stream.channels);
  const source = new LaneFeeder(node, stream);
  void source.seek(from);
  return { node, source, channels: stream.channels, duration: stream.duration };
}

/** Decoded whole (no WebCodecs, or a file the stream reader does not take): all of it handed over at once. */
async function whole(context: AudioContext, files: readonly ArrayBuffer[]): Promise<Fed> {
  const decoded = await decodeLanes(context, files);
  const node = await createStretchNode(context, decoded.channels);
  for (const chunk of decoded.chunks) {
    void node.addBuffers(
      chunk,
      chunk.map((channel) => channel.buffer),
    );
  }
  decoded.chunks.length = 0;
  return { node, source: new WholeTrack(), channels: decoded.channels, duration: decoded.duration };
}

/**
 * Opens the engine for a track (one URL) or its parts (decision 0313): fetches the files once (kept compressed),
 * streams them where the browser decodes with WebCodecs (the context then runs at the files' sample rate, so the
 * worklet takes their samples as they are) or decodes them whole, loads the worklet and builds the graph. `from` is
 * where playing will start (the first chunks decoded). A part's gain starts at `gains[part]`.
 */
export async function openEngine(
  urls: readonly string[],
  gains: readonly number[],
  from: number,
  signal: AbortSignal,
): Promise<Graph> {
  // The stream reader (mediabunny) is a chunk of its own, loaded with the worklet when a player opens.
  const [files, { openLaneStream }] = await Promise.all([
    fetchFiles(urls, signal),
    import('./lane-stream.ts'),
  ]);
  const stream = await openLaneStream(files).catch(() => null);
  const context = new AudioContext({
    latencyHint: 'interactive',
    ...(stream ? { sampleRate: stream.sampleRate } : {}),
  });
  let fed: Fed | null = null;
  try {
    signal.throwIfAborted();
    fed = stream ? await streamed(context, stream, from) : await whole(context, files);
    signal.throwIfAborted();
    const { node } = fed;
    const master = context.createGain();
    master.gain.value = 0;
    master.connect(context.destination);
    const parts: GainNode[] = [];
    if (urls.length > 1) {
      const splitter = context.createChannelSplitter(fed.channels);
      node.connect(splitter);
      for (let part = 0; part < fed.channels; part += 1) {
        const gain = context.createGain();
        gain.gain.value = gains[part] ?? 1;
        splitter.connect(gain, part).connect(master);
        parts.push(gain);
      }
    } else {
      node.connect(master);
    }
    return { context, node, master, parts, source: fed.source, duration: fed.duration };
  } catch (error) {
    // The feeder owns the stream once it exists.
    if (fed) fed.source.close();
    else stream?.close();
    void context.close();
    throw error;
  }
}
