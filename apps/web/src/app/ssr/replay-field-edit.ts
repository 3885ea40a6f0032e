import { isCheckable, type Field, type FieldEdit } from './field-edits.ts';

/**
 * Hands what a visitor typed or chose before the app took the page over to the app (docs/decisions/0207). The app
 * does not see it on its own: React takes a changed field's value as the one it already knows, a controlled select is
 * set back to its state, and react-hook-form writes its default values into the fields it registers.
 */

/** The attributes that tell a field from the others once the app may have replaced its element, in that order. */
const IDENTIFYING = ['name', 'id', 'aria-label', 'placeholder'];

/** The field the app shows in place of one it replaced: the same tag and name, id, label or placeholder. */
function replacementOf(root: HTMLElement, gone: Field): Field | null {
  const attribute = IDENTIFYING.find((name) => gone.getAttribute(name));
  if (!attribute) return null;
  const radio = gone instanceof HTMLInputElement && gone.type === 'radio';
  const candidates = [...root.querySelectorAll<Field>(gone.localName)];
  return (
    candidates.find(
      (field) =>
        field.getAttribute(attribute) === gone.getAttribute(attribute) &&
        (!radio || field.value === gone.value),
    ) ?? null
  );
}

/**
 * Puts the edit into the field (the same element, or the one the app put in its place) as the visitor's own input
 * would: through the events the app listens to, so its state follows.
 */
export function replayFieldEdit(root: HTMLElement, edit: FieldEdit): void {
  const field = edit.field.isConnected ? edit.field : replacementOf(root, edit.field);
  if (!field || field.disabled) return;
  if (isCheckable(field)) {
    // A radio is unchecked by checking another, which has its own edit.
    if (field.type === 'radio' && !edit.checked) return;
    // Set to the other state through React's value tracker, so the click that sets it back reads as a change.
    field.checked = !edit.checked;
    field.click();
    return;
  }
  if (field instanceof HTMLSelectElement) {
    for (const option of field.options) option.selected = edit.selected.includes(option.value);
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  // React keeps the value it last saw beside the element (set through the element's own `value`), and reports an
  // input event only for a value that differs from it. So the element's setter is given another value first, and the
  // visitor's value is written past it, through the prototype's setter.
  field.value = edit.value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, edit.value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
