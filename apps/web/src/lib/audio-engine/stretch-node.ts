/** The methods Signalsmith Stretch 1.3 adds to its AudioWorkletNode (the package ships no types). */
export type StretchSchedule = {
  output?: number;
  active?: boolean;
  input?: number;
  rate?: number;
  semitones?: number;
  loopStart?: number;
  loopEnd?: number;
};

export interface StretchNode extends AudioWorkletNode {
  schedule(change: StretchSchedule): Promise<unknown>;
  addBuffers(channels: Float32Array[], transfer?: Transferable[]): Promise<number>;
  /** Drops the buffers that end before `toSeconds` of input (all without it); resolves with the input span left. */
  dropBuffers(toSeconds?: number): Promise<{ start: number; end: number }>;
  latency(): Promise<number>;
}
