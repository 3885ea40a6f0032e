/**
 * How late a page's timers have run lately: the largest lateness among the last `count` runs, in ms (never below 0,
 * at most `capMs`). A busy page runs timer tasks late, and Chrome draws its frames before them; a wake-up timer
 * that must come before a moment leaves this much more time (decision 0313).
 */
export function timerLateness(count = 20, capMs = 500) {
  const recent: number[] = [];
  return {
    add(lateMs: number) {
      recent.push(Math.min(capMs, Math.max(0, lateMs)));
      if (recent.length > count) recent.shift();
    },
    max: () => recent.reduce((largest, late) => Math.max(largest, late), 0),
  };
}
