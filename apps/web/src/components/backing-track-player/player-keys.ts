/** Arrow keys seek this far, and Space toggles at most once per debounce window (decision 0426), as on the video player. */
export const SEEK_SECONDS = 5;
export const SPACE_DEBOUNCE_MS = 300;

export type PlayerKeyAction = 'seek-back' | 'seek-forward' | 'toggle-play';

const ACTIONS: Record<string, PlayerKeyAction> = {
  ArrowLeft: 'seek-back',
  ArrowRight: 'seek-forward',
  ' ': 'toggle-play',
};

export function playerKeyAction(key: string): PlayerKeyAction | null {
  return ACTIONS[key] ?? null;
}

const ARROW_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);
const ARROW_ROLES = new Set([
  'slider',
  'spinbutton',
  'textbox',
  'searchbox',
  'combobox',
  'listbox',
  'option',
  'tab',
]);
const SPACE_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON', 'SUMMARY']);
const SPACE_ROLES = new Set([
  'button',
  'checkbox',
  'switch',
  'radio',
  'textbox',
  'searchbox',
  'combobox',
  'tab',
]);

/**
 * True when the focused element uses the key itself (a text field, the sliders for the arrows, a button or the
 * loop switch for Space). The chart's bars are the exception: they take Enter, so that after clicking a bar Space
 * starts the music instead of clicking the bar again.
 */
export function isKeyOwnedByTarget(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.dataset['barIndex'] !== undefined) return false;
  const [tags, roles] = key === ' ' ? [SPACE_TAGS, SPACE_ROLES] : [ARROW_TAGS, ARROW_ROLES];
  if (tags.has(target.tagName)) return true;
  const role = target.getAttribute('role');
  return role !== null && roles.has(role);
}

/** Leading edge: the first press acts at once; a press within `ms` of the previous one is ignored. */
export function createDebouncer(ms: number) {
  let last = Number.NEGATIVE_INFINITY;
  return (now: number): boolean => {
    const accepted = now - last >= ms;
    last = now;
    return accepted;
  };
}

/** The new position for a seek, kept within the track. */
export function seekPosition(current: number, delta: number, duration: number): number {
  const end = Number.isFinite(duration) && duration > 0 ? duration : Number.POSITIVE_INFINITY;
  return Math.min(Math.max(0, current + delta), end);
}
