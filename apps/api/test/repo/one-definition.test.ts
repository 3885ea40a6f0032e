import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Helpers that were copied around once: each is defined in one place and imported everywhere else. */

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SOURCE_FOLDERS = ['packages/shared/src', 'apps/api/src', 'apps/api/test', 'apps/web/src', 'scripts'];

function sources(): { file: string; text: string }[] {
  return SOURCE_FOLDERS.flatMap((folder) =>
    fs
      .readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(ts|tsx|mjs)$/.test(f) && !f.includes('node_modules'))
      .map((f) => path.join(folder, f))
      .map((file) => ({ file, text: fs.readFileSync(path.join(ROOT, file), 'utf8') })),
  );
}

const definitions = (name: string) =>
  sources()
    .filter(({ text }) => new RegExp(`(const|function)\\s+${name}\\b\\s*[=(:]`).test(text))
    .map(({ file }) => file);

describe('helpers defined once', () => {
  it('DAY_MS lives in the shared package', () => {
    expect(definitions('DAY_MS')).toEqual(['packages/shared/src/common/time.ts']);
  });

  it('oneLine lives in the API lib', () => {
    expect(definitions('oneLine')).toEqual(['apps/api/src/lib/text.ts']);
  });

  it("the web app reaches browser storage only through lib/storage.ts's guarded helpers", () => {
    const direct = sources()
      .filter(({ file }) => file.startsWith('apps/web/src/') && !/\.test\.tsx?$/.test(file))
      .filter(({ file }) => !file.endsWith('lib/storage.ts') && !file.includes('/testing/'))
      .filter(({ text }) => /\b(localStorage|sessionStorage)\b/.test(text))
      .map(({ file }) => file);
    expect(direct).toEqual([]);
  });
});
