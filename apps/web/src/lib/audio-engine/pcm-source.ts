/**
 * Where the worklet's audio comes from, as the engine sees it (decision 0313): a track decoded as it plays
 * (`LaneFeeder`, a window around the position) or decoded whole (`WholeTrack`, where streaming is not possible).
 */
export interface PcmSource {
  /** The worklet's input time for a second of the track (the worklet's time 0 is where its held audio began). */
  inputTime(position: number): number;
  /**
   * Makes the audio from `position` playable: null when it is held now, else a promise that resolves once it is (or
   * once a later seek or close replaced this one).
   */
  seek(position: number): Promise<void> | null;
  /** Follows the playing position (decode ahead, drop behind). */
  follow(position: number): void;
  close(): void;
}

/** A track decoded whole and handed to the worklet at once: everything is always held. */
export class WholeTrack implements PcmSource {
  inputTime(position: number): number {
    return position;
  }

  seek(): null {
    return null;
  }

  follow(): void {}

  close(): void {}
}
