import { describe, expect, it } from 'vitest';
import { formatPosition, resumePosition } from './resume.ts';

describe('where a chapter video opens', () => {
  it('resumes at the saved position', () => {
    expect(resumePosition(73.4, 600)).toBe(73.4);
    expect(resumePosition(73.4, NaN)).toBe(73.4);
  });

  it('starts at the beginning below one second, at the very end, or for nonsense', () => {
    expect(resumePosition(0.5, 600)).toBe(0);
    expect(resumePosition(596, 600)).toBe(0);
    expect(resumePosition(600, 600)).toBe(0);
    expect(resumePosition(Number.NaN, 600)).toBe(0);
    expect(resumePosition(-3, 600)).toBe(0);
  });

  it('writes positions as m:ss or h:mm:ss', () => {
    expect(formatPosition(5)).toBe('0:05');
    expect(formatPosition(73.9)).toBe('1:13');
    expect(formatPosition(3725)).toBe('1:02:05');
  });
});
