import { changedFromPage, editOf, isEditableField, type FieldEdit } from './field-edits.ts';
import { APP_INTERACTIVE_EVENT } from './hydrate-on-intent.ts';

/**
 * What the app sends with its announcement: how it takes a field's edit. It is the app's code, so that a page loads
 * it with the app, not with the page.
 */
export type AppInteractive = { replayFieldEdit: (root: HTMLElement, edit: FieldEdit) => void };

/** What the visitor did before the app took the page over. */
type Action =
  | { kind: 'click'; control: HTMLElement }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null }
  | { kind: 'edit'; edit: FieldEdit };

/**
 * A server-rendered page takes clicks, typing and choices before the app has taken it over (docs/decisions/0207).
 * Until the app announces on `root` that it has, the last click on a button and the last form sent are held back (the
 * app's handlers are not there yet, and a form would be sent by the browser as a plain GET with its fields in the
 * address), and what the visitor typed or chose in each field is kept; then all of it is made again, in the order the
 * visitor did it.
 *
 * A link works without the app, but a page the browser starts to load is given up when the app, starting meanwhile,
 * writes its own history entry: so where the app is starting (`holdLinks`), a click that would load another page of
 * the site here is held too, and made again as the app's own navigation. On a page that waits for its visitor
 * (docs/decisions/0205) links are left to the browser: the app may be long in coming.
 */
export function holdActionsUntilInteractive(root: HTMLElement, { holdLinks }: { holdLinks: boolean }): void {
  // In the order they were done. Keystrokes in one field are one edit until another action comes between; only the
  // last click and the last form sent count, as repeated clicks on a page that did not answer mean one.
  let actions: Action[] = [];
  const keep = (action: Action) => {
    const last = actions.at(-1);
    if (action.kind === 'edit' && last?.kind === 'edit' && last.edit.field === action.edit.field)
      actions.pop();
    if (action.kind !== 'edit') actions = actions.filter((held) => held.kind !== action.kind);
    actions.push(action);
  };
  // A field edited before this script ran (it loads after the page is shown).
  for (const field of root.querySelectorAll('input, select, textarea')) {
    if (isEditableField(field) && changedFromPage(field)) keep({ kind: 'edit', edit: editOf(field) });
  }

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || !root.contains(target)) return;
    const link = target.closest<HTMLAnchorElement>('a[href]');
    if (link && !(holdLinks && loadsAnotherPage(event, link))) return;
    // Buttons, and controls made of other elements that only the app's handlers bring to life (an anchor without an
    // address).
    const control =
      link ?? target.closest<HTMLElement>('button, [role="button"], [role="link"], a:not([href])');
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    keep({ kind: 'click', control });
  };
  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement) || !root.contains(event.target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    keep({ kind: 'submit', form: event.target, submitter: event.submitter ?? null });
  };
  const onEdit = (event: Event) => {
    if (isEditableField(event.target) && root.contains(event.target))
      keep({ kind: 'edit', edit: editOf(event.target) });
  };
  const listeners = [
    ['click', onClick],
    ['submit', onSubmit],
    ['input', onEdit],
    ['change', onEdit],
  ] as const;
  for (const [type, listener] of listeners) window.addEventListener(type, listener as EventListener, true);

  const replay = (replayFieldEdit: AppInteractive['replayFieldEdit']) => {
    for (const [type, listener] of listeners)
      window.removeEventListener(type, listener as EventListener, true);
    for (const action of actions) {
      if (action.kind === 'edit') replayFieldEdit(root, action.edit);
      else if (action.kind === 'click') clickAgain(root, action.control);
      else if (action.form.isConnected) {
        if (action.submitter) action.form.requestSubmit(action.submitter);
        else action.form.requestSubmit();
      }
    }
  };
  // The app announces itself from an effect, while React is still committing: made after it, each action is rendered
  // before the next (a controlled field's change is rendered at once outside a commit), so a button's handler sees
  // what was typed before its click.
  root.addEventListener(
    APP_INTERACTIVE_EVENT,
    (event) => {
      const { replayFieldEdit } = (event as CustomEvent<AppInteractive>).detail;
      setTimeout(() => replay(replayFieldEdit), 0);
    },
    { once: true },
  );
}

/** A plain click on a link to another page of the site, opened in this tab (not a new tab, a download or an anchor). */
function loadsAnotherPage(event: MouseEvent, link: HTMLAnchorElement): boolean {
  const here = window.location;
  return (
    event.button === 0 &&
    !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) &&
    !link.target &&
    !link.hasAttribute('download') &&
    link.origin === here.origin &&
    !(link.pathname === here.pathname && link.search === here.search && link.hash !== '')
  );
}

/**
 * Makes a held click again. A button gone with the markup it stood in is dropped: it was the logged-out page's. A link
 * still leads where the visitor chose: through the app's link to the same address, or the browser's.
 */
function clickAgain(root: HTMLElement, control: HTMLElement): void {
  if (control.isConnected) return control.click();
  if (!(control instanceof HTMLAnchorElement)) return;
  const href = control.getAttribute('href');
  const same = [...root.querySelectorAll('a')].find((link) => link.getAttribute('href') === href);
  if (same) same.click();
  else window.location.assign(control.href);
}
