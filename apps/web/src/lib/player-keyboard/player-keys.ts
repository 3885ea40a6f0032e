/**
 * The keyboard of the two players, the lesson video and the backing track: one module, each player with its own set
 * of controls that keep the keys (KeyOwners; docs/decisions/0312-one-player-keyboard.md).
 */

/** Arrow keys seek this far, and Space toggles at most once per debounce window (product 0426). */
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

/** Which focused controls keep the player's keys for themselves; each player has its own set. */
export interface KeyOwners {
  /** Roles of controls that use the arrow keys (besides inputs, text areas and selects). */
  readonly arrowRoles: ReadonlySet<string>;
  /** Roles of controls that use Space (besides inputs, text areas, selects, buttons and summaries). */
  readonly spaceRoles: ReadonlySet<string>;
  /** The chord chart's bars (`data-bar-index`) take Enter, so that after clicking a bar the keys go to the player. */
  readonly barsLeaveKeys: boolean;
}

const ARROW_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);
const SPACE_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON', 'SUMMARY']);

/**
 * The video player's owners: text fields, selects, the speed slider, lists, menus and tabs keep the arrows; buttons,
 * check boxes, text entry, menu items and (for consistency) the slider keep Space.
 */
export const VIDEO_KEY_OWNERS: KeyOwners = {
  arrowRoles: new Set([
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
  ]),
  spaceRoles: new Set([
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
  ]),
  barsLeaveKeys: false,
};

/**
 * The backing-track player's owners: text fields and the sliders keep the arrows, a button or the loop switch keeps
 * Space; the chart's bars leave both to the player.
 */
export const BACKING_TRACK_KEY_OWNERS: KeyOwners = {
  arrowRoles: new Set([
    'slider',
    'spinbutton',
    'textbox',
    'searchbox',
    'combobox',
    'listbox',
    'option',
    'tab',
  ]),
  spaceRoles: new Set(['button', 'checkbox', 'switch', 'radio', 'textbox', 'searchbox', 'combobox', 'tab']),
  barsLeaveKeys: true,
};

/**
 * True when the focused element uses the key itself (a text field, a slider for the arrows, a button for Space): the
 * page's shortcut then stays out of its way.
 */
export function isKeyOwnedByTarget(
  target: EventTarget | null,
  key: string,
  owners: KeyOwners = VIDEO_KEY_OWNERS,
): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (owners.barsLeaveKeys && target.dataset['barIndex'] !== undefined) return false;
  const [tags, roles] = key === ' ' ? [SPACE_TAGS, owners.spaceRoles] : [ARROW_TAGS, owners.arrowRoles];
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

/** The new playback position for a seek, kept within the video or the track. */
export function seekPosition(current: number, delta: number, duration: number): number {
  const end = Number.isFinite(duration) && duration > 0 ? duration : Number.POSITIVE_INFINITY;
  return Math.min(Math.max(0, current + delta), end);
}
