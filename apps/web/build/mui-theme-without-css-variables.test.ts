import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readManifest } from './first-load.ts';

const DIST = path.resolve(import.meta.dirname, '../dist');

describe("the browser build's MUI theme code (build/mui-theme-without-css-variables.ts)", () => {
  it('leaves out the CSS-variables theme and its colour-scheme provider', () => {
    if (!fs.existsSync(path.join(DIST, '.vite', 'manifest.json'))) {
      throw new Error('No apps/web/dist/.vite/manifest.json: run `npm run build` before these tests.');
    }
    const manifest = readManifest(DIST);
    const framework = Object.values(manifest).find((chunk) => /\/framework-[^/]+\.js$/.test(chunk.file));
    expect(framework).toBeDefined();
    const code = fs.readFileSync(path.join(DIST, framework!.file), 'utf8');
    // Markers of createThemeWithVars and of the colour-scheme storage of CssVarsProvider.
    expect(code).toContain('MuiButton');
    expect(code).not.toContain('mui-color-scheme');
    expect(code).not.toContain('colorSchemeSelector');
  });
});
