/**
 * Counts the seconds of a video actually played between two saves (decision 0600): the media time that advanced
 * while playing in small steps, at whatever speed, so a seek (a jump of more than `maxStep` seconds of media time
 * per step at normal speed) adds nothing.
 */
export class PlayedTime {
  private last: number | null = null;
  private pending = 0;

  constructor(private readonly maxStep = 2) {}

  /** Called on every `timeupdate` while the video plays, with its current time and playback rate. */
  tick(currentTime: number, rate = 1): void {
    if (this.last !== null) {
      const delta = currentTime - this.last;
      if (delta > 0 && delta <= this.maxStep * Math.max(1, rate)) this.pending += delta;
    }
    this.last = currentTime;
  }

  /** A seek or a pause: the next tick starts a new run. */
  break(): void {
    this.last = null;
  }

  /** The seconds played since the last take, rounded to tenths; resets the count. */
  take(): number {
    const played = Math.round(this.pending * 10) / 10;
    this.pending = 0;
    return played;
  }
}
