import { describe, expect, it } from 'vitest';
import { ApiError } from '#lib/api-client.ts';
import { courseErrorView } from './course-error.ts';
import { formatSpeedPercent, VIDEO_SPEED } from './playback-speed.ts';

describe('courseErrorView', () => {
  it('sends a 401 back to login silently', () => {
    expect(courseErrorView(new ApiError(401, { message: 'Authentication required' }))).toEqual({
      kind: 'login',
    });
  });

  it("shows 'Course not found' for a 404", () => {
    expect(courseErrorView(new ApiError(404, { message: 'Course not found' }))).toEqual({
      kind: 'not-found',
    });
  });

  it("shows the server's message, or 'Failed to load course'", () => {
    expect(courseErrorView(new ApiError(403, { message: 'An active subscription is required' }))).toEqual({
      kind: 'message',
      text: 'An active subscription is required',
    });
    expect(courseErrorView(new ApiError(500, 'oops'))).toEqual({
      kind: 'message',
      text: 'Failed to load course',
    });
    expect(courseErrorView(new TypeError('Failed to fetch'))).toEqual({
      kind: 'message',
      text: 'Failed to load course',
    });
  });
});

describe('video speed', () => {
  it('runs from 0.25 to 2 in steps of 0.01, starting at 1', () => {
    expect(VIDEO_SPEED).toEqual({ min: 0.25, max: 2, step: 0.01, default: 1 });
  });

  it('is shown as a percent', () => {
    expect(formatSpeedPercent(1)).toBe('100%');
    expect(formatSpeedPercent(0.25)).toBe('25%');
    expect(formatSpeedPercent(2)).toBe('200%');
    expect(formatSpeedPercent(1.37)).toBe('137%');
    expect(formatSpeedPercent(0.29)).toBe('29%');
  });
});
