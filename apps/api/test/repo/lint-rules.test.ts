import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The repository's lint rules fire on what they forbid (docs/decisions/0301-module-boundaries.md): each text below
 * is linted with the real eslint.config.js as if it stood at the given path, so a change of the configuration that
 * silently stopped a rule fails here.
 */

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: ROOT });

async function ruleErrors(filePath: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: path.join(ROOT, filePath) });
  return result!.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

const names = (errors: string[]) => errors.map((e) => e.split(':')[0]);

describe('API module boundaries', () => {
  it("refuses an import of another module's repository", async () => {
    const errors = await ruleErrors(
      'apps/api/src/modules/admin/settings/probe.ts',
      "import { upsert } from '../../site-settings/repository.ts';\nexport const save = upsert;\n",
    );
    expect(names(errors)).toEqual(['import-x/no-restricted-paths']);
    expect(errors[0]).toContain('only through its index.ts');
  });

  it("allows the same through the other module's index.ts", async () => {
    const errors = await ruleErrors(
      'apps/api/src/modules/admin/settings/probe.ts',
      "import { storeSetting } from '../../site-settings/index.ts';\nexport const save = storeSetting;\n",
    );
    expect(errors).toEqual([]);
  });

  it('refuses a module importing a plugin, and the core importing a module', async () => {
    const fromModule = await ruleErrors(
      'apps/api/src/modules/forum/probe.ts',
      "import auth from '../../plugins/app/auth.ts';\nexport const plugin = auth;\n",
    );
    expect(names(fromModule)).toEqual(['import-x/no-restricted-paths']);
    const fromCore = await ruleErrors(
      'apps/api/src/lib/probe.ts',
      "import { storeSetting } from '../modules/site-settings/index.ts';\nexport const save = storeSetting;\n",
    );
    expect(names(fromCore)).toEqual(['import-x/no-restricted-paths']);
  });
});

describe('guards', () => {
  it('are refused as preHandler: they run as onRequest hooks', async () => {
    const errors = await ruleErrors(
      'apps/api/src/modules/courses/probe.ts',
      "import type { FastifyInstance } from 'fastify';\n" +
        'export const route = (app: FastifyInstance) => ({ preHandler: app.requireMember });\n',
    );
    expect(names(errors)).toEqual(['no-restricted-syntax']);
  });
});

describe('import cycles', () => {
  it('are refused on the API side (a command importing the list of commands, as user-create once did)', async () => {
    const errors = await ruleErrors(
      'apps/api/src/cli/commands/user-create.ts',
      "import { COMMANDS } from './index.ts';\nexport const all = COMMANDS;\n",
    );
    expect(names(errors)).toContain('import-x/no-cycle');
  });

  it('are refused on the web side', async () => {
    const errors = await ruleErrors(
      'apps/web/src/lib/storage.ts',
      "import { ApiError } from './api-client.ts';\nexport const failure = ApiError;\n",
    );
    expect(names(errors)).toContain('import-x/no-cycle');
  });
});
