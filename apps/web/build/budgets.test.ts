import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_PREFIXES, PAGE_BUDGET_KB, PAGE_BUDGETS } from './budgets.ts';
import { firstLoad, readManifest, staticClosure } from './first-load.ts';

const DIST = path.resolve(import.meta.dirname, '../dist');

describe('staticClosure', () => {
  it('follows static imports once each and leaves dynamic imports out', () => {
    const manifest = {
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        imports: ['_a.js'],
        dynamicImports: ['page.tsx'],
      },
      '_a.js': { file: 'assets/a.js', imports: ['_b.js'] },
      '_b.js': { file: 'assets/b.js', imports: ['_a.js'] },
      'page.tsx': { file: 'assets/page.js', imports: ['_b.js'] },
      'style.css': { file: 'assets/style.css' },
    };
    expect(staticClosure(manifest, ['index.html']).sort()).toEqual([
      'assets/a.js',
      'assets/b.js',
      'assets/index.js',
    ]);
    expect(staticClosure(manifest, ['page.tsx']).sort()).toEqual([
      'assets/a.js',
      'assets/b.js',
      'assets/page.js',
    ]);
  });
});

describe('first-load JavaScript of the public pages (the build of `npm run build`)', () => {
  if (!fs.existsSync(path.join(DIST, '.vite', 'manifest.json'))) {
    it('needs the build', () => {
      throw new Error('No apps/web/dist/.vite/manifest.json: run `npm run build` before these tests.');
    });
    return;
  }
  const manifest = readManifest(DIST);
  const kbOf = (routeModule: string, waitsForVisitor: boolean, language: string) =>
    firstLoad(DIST, manifest, [routeModule], { waitsForVisitor, language }).bytes / 1000;
  for (const [language, prefix] of Object.entries(LANGUAGE_PREFIXES)) {
    for (const budget of PAGE_BUDGETS) {
      const page = budget.page === '/' && prefix ? prefix : `${prefix}${budget.page}`;
      it(`${page} stays within ${budget.budget} kB`, () => {
        const kb = kbOf(budget.routeModule, budget.waitsForVisitor === true, language);
        console.log(`${page}: ${kb.toFixed(1)} kB first-load JavaScript (budget ${budget.budget} kB)`);
        expect(kb).toBeLessThanOrEqual(budget.budget);
      });
      if (budget.waitsForVisitor) {
        it(`${page}, once its visitor acts, stays within ${PAGE_BUDGET_KB} kB`, () => {
          const kb = kbOf(budget.routeModule, false, language);
          console.log(`${page} once its visitor acts: ${kb.toFixed(1)} kB`);
          expect(kb).toBeLessThanOrEqual(PAGE_BUDGET_KB);
        });
      }
    }
  }
});
