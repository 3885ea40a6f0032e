import { describe, expect, it } from 'vitest';
import { timerLateness } from './timer-lateness.ts';

describe('timerLateness', () => {
  it('is 0 until a timer ran late, then the largest lateness of the recent runs', () => {
    const lateness = timerLateness(3);
    expect(lateness.max()).toBe(0);
    lateness.add(-4); // early: counts as on time
    lateness.add(12);
    lateness.add(150);
    expect(lateness.max()).toBe(150);
  });

  it('forgets a late run once as many runs came after it as it keeps', () => {
    const lateness = timerLateness(3);
    lateness.add(150);
    lateness.add(2);
    lateness.add(3);
    expect(lateness.max()).toBe(150);
    lateness.add(1);
    expect(lateness.max()).toBe(3);
  });

  it('never asks for more than its cap, whatever a stalled page measured', () => {
    const lateness = timerLateness(3, 500);
    lateness.add(4_000);
    expect(lateness.max()).toBe(500);
  });
});
