import { useCallback, useEffect, useRef } from 'react';

/**
 * Saves the latest of a series of changes once they have rested for `delayMs`, and whatever is still unsaved when
 * the component goes away or `save` changes (with keepalive, so the request outlives the page). A failed save is
 * logged: remembered settings are a convenience, never a reason to interrupt practice (decision 0630).
 */
export function useDebouncedSave<T>(
  save: (value: T, keepalive: boolean) => Promise<unknown>,
  delayMs: number,
  failure: string,
): (value: T) => void {
  const pending = useRef<{ value: T } | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const flush = useCallback(
    (keepalive: boolean) => {
      window.clearTimeout(timer.current);
      const next = pending.current;
      pending.current = null;
      if (next) save(next.value, keepalive).catch((error: unknown) => console.warn(failure, error));
    },
    [save, failure],
  );
  useEffect(() => () => flush(true), [flush]);

  return useCallback(
    (value: T) => {
      pending.current = { value };
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => flush(false), delayMs);
    },
    [flush, delayMs],
  );
}
