import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself (decision 0400): code and its READMEs cite the records in docs/decisions, never
 * the product documents the school was first described in, and every record they cite exists.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const recordsDir = path.join(root, 'docs', 'decisions');
const records = fs.readdirSync(recordsDir).filter((name) => /^\d+-.+\.md$/.test(name));
const recordNumbers = new Set(records.map((name) => Number(name.split('-')[0])));
/** The product as its users see it, restated for the code to cite (`product 0420`): described, not decided. */
const productDir = path.join(root, 'docs', 'product');
const productRecords = fs.readdirSync(productDir).filter((name) => /^\d+-.+\.md$/.test(name));

const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|md|sh)$/;
const sources = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter(
    (file) => TEXT_FILE.test(file) && !file.startsWith('docs/') && fs.existsSync(path.join(root, file)),
  );

/** Citations of documents that live outside this repository. */
const OUTSIDE_CITATIONS = [
  /\bDECISIONS\b/,
  /\bCONVENTIONS\b/,
  /\b[Ss]pec §\d/,
  /§\d(?![\d])(?!\w)/,
  /product-spec/,
  /\.\.\/shared\/(spec|DECISIONS|CONVENTIONS|corpora)/,
];

function linesMatching(pattern: RegExp) {
  const hits: string[] = [];
  for (const file of sources) {
    const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
    lines.forEach((line, index) => {
      if (pattern.test(line)) hits.push(`${file}:${index + 1}: ${line.trim()}`);
    });
  }
  return hits;
}

describe('the repository explains itself', () => {
  it.each(OUTSIDE_CITATIONS.map((pattern) => [String(pattern), pattern] as const))(
    'no file cites an outside document (%s)',
    (_name, pattern) => {
      expect(linesMatching(pattern)).toEqual([]);
    },
  );

  it('every decision a file cites is a record in docs/decisions', () => {
    const cited = linesMatching(/\bdecisions? \d{3,4}/i).flatMap((hit) => {
      const [where] = hit.split(': ');
      const lists = hit.match(/\bdecisions? (\d{3,4}(?:(?:, | and |–)\d{3,4})*)/gi) ?? [];
      return lists.flatMap((list) => (list.match(/\d{3,4}/g) ?? []).map((n) => ({ where, n: Number(n) })));
    });
    expect(cited.length).toBeGreaterThan(100);
    expect(cited.filter(({ n }) => !recordNumbers.has(n))).toEqual([]);
  });

  it('every product record a file cites is in docs/product, and its index lists each', () => {
    const numbers = new Set(productRecords.map((name) => Number(name.split('-')[0])));
    const cited = linesMatching(/\bproduct \d{4}/i).flatMap((hit) => {
      const lists = hit.match(/\bproduct (\d{4}(?:(?:, | and |–)\d{4})*)/gi) ?? [];
      return lists.flatMap((list) => (list.match(/\d{4}/g) ?? []).map(Number));
    });
    expect(cited.length).toBeGreaterThan(100);
    expect(cited.filter((n) => !numbers.has(n))).toEqual([]);
    const index = fs.readFileSync(path.join(productDir, 'README.md'), 'utf8');
    for (const name of productRecords) expect(index).toContain(`- [${name.slice(0, 4)}](${name}) `);
  });

  it('names every record with four digits, the first two its area, and heads it with its number', () => {
    for (const name of records) {
      expect(name).toMatch(/^\d{4}-[a-z0-9-]+\.md$/);
      const heading = fs.readFileSync(path.join(recordsDir, name), 'utf8').split('\n')[0];
      expect(heading, name).toMatch(new RegExp(`^# ${name.slice(0, 4)}\\. `));
    }
  });

  it('the index of docs/decisions links every record under its area', () => {
    const index = fs.readFileSync(path.join(recordsDir, 'README.md'), 'utf8');
    for (const name of records) {
      const area = index.lastIndexOf('\n## ', index.indexOf(`](${name})`));
      expect(index, name).toContain(`- [${name.slice(0, 4)}](${name}) `);
      expect(index.slice(area + 4, area + 8), name).toBe(`${name.slice(0, 2)}xx`);
    }
  });

  it('the index of the product records names every one of them', () => {
    const index = fs.readFileSync(path.join(recordsDir, '0400-product-rules.md'), 'utf8');
    const productRecords = records.filter((name) => /^04\d\d-/.test(name) && !name.startsWith('0400-'));
    for (const name of productRecords) expect(index).toMatch(new RegExp(`\\| ${name.slice(0, 4)} +\\|`));
  });
});
