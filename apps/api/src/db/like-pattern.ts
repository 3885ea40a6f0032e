/** LIKE treats `%`, `_` and the escape character as syntax: a search for them must find them literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
