import type { StretchNode } from './stretch-node.ts';

/**
 * Loads Signalsmith Stretch (MIT) when a player opens, never in a first load (convention 13): its module for the
 * main thread is a chunk of its own, and the worklet is the same file served as a built asset (no blob: URL, no CDN).
 */
export async function createStretchNode(context: AudioContext, channels: number): Promise<StretchNode> {
  const [{ default: SignalsmithStretch }, { default: workletUrl }] = await Promise.all([
    import('signalsmith-stretch'),
    import('signalsmith-stretch?url'),
  ]);
  const create = SignalsmithStretch as unknown as {
    (ctx: AudioContext, options: AudioWorkletNodeOptions): Promise<StretchNode>;
    moduleUrl?: string;
  };
  create.moduleUrl = workletUrl;
  return create(context, {
    // One input, left unconnected: with none, the worklet's process() reads the missing input's channel count,
    // throws on its first block and stays silent for good (Signalsmith Stretch 1.3; the position still moves).
    numberOfInputs: 1,
    numberOfOutputs: 1,
    outputChannelCount: [channels],
  });
}
