import type { Page } from '@playwright/test';

const media = `(document.querySelector('[data-player-media]')).playerMedia`;

/** A change the engine sent its worklet: when (context time), what, and when the worklet had taken it. */
export type Schedule = { at: number; change: string; taken?: number };

/** Records every change the engine schedules on its worklet (the engine's graph is reached through playerMedia). */
export async function recordSchedules(page: Page) {
  await page.evaluate(`(() => {
    const { node, context } = ${media}.graph;
    const schedule = node.schedule.bind(node);
    window.__schedules = [];
    node.schedule = (change) => {
      const entry = { at: context.currentTime, change: JSON.stringify(change) };
      window.__schedules.push(entry);
      return schedule(change).then((result) => { entry.taken = context.currentTime; return result; });
    };
  })()`);
}

/** The Signalsmith worklet's own latency in ms (input look-ahead and output block), as it reports it. */
export async function workletLatency(page: Page): Promise<number> {
  return Math.round(((await page.evaluate(`${media}.graph.node.latency()`)) as number) * 1000);
}

/**
 * From each key press (context time) to the first change of the kind it caused that the worklet took: the key control
 * (keys[0]) changes `semitones`, the practice tempo (keys[1]) `rate`. What is heard follows at most the worklet's
 * latency later (its output block; the input look-ahead is compensated by its time map).
 */
export function scheduleLatency(schedules: Schedule[], keys: number[], latencyMs: number) {
  const after = (at: number | undefined, field: string) => {
    if (at === undefined) return null;
    const first = schedules.find((s) => s.at >= at - 0.005 && s.change.includes(`"${field}"`));
    return first?.taken === undefined ? null : Math.round((first.taken - at) * 1000);
  };
  return {
    keyToWorkletMs: after(keys[0], 'semitones'),
    tempoToWorkletMs: after(keys[1], 'rate'),
    workletLatencyMs: latencyMs,
  };
}
