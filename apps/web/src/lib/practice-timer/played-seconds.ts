import { PRACTICE_REPORT_SECONDS_MAX } from '@gjs/shared';

/**
 * Wall-clock seconds while a media element actually plays (decision 0630): a stretch starts on `playing` and ends on
 * pause, a stall, the end or when the page is hidden; `take` hands over what has gathered so far, in reports of at
 * most 60 s each.
 */
export class PlayedSeconds {
  private gathered = 0;
  private since: number | null = null;

  constructor(private readonly now: () => number = () => performance.now()) {}

  start() {
    this.since ??= this.now();
  }

  stop() {
    if (this.since === null) return;
    this.gathered += (this.now() - this.since) / 1000;
    this.since = null;
  }

  get running() {
    return this.since !== null;
  }

  /** The whole seconds gathered so far, split into reports; a running stretch goes on from now. */
  take(): number[] {
    const running = this.running;
    this.stop();
    const whole = Math.floor(this.gathered);
    this.gathered -= whole;
    if (running) this.start();
    const reports: number[] = [];
    for (let left = whole; left > 0; left -= PRACTICE_REPORT_SECONDS_MAX) {
      reports.push(Math.min(left, PRACTICE_REPORT_SECONDS_MAX));
    }
    return reports;
  }
}
