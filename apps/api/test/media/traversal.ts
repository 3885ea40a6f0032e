import fs from 'node:fs';
import path from 'node:path';

const CORPUS = path.join(import.meta.dirname, 'fixtures');

/**
 * Every line of the traversal corpora (fixtures/README.md), with `{FILE}` aimed at `etc/passwd`: the tests plant a
 * canary there, beside the storage root, so that an escape would be seen.
 */
export function traversalPayloads(): string[] {
  return fs
    .readdirSync(CORPUS)
    .filter((f) => f.endsWith('.txt'))
    .flatMap((f) => fs.readFileSync(path.join(CORPUS, f), 'utf8').split('\n'))
    .map((line) => line.replace(/\r$/, ''))
    .filter((line) => line.trim() !== '')
    .map((line) => line.replaceAll('{FILE}', 'etc/passwd'));
}

/** The decodings an attacker hopes a server applies: none, once, twice. */
export function decodings(payload: string): string[] {
  const out = [payload];
  for (let i = 0; i < 2; i++) {
    try {
      out.push(decodeURIComponent(out[out.length - 1]!));
    } catch {
      break;
    }
  }
  return [...new Set(out)];
}
