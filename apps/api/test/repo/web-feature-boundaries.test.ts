import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The web features' lint rule (eslint.config.js) reads the features from the folders and fires on a crossing. */

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: ROOT });

async function restrictions(file: string, specifier: string): Promise<string[]> {
  const code = `import { x } from '${specifier}';\nexport const y = x;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, 'apps/web/src/features', file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

/** The boundary's refusals, apart from the rule against climbing three or more folders. */
async function crossings(file: string, specifier: string): Promise<number> {
  return (await restrictions(file, specifier)).filter((message) => !message.includes('subpath imports'))
    .length;
}

describe('web feature boundaries', () => {
  it('refuse an import from another feature, at any depth', async () => {
    expect(await crossings('forum/api/probe.ts', '../../courses/api/get-courses.ts')).toBe(1);
    expect(await crossings('admin/members/api/probe.ts', '../../../courses/api/get-courses.ts')).toBe(1);
    expect(await crossings('admin/members/api/probe.ts', '../../../../features/forum/api/x.ts')).toBe(1);
    expect(await crossings('legal/components/probe.tsx', '../../../app/router.tsx')).toBe(1);
    expect(await crossings('courses/api/probe.ts', '#features/forum/api/x.ts')).toBe(1);
  });

  it('refuse an import that climbs three or more folders: it names its target through a subpath import', async () => {
    expect(await restrictions('forum/api/probe.ts', '../../../lib/api-client.ts')).toEqual([
      expect.stringContaining('subpath imports'),
    ]);
    expect(await restrictions('forum/api/probe.ts', '#lib/api-client.ts')).toEqual([]);
  });

  it('let a feature use its own folders, even where they share a name with another feature', async () => {
    expect(
      await crossings('admin/courses/components/probe.tsx', '../../backing-tracks/api/get-backing-tracks.ts'),
    ).toBe(0);
    expect(await crossings('admin/members/api/probe.ts', '../../common/api/keys.ts')).toBe(0);
    expect(await crossings('forum/api/probe.ts', '#lib/api-client.ts')).toBe(0);
    expect(await crossings('admin/courses/api/probe.ts', '#features/admin/courses/api/keys.ts')).toBe(0);
  });
});
