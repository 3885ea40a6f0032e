declare module 'signalsmith-stretch' {
  const SignalsmithStretch: (
    context: AudioContext,
    options?: AudioWorkletNodeOptions,
  ) => Promise<AudioWorkletNode>;
  export default SignalsmithStretch;
}
