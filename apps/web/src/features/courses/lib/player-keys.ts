/** Arrow keys seek this far, and Space toggles at most once per debounce window (decision 0426). */
export const SEEK_SECONDS = 5;
export const SPACE_DEBOUNCE_MS = 300;

export type PlayerKeyAction = 'seek-back' | 'seek-forward' | 'toggle-play';

const ACTIONS: Record<string, PlayerKeyAction> = {
  ArrowLeft: 'seek-back',
  ArrowRight: 'seek-forward',
  ' ': 'toggle-play',
};

/** Which player action a key stands for, if any. */
export function playerKeyAction(key: string): PlayerKeyAction | null {
  return ACTIONS[key] ?? null;
}

/** Controls that use the arrow keys themselves: text fields, selects, the speed slider, lists, tabs. */
const ARROW_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);
const ARROW_ROLES = new Set([
  'slider',
  'spinbutton',
  'textbox',
  'searchbox',
  'combobox',
  'listbox',
  'option',
  'menu',
  'menuitem',
  'tab',
  'radio',
]);
/** Controls that use Space themselves (buttons, check boxes, text entry), and the slider for consistency. */
const SPACE_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON', 'SUMMARY']);
const SPACE_ROLES = new Set([
  'slider',
  'button',
  'checkbox',
  'switch',
  'radio',
  'textbox',
  'searchbox',
  'combobox',
  'option',
  'menuitem',
  'tab',
]);

/**
 * True when the focused element uses the key itself (the search field, the speed slider, a button for Space): the
 * page's shortcut then stays out of its way.
 */
export function isKeyOwnedByTarget(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const [tags, roles] = key === ' ' ? [SPACE_TAGS, SPACE_ROLES] : [ARROW_TAGS, ARROW_ROLES];
  if (tags.has(target.tagName)) return true;
  const role = target.getAttribute('role');
  return role !== null && roles.has(role);
}

/**
 * A leading-edge debounce: the first press acts at once, and any press within `ms` of the previous press (acted
 * on or not) is ignored, so a held or bouncing key toggles once.
 */
export function createDebouncer(ms: number) {
  let last = Number.NEGATIVE_INFINITY;
  return (now: number): boolean => {
    const accepted = now - last >= ms;
    last = now;
    return accepted;
  };
}

/** The new playback position for a seek, kept within the video. */
export function seekPosition(current: number, delta: number, duration: number): number {
  const end = Number.isFinite(duration) && duration > 0 ? duration : Number.POSITIVE_INFINITY;
  return Math.min(Math.max(0, current + delta), end);
}
