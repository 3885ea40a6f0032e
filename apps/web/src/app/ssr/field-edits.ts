/**
 * What a visitor typed or chose in a server-rendered page's fields before the app took the page over
 * (docs/decisions/0207), noted by the entry script; `replay-field-edit.ts` hands it to the app once it has.
 */

export type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A field's content as the visitor left it. */
export type FieldEdit = { field: Field; value: string; checked: boolean; selected: string[] };

/** Inputs that hold nothing a visitor types or chooses (or, for files, nothing a script may set). */
const NOT_EDITABLE = new Set(['button', 'submit', 'reset', 'image', 'hidden', 'file']);

export function isEditableField(target: EventTarget | null): target is Field {
  if (target instanceof HTMLInputElement) return !NOT_EDITABLE.has(target.type);
  return target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;
}

export const isCheckable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

export function editOf(field: Field): FieldEdit {
  return {
    field,
    value: field.value,
    checked: isCheckable(field) && field.checked,
    selected:
      field instanceof HTMLSelectElement ? [...field.selectedOptions].map((option) => option.value) : [],
  };
}

/** Whether a field differs from the page the server sent: changed before any script could listen. */
export function changedFromPage(field: Field): boolean {
  if (isCheckable(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((o) => o.selected !== o.defaultSelected);
  return field.value !== field.defaultValue;
}
