import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

/**
 * Any console.error fails the test that caused it (as in epic-stack's setup): React warnings, failed prop types
 * and unhandled UI errors must not pass silently. A test that expects one silences it first:
 * `consoleError.mockImplementation(() => {})`.
 */
// Modules the app loads on demand (`import()`, e.g. the billing schemas) are transformed on first use in a test;
// on a loaded CI machine that alone can exceed the 1 s default of `findBy…`/`waitFor`.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout, so no scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => undefined;

export let consoleError: MockInstance<typeof console.error>;
let errorCalls: unknown[][] = [];

beforeEach(() => {
  errorCalls = [];
  const original = console.error;
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    original(...args);
    errorCalls.push(args);
  });
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  consoleError.mockRestore();
  if (errorCalls.length > 0) {
    const first = errorCalls[0]?.map(String).join(' ') ?? '';
    throw new Error(
      `console.error was called ${errorCalls.length} time(s); the first: ${first.slice(0, 500)}`,
    );
  }
});
