/**
 * The contact address is never written into the page as it is (spam harvesters read the HTML): the page shows
 * 'info [at] example [dot] school', and a person's click, tap or focus assembles the mailto: link from the parts.
 * The parts are kept reversed, so that not even a component's props spell the address in one piece.
 */
export type EmailParts = { reversedUser: string; reversedLabels: string[] };

const reverse = (text: string) => Array.from(text).reverse().join('');

/** Splits an address into its reversed local part and domain labels; null for anything that is not one. */
export function splitEmail(address: string): EmailParts | null {
  const at = address.lastIndexOf('@');
  if (at <= 0 || at === address.length - 1) return null;
  const labels = address.slice(at + 1).split('.');
  if (labels.some((label) => !label)) return null;
  return { reversedUser: reverse(address.slice(0, at)), reversedLabels: labels.map(reverse) };
}

/** What the page shows: no '@', no dots between the labels. */
export function displayEmail(parts: EmailParts): string {
  return `${reverse(parts.reversedUser)} [at] ${parts.reversedLabels.map(reverse).join(' [dot] ')}`;
}

export function assembleEmail(parts: EmailParts): string {
  return `${reverse(parts.reversedUser)}@${parts.reversedLabels.map(reverse).join('.')}`;
}

export function assembleMailto(parts: EmailParts): string {
  return `mailto:${assembleEmail(parts)}`;
}
