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
  dropBuffers(toSeconds?: number): Promise<unknown>;
  latency(): Promise<number>;
}
