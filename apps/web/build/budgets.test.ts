import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_BUDGET_KIB, PAGE_BUDGETS } from './budgets.ts';
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
  const kibOf = (routeModule: string, waitsForVisitor: boolean) =>
    firstLoad(DIST, manifest, [routeModule], { waitsForVisitor }).bytes / 1024;
  for (const budget of PAGE_BUDGETS) {
    it(`${budget.page} stays within ${budget.budget} KiB`, () => {
      const kib = kibOf(budget.routeModule, budget.waitsForVisitor === true);
      console.log(
        `${budget.page}: ${kib.toFixed(1)} KiB first-load JavaScript (budget ${budget.budget} KiB)`,
      );
      expect(kib).toBeLessThanOrEqual(budget.budget);
    });
    if (budget.waitsForVisitor) {
      it(`${budget.page}, once its visitor acts, stays within ${PAGE_BUDGET_KIB} KiB`, () => {
        const kib = kibOf(budget.routeModule, false);
        console.log(`${budget.page} once its visitor acts: ${kib.toFixed(1)} KiB`);
        expect(kib).toBeLessThanOrEqual(PAGE_BUDGET_KIB);
      });
    }
  }
});
