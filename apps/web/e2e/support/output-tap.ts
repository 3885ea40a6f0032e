import type { Page } from '@playwright/test';

/** The output's tone at a time: its frequency from zero crossings over about 12 ms, in context seconds. */
export type TonePoint = { t: number; hz: number };

/**
 * Taps what the page sends to its speakers: an AnalyserNode beside every node connected to an AudioContext's
 * destination (the engine's master gain, and the count-in's clicks), installed before the page's scripts run.
 * For figures only.
 */
export async function installOutputTap(page: Page) {
  await page.addInitScript(() => {
    const tapped = window as unknown as {
      __outputTaps: { context: BaseAudioContext; analyser: AnalyserNode }[];
    };
    tapped.__outputTaps = [];
    const connect = AudioNode.prototype.connect as (this: AudioNode, ...args: unknown[]) => unknown;
    AudioNode.prototype.connect = function (this: AudioNode, ...args: unknown[]) {
      if (args[0] instanceof AudioDestinationNode && !(this instanceof AnalyserNode)) {
        const analyser = this.context.createAnalyser();
        analyser.fftSize = 8192;
        connect.call(this, analyser);
        // Pulled by the graph only when it leads to the destination: through a silent gain.
        const silent = this.context.createGain();
        silent.gain.value = 0;
        connect.call(analyser, silent);
        connect.call(silent, args[0]);
        tapped.__outputTaps.push({ context: this.context, analyser });
      }
      return connect.apply(this, args);
    } as typeof AudioNode.prototype.connect;
  });
}

/**
 * Starts recording the output's tone in the page (every 10 ms the analyser's last 8192 samples, cut into 512-sample
 * pieces, each placed at its time on the context's clock) and the context time of every key press. Of several taps,
 * the one playing (the engine's) is read.
 */
export async function startToneRecording(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as {
      __outputTaps: { context: BaseAudioContext; analyser: AnalyserNode }[];
      __tone: {
        points: { t: number; hz: number }[];
        keys: number[];
        timer: number;
        polls: number;
        peak: number;
      };
    };
    const data = new Float32Array(8192);
    const loudness = (tap: { analyser: AnalyserNode }) => {
      tap.analyser.getFloatTimeDomainData(data);
      return data.reduce((sum, value) => sum + value * value, 0);
    };
    const { context, analyser } = w.__outputTaps.reduce((a, b) => (loudness(b) > loudness(a) ? b : a));
    const piece = 512;
    const rate = context.sampleRate;
    const record = {
      points: [] as { t: number; hz: number }[],
      keys: [] as number[],
      timer: 0,
      polls: 0,
      peak: 0,
    };
    window.addEventListener('keydown', () => record.keys.push(context.currentTime), true);
    record.timer = window.setInterval(() => {
      analyser.getFloatTimeDomainData(data);
      const end = context.currentTime;
      record.polls += 1;
      for (const value of data) record.peak = Math.max(record.peak, Math.abs(value));
      for (let from = 0; from + piece <= data.length; from += piece) {
        const crossings: number[] = [];
        let energy = 0;
        for (let i = from + 1; i < from + piece; i += 1) {
          energy += data[i]! * data[i]!;
          const a = data[i - 1]!;
          const b = data[i]!;
          if (a < 0 && b >= 0) crossings.push(i - 1 + a / (a - b));
        }
        if (crossings.length < 3 || energy / piece < 1e-4) continue;
        const period = (crossings.at(-1)! - crossings[0]!) / (crossings.length - 1);
        const t = end - (data.length - (from + piece / 2)) / rate;
        record.points.push({ t, hz: rate / period });
      }
    }, 10);
    w.__tone = record;
  });
}

/** Stops the recording: the tone over time (one point per piece, the latest reading of each) and the key presses. */
export async function stopToneRecording(page: Page) {
  const record = await page.evaluate(() => {
    type Record = { points: TonePoint[]; keys: number[]; timer: number; polls: number; peak: number };
    const w = window as unknown as { __tone: Record };
    window.clearInterval(w.__tone.timer);
    return { points: w.__tone.points, keys: w.__tone.keys, polls: w.__tone.polls, peak: w.__tone.peak };
  });
  const byTime = new Map<number, TonePoint>();
  for (const point of record.points) byTime.set(Math.round(point.t * 200), point);
  const points = [...byTime.values()].sort((a, b) => a.t - b.t);
  return { points, keys: record.keys, polls: record.polls, peak: record.peak };
}

const nearest = (hz: number, tones: readonly number[]) =>
  tones.reduce((best, tone) => (Math.abs(Math.log(hz / tone)) < Math.abs(Math.log(hz / best)) ? tone : best));

/**
 * Milliseconds from `changedAt` until the tone is nearest to one of `after` (rather than `before`) for three pieces
 * in a row: when a key change is heard.
 */
export function keyLatencyMs(points: TonePoint[], changedAt: number, before: number[], after: number[]) {
  const tones = [...before, ...after];
  const isAfter = (p: TonePoint) => after.includes(nearest(p.hz, tones));
  const later = points.filter((p) => p.t >= changedAt - 0.05);
  const index = later.findIndex(
    (_, i) => later.slice(i, i + 3).length === 3 && later.slice(i, i + 3).every(isAfter),
  );
  return index < 0 ? null : Math.round((later[index]!.t - changedAt) * 1000);
}

/**
 * Milliseconds from `changedAt` until the output plays at the new rate, from the test tone's flips (every
 * `halfPeriod` seconds of the track): the first interval between flips that is not the old rate's gives the moment
 * within it at which the rate changed (both rates' shares of the interval add up to one half period).
 */
export function tempoLatencyMs(
  points: TonePoint[],
  changedAt: number,
  tones: { low: number; high: number },
  halfPeriod: number,
  rates: { from: number; to: number },
) {
  const high = (p: TonePoint) => nearest(p.hz, [tones.low, tones.high]) === tones.high;
  const flips: number[] = [];
  for (let i = 1; i < points.length; i += 1) {
    if (high(points[i]!) !== high(points[i - 1]!)) flips.push((points[i]!.t + points[i - 1]!.t) / 2);
  }
  const oldInterval = halfPeriod / rates.from;
  for (let i = 1; i < flips.length; i += 1) {
    const [a, b] = [flips[i - 1]!, flips[i]!];
    if (b < changedAt || Math.abs(b - a - oldInterval) < 0.1 * oldInterval) continue;
    const changed = (halfPeriod + rates.from * a - rates.to * b) / (rates.from - rates.to);
    return Math.round((changed - changedAt) * 1000);
  }
  return null;
}
