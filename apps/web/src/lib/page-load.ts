/**
 * Loads another page in place of this one, leaving no history entry: the way into another language's address space
 * (its basename, its texts), which the router cannot enter. A module of its own so that tests can watch it: a page's
 * `location` cannot be replaced in a test's window.
 */
export function loadPageInstead(address: string): void {
  window.location.replace(address);
}
