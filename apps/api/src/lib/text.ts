/**
 * Text for one header line (a mail subject): line breaks never reach a header (header injection), whitespace runs
 * become one space, and an ellipsis marks a cut.
 */
export function oneLine(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
