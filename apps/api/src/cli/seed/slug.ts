/** A file-name slug of a title: accents dropped, lower case, words joined by hyphens ("Akzente und Abdämpfen" ->
 * "akzente-und-abdampfen"). The media scripts name their files with it too. */
export const slugify = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
