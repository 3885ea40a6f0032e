import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { normalizeRange, type BarRange } from '../../lib/backing-track-timing/timing.ts';

type Gesture = { pointerId: number; anchor: number; current: number; moved: boolean };

type BarDragOptions = {
  barCount: number;
  enabled: boolean;
  onBarClick?: ((bar: number) => void) | undefined;
  onSelectRange?: ((range: BarRange) => void) | undefined;
};

/**
 * Press and drag over bars selects a range; a press released without going over another bar is a click. A drag that
 * leaves its first bar and comes back selects that single bar. Shift+click (or Shift+Enter) extends from the last
 * clicked bar, for keyboards and precise selections. The range being dragged is returned as `draft` for display.
 */
export type BarHandlers = ReturnType<typeof useBarDrag>['handlers'];

export function useBarDrag({ barCount, enabled, onBarClick, onSelectRange }: BarDragOptions) {
  const gesture = useRef<Gesture | null>(null);
  const lastClicked = useRef<number | null>(null);
  const [draft, setDraft] = useState<BarRange | null>(null);
  // The latest handlers, read when a gesture ends, so the window listeners need not be re-attached on each render.
  const callbacks = useRef({ onBarClick, onSelectRange });
  useEffect(() => {
    callbacks.current = { onBarClick, onSelectRange };
  });

  const click = useCallback((bar: number) => {
    lastClicked.current = bar;
    callbacks.current.onBarClick?.(bar);
  }, []);

  const extendTo = useCallback(
    (bar: number) => {
      const from = lastClicked.current ?? bar;
      callbacks.current.onSelectRange?.(normalizeRange(from, bar, barCount));
    },
    [barCount],
  );

  useEffect(() => {
    if (!enabled) return;
    const finish = (event: globalThis.PointerEvent) => {
      const current = gesture.current;
      if (!current || current.pointerId !== event.pointerId) return;
      gesture.current = null;
      setDraft(null);
      if (current.moved)
        callbacks.current.onSelectRange?.(normalizeRange(current.anchor, current.current, barCount));
      else click(current.anchor);
    };
    const cancel = () => {
      gesture.current = null;
      setDraft(null);
    };
    window.addEventListener('pointerup', finish);
    window.addEventListener('pointercancel', cancel);
    return () => {
      window.removeEventListener('pointerup', finish);
      window.removeEventListener('pointercancel', cancel);
    };
  }, [enabled, barCount, click]);

  const onPointerDown = useCallback(
    (bar: number, event: PointerEvent<HTMLElement>) => {
      if (!enabled || (event.button ?? 0) !== 0) return;
      if (event.shiftKey && lastClicked.current !== null) {
        extendTo(bar);
        return;
      }
      // Touch pointers are captured by the bar they started on; releasing lets the other bars see the finger.
      const target = event.currentTarget;
      if (target.hasPointerCapture?.(event.pointerId)) target.releasePointerCapture(event.pointerId);
      gesture.current = { pointerId: event.pointerId, anchor: bar, current: bar, moved: false };
    },
    [enabled, extendTo],
  );

  const onPointerEnter = useCallback(
    (bar: number, event: PointerEvent<HTMLElement>) => {
      const current = gesture.current;
      if (!current || current.pointerId !== event.pointerId || current.current === bar) return;
      current.current = bar;
      current.moved = true;
      setDraft(normalizeRange(current.anchor, bar, barCount));
    },
    [barCount],
  );

  const onKeyDown = useCallback(
    (bar: number, event: KeyboardEvent<HTMLElement>) => {
      if (!enabled || event.key !== 'Enter') return;
      event.preventDefault();
      if (event.shiftKey && lastClicked.current !== null) extendTo(bar);
      else click(bar);
    },
    [enabled, extendTo, click],
  );

  const handlers = useMemo(
    () => ({ onPointerDown, onPointerEnter, onKeyDown }),
    [onPointerDown, onPointerEnter, onKeyDown],
  );
  return { draft, handlers };
}
