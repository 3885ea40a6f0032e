import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The structural claims of docs/architecture.md, each checked against the tree. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiSrc = path.join(root, 'apps/api/src');
const webFeatures = path.join(root, 'apps/web/src/features');
const architecture = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** A tagged sql template or a query begun on a database or transaction handle. */
const WRITES_SQL = /sql`|\b(db|tx|database|trx)\.(select|selectDistinct|insert|update|delete|execute)\b/;

/** SQL outside repositories and db/: none since the demo seed's catalogue moved (issue 29). Move, do not list. */
const SQL_OUTSIDE_REPOSITORIES: string[] = [];

describe('docs/architecture.md', () => {
  it('names only parts that exist', () => {
    const block = architecture.slice(
      architecture.indexOf('## Parts'),
      architecture.indexOf('## Conventions'),
    );
    const parents: string[] = [];
    for (const line of block.split('\n')) {
      // A part is named at the start of its line, indented two spaces a level; its description may run on below.
      const match = /^((?: {2}){0,2})(\S+\/|\S+\.ts)(?:\s|$)/.exec(line);
      if (!match || match[2]!.includes('<')) continue;
      const depth = match[1]!.length / 2;
      parents.length = depth;
      const part = path.join(...parents, match[2]!);
      expect(fs.existsSync(path.join(root, part)), part).toBe(true);
      if (match[2]!.endsWith('/')) parents[depth] = match[2]!;
    }
  });

  it("keeps the API's SQL in repositories and db/", () => {
    const withSql = filesUnder(apiSrc)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) => WRITES_SQL.test(fs.readFileSync(path.join(apiSrc, file), 'utf8')));
    const outside = withSql.filter((file) => !file.startsWith('db/') && !/repository(\.ts$|\/)/.test(file));
    expect(outside.sort()).toEqual(SQL_OUTSIDE_REPOSITORIES);
    // The search sees SQL where it is written, so an empty list above is not a search that finds nothing.
    expect(withSql).toEqual(
      expect.arrayContaining([
        'db/probes.ts',
        'core/scheduler-repository.ts',
        'modules/accounts/repository.ts',
        'modules/admin/courses/repository.ts',
      ]),
    );
    expect(architecture).toContain('`docs/architecture.test.ts` finds no other file');
  });

  it('lets only the accounts module write the users table', () => {
    const writers = filesUnder(apiSrc)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) =>
        /\.(insert|update|delete)\(users\)|(insert into|update|delete from) users\b/i.test(
          fs.readFileSync(path.join(apiSrc, file), 'utf8'),
        ),
      );
    expect(writers).toEqual(['modules/accounts/repository.ts']);
    expect(architecture).toContain('only `modules/accounts` writes `users`');
  });

  it('names every API module that has a README', () => {
    const readmes = filesUnder(path.join(apiSrc, 'modules'))
      .filter((file) => path.basename(file) === 'README.md')
      .map((file) => path.dirname(file))
      .sort();
    expect(readmes).toEqual(['accounts', 'admin/uploads', 'auth', 'billing', 'forum', 'media', 'takes']);
    expect(architecture).toContain(
      'a README in accounts, auth, billing, forum, media, takes and admin/uploads',
    );
  });

  it("puts a web feature's calls one to a file, or one resource's read and write", () => {
    const several = filesUnder(webFeatures)
      .filter((file) => /(^|\/)api\/[^/]+\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => {
        const calls = fs.readFileSync(path.join(webFeatures, file), 'utf8').match(/endpoints(\.\w+)+/g) ?? [];
        return new Set(calls).size > 2;
      });
    expect(several).toEqual([]);
  });
});
