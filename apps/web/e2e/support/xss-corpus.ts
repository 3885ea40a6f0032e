import fs from 'node:fs';
import path from 'node:path';

const CORPUS = path.join(import.meta.dirname, '../fixtures/xss');

/** Every non-blank line of the XSS corpus (fixtures/xss/README.md). */
export function xssCorpus(): string[] {
  return fs
    .readdirSync(CORPUS)
    .filter((file) => file.endsWith('.txt'))
    .sort()
    .flatMap((file) => fs.readFileSync(path.join(CORPUS, file), 'utf8').split('\n'))
    .filter((line) => line.trim() !== '');
}

/** Payloads joined into texts of at most `max` characters, one markdown block each. */
export function chunkPayloads(lines: string[], max: number): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const line of lines) {
    const next = current ? `${current}\n\n${line}` : line;
    if (next.length > max && current) {
      chunks.push(current);
      current = line;
    } else current = next;
  }
  if (current) chunks.push(current);
  return chunks;
}
